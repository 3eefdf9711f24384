import { useSyncExternalStore } from "react";
import { secondsUntil } from "./countdown";

/**
 * When each time bonus the root handed over ends, on this browser's clock: fixed the first time a
 * component asks for that answer, so the banner counts on from the same moment after it was left
 * and shown again (a client navigation does not load the root again).
 */
const deadlines = new WeakMap<object, number>();
function deadlineOf(bonus: { secondsLeft: number }): number {
  let deadline = deadlines.get(bonus);
  if (deadline === undefined) deadlines.set(bonus, (deadline = Date.now() + bonus.secondsLeft * 1000));
  return deadline;
}

const everySecond = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};

/**
 * The seconds left of a time bonus, ticking each second. The server's render (and the hydration
 * of it) says the server's number, so the page is right without JavaScript and hydrates without a
 * mismatch; from then on the browser counts.
 */
export function useSecondsLeft(bonus: { secondsLeft: number }): number {
  return useSyncExternalStore(
    everySecond,
    () => secondsUntil(deadlineOf(bonus), Date.now()),
    () => bonus.secondsLeft
  );
}
