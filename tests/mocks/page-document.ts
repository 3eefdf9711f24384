import { Window } from "happy-dom";
import { afterAll } from "vitest";

/** One window for the test file's pages; nothing in them runs or loads. */
let window: Window | undefined;
afterAll(() => window?.happyDOM.close());

/**
 * A page's markup as the document a browser builds from it, to find what a visitor reads
 * (headings, landmarks, links) without a browser: its scripts do not run.
 */
export function documentOf(html: string): Document {
  window ??= new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

/**
 * An element's text as a reader meets it: without scripts and styles (the page's data for React
 * is no text on the page), white space collapsed.
 */
export function textOf(element: Element | null | undefined): string {
  if (!element) return "";
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll("script, style, noscript, template")) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}
