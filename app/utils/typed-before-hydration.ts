/**
 * Text typed while the page loads survives hydration. React 18 leaves what was typed into an input
 * alone when it hydrates it, but sets a `<textarea>` the server filled back to the server's text:
 * an "about me" being edited or a complaint refilled after a failed submission would lose what the
 * member typed before the script ran. Remembered here from the start of the script (and what was
 * typed before it), put back once React owns the page.
 */
const typed = new Map<HTMLTextAreaElement, string>();
let watching: Document | null = null;

const remember = (event: Event) => {
  if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
};

/** Browser only, before hydrating: starts remembering what is typed into text areas. */
export function rememberTypedText(doc: Document = document) {
  watching = doc;
  for (const area of doc.querySelectorAll("textarea"))
    if (area.value !== area.defaultValue) typed.set(area, area.value);
  doc.addEventListener("input", remember, true);
}

/**
 * Once hydrated: puts back what hydration replaced, as typing would (an input event, so React's
 * and the form library's state follow), and stops remembering.
 */
export function restoreTypedText() {
  watching?.removeEventListener("input", remember, true);
  watching = null;
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  for (const [area, value] of typed) {
    if (!area.isConnected || area.value === value) continue;
    setValue?.call(area, value);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}
