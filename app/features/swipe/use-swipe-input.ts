import { useEffect, useRef, useState, type PointerEvent } from "react";
import { decisionForDrag, decisionForKey, isTypingTarget, type SwipeDecision } from "./swipe-decision";

/**
 * The game's two shortcuts, no library: the arrow keys anywhere on the page, and dragging the card
 * (mouse, pen or finger; vertical scrolling stays the browser's). `offset` moves the card with the
 * pointer; a drag past the threshold decides, a shorter one springs back.
 */
export function useSwipeInput(decide: (decision: SwipeDecision) => void, enabled: boolean) {
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const latest = useRef(decide);
  latest.current = decide;

  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      const decision = decisionForKey(event.key);
      if (!decision) return;
      event.preventDefault();
      latest.current(decision);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled]);

  const end = (event: PointerEvent<HTMLElement>) => {
    if (start.current === null) return;
    const decision = decisionForDrag(event.clientX - start.current, event.currentTarget.offsetWidth);
    start.current = null;
    setOffset(0);
    if (decision) latest.current(decision);
  };
  const handlers = enabled
    ? {
        onPointerDown: (event: PointerEvent<HTMLElement>) => {
          start.current = event.clientX;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        },
        onPointerMove: (event: PointerEvent<HTMLElement>) => {
          if (start.current !== null) setOffset(event.clientX - start.current);
        },
        onPointerUp: end,
        onPointerCancel: () => {
          start.current = null;
          setOffset(0);
        },
      }
    : {};
  return { offset, handlers };
}
