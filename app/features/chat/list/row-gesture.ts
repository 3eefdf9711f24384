import { useRef, type MouseEvent, type PointerEvent } from "react";

/** How far a finger moves sideways to reveal (to the left) or hide (to the right) a row's delete. */
export const SWIPE_PX = 48;
/** How long a finger rests on a row, without moving, to reveal its delete. */
export const LONG_PRESS_MS = 500;
/** A finger moving less than this still counts as resting. */
export const REST_PX = 10;

/**
 * What a finger's move from where it touched the row means: a swipe to the left reveals the row's
 * delete, to the right hides it; a move mostly up or down is the list scrolling and means nothing.
 * The sites' languages are written left to right, so left is the row's end.
 */
export function swipeOf(dx: number, dy: number): "reveal" | "conceal" | null {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? "reveal" : "conceal";
}

/** Whether a finger still rests where it touched (a long press may still come). */
export const rests = (dx: number, dy: number) => Math.hypot(dx, dy) < REST_PX;

/**
 * Swipe and long press on a row, for touch only (a mouse and a keyboard have the row's menu). The
 * tap that ends a swipe or a long press does not open the conversation, and a long press does
 * not open the browser's menu for the link.
 */
export function useRowGestures(act: (what: "reveal" | "conceal") => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handled = useRef(false);
  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  const end = () => {
    stopTimer();
    start.current = null;
  };
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType !== "touch") return;
      start.current = { x: event.clientX, y: event.clientY };
      handled.current = false;
      stopTimer();
      timer.current = setTimeout(() => {
        handled.current = true;
        act("reveal");
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: PointerEvent) {
      if (!start.current) return;
      const [dx, dy] = [event.clientX - start.current.x, event.clientY - start.current.y];
      if (!rests(dx, dy)) stopTimer();
      const swipe = swipeOf(dx, dy);
      if (swipe) {
        handled.current = true;
        act(swipe);
        end();
      }
    },
    onPointerUp: end,
    onPointerCancel: end,
    onClickCapture(event: MouseEvent) {
      if (!handled.current) return;
      handled.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    onContextMenu(event: MouseEvent) {
      if (handled.current || timer.current) event.preventDefault();
    },
  };
}
