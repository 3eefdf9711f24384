/** What the member decided about a card. */
export type SwipeDecision = "like" | "pass";

/** The arrow keys of the game: left passes, right likes (as the card would be thrown). */
export function decisionForKey(key: string): SwipeDecision | null {
  if (key === "ArrowLeft") return "pass";
  if (key === "ArrowRight") return "like";
  return null;
}

/** The least drag that counts as a decision, in pixels; a wider card needs a quarter of its width. */
export const MIN_SWIPE_DISTANCE = 80;

/**
 * A drag of the card that ended `dx` pixels from where it started: far enough right is a like,
 * far enough left a pass, anything shorter (a tap, a wobble) no decision.
 */
export function decisionForDrag(dx: number, cardWidth: number): SwipeDecision | null {
  const threshold = Math.max(MIN_SWIPE_DISTANCE, cardWidth / 4);
  if (dx >= threshold) return "like";
  if (dx <= -threshold) return "pass";
  return null;
}

/** Keys typed into a control stay there: the game only listens when nothing editable has focus. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  return Boolean(
    (target as Element).closest("input, textarea, select, [contenteditable=''], [contenteditable='true']")
  );
}
