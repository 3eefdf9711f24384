/**
 * The time bonus's clock (docs/product.md#time-bonus-and-welcome-discount): the banner counts
 * down in hours, minutes and seconds, the popup says the time left in hours and minutes.
 */

/** The time bonus lasts this long after signup (14,400 s). */
export const TIME_BONUS_SECONDS = 4 * 60 * 60;
/** The popup opens after this long in the members area. */
export const TIME_BONUS_POPUP_DELAY_MS = 40_000;

const two = (n: number) => String(n).padStart(2, "0");

/** Seconds left as the two-digit parts the banner shows (the product's countdownTimer); nothing below zero. */
export function countdownParts(secondsLeft: number): { hours: string; minutes: string; seconds: string } {
  const left = Math.max(0, Math.floor(secondsLeft));
  return {
    hours: two(Math.floor(left / 3600)),
    minutes: two(Math.floor((left % 3600) / 60)),
    seconds: two(left % 60),
  };
}

/** "HH:MM:SS" (03:59:07). */
export function formatCountdown(secondsLeft: number): string {
  const { hours, minutes, seconds } = countdownParts(secondsLeft);
  return `${hours}:${minutes}:${seconds}`;
}

/** Whole hours and minutes left, a started minute counted whole (59 s left is "0 h 1 min", never "0 h 0 min"). */
export function hoursAndMinutes(secondsLeft: number): { hours: number; minutes: number } {
  const minutesLeft = Math.ceil(Math.max(0, secondsLeft) / 60);
  return { hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60 };
}

/** Whole seconds from now until `deadline` (ms since the epoch), a started second counted whole; never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
