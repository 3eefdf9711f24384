import { TYPING_SEND_EVERY_MS } from "~/domain/chat";
import type { SendResult } from "./send.server";
import type { SendOutcome } from "./use-held-sending";

/**
 * The send footer's state and what changes it (browser-safe and pure, like messages.ts; the
 * component dispatches, then carries out what the state asks: a write into the text field, a
 * typing signal). docs/decisions/016-chat.md ("Sending", "Offline") says why it behaves so.
 */
export interface FooterState {
  /** The page's script runs: the form posts in place (`js=1`), "Check for new messages" goes. */
  js: boolean;
  /** The message being written, as the counter counts it: kept while its send is under way. */
  text: string;
  /** What the text field holds. It is uncontrolled, so text typed before the script ran stays. */
  field: string;
  /** The footer's own last write into the field (a new object each time; none yet: null). */
  write: FieldWrite | null;
  /** The file name of the chosen image (shown as a chip before sending; the form goes as an image message). */
  image: string | null;
  /** What the fetcher carries that the member sent from the footer (a held message is the hook's). */
  going: "message" | "gift" | null;
  /** The gift was not sent for want of a network. */
  giftOffline: boolean;
  /** When the last typing signal went (epoch ms; none yet: null). */
  typingSentAt: number | null;
}

/** `text` goes into the field; `emptyForm` resets the form first, which empties the image input. */
export interface FieldWrite {
  text: string;
  emptyForm: boolean;
}

export type FooterEvent =
  /** The page's script started; `field` is what the field holds by then. */
  | { type: "started"; field: string }
  | { type: "typed"; text: string; now: number }
  /** A text put in from outside the field: an icebreaker. */
  | { type: "picked"; text: string }
  /** An image was chosen (its file name), or the choice was emptied or taken back (null). */
  | { type: "image-chosen"; name: string | null }
  /** The message form was submitted; offline, with something to send, it is held instead of posted. */
  | { type: "submitted"; online: boolean; hasContent: boolean }
  | { type: "gift-chosen"; online: boolean }
  /** The fetcher came back with `result`; `outcome` is what the held messages made of it. */
  | { type: "settled"; result: SendResult; outcome: SendOutcome };

export const initialFooter = (text: string): FooterState => ({
  js: false,
  text,
  field: text,
  write: null,
  image: null,
  going: null,
  giftOffline: false,
  typingSentAt: null,
});

/**
 * The text the footer opens with: a send refused without JavaScript comes back with its text (the
 * action's answer), else the page's suggestion (`?text=`, an icebreaker chosen without JavaScript).
 */
export const openingText = (posted: SendResult | undefined, prefill: string) => (posted?.error ? posted.text : prefill);

/** A refusal to show above the form; "offline" is not one (the message is held, the gift alert says it). */
export const refusalOf = (result: SendResult | undefined): SendResult | null =>
  result?.error && result.error !== "offline" ? result : null;

/**
 * The form's Idempotency-Key: after a refusal the form goes again under the key it went with, as
 * the API may have stored the message and lost only its answer (send.server.ts); else the page's.
 */
export const formKey = (result: SendResult | undefined, pageKey: string) => refusalOf(result)?.key || pageKey;

const put = (state: FooterState, text: string, emptyForm = false): FooterState => ({
  ...state,
  field: text,
  write: { text, emptyForm },
});

/** The message went (or is held): field, counter and image are emptied for the next one. */
const emptied = (state: FooterState): FooterState => ({ ...put(state, "", true), text: "", image: null });

export function footerReducer(state: FooterState, event: FooterEvent): FooterState {
  switch (event.type) {
    case "started":
      // Whatever was typed while the page loaded counts from the start.
      return { ...state, js: true, text: event.field, field: event.field };
    case "typed": {
      const typed = { ...state, text: event.text, field: event.text };
      // A signal at most every TYPING_SEND_EVERY_MS while there is text: the partner sees "typing" a moment.
      const due = state.typingSentAt === null || event.now - state.typingSentAt >= TYPING_SEND_EVERY_MS;
      return event.text && due ? { ...typed, typingSentAt: event.now } : typed;
    }
    case "picked":
      return { ...put(state, event.text), text: event.text };
    case "image-chosen":
      return { ...state, image: event.name || null };
    case "submitted":
      // Online the field empties at once (the message shows as pending); the counter keeps the
      // text until the send is answered. Offline nothing is posted: the message is held.
      if (event.online) return { ...put(state, ""), going: "message" };
      return event.hasContent ? emptied(state) : state;
    case "gift-chosen":
      // A gift is not held like a message (it is chosen again in a moment): offline it is refused.
      return { ...state, giftOffline: !event.online, going: event.online ? "gift" : state.going };
    case "settled":
      return settled({ ...state, going: null }, event.result, event.outcome, state.going);
  }
}

function settled(state: FooterState, result: SendResult, outcome: SendOutcome, went: FooterState["going"]) {
  // The service worker could not reach the server with the gift.
  if (went === "gift") return { ...state, giftOffline: result.error === "offline" };
  switch (outcome) {
    case "held":
      return emptied(state);
    case "held-again":
      return state;
    case "resent":
      // A held message refused (credits, a block): its text comes back unless the field is in use.
      return result.error && !state.field ? { ...put(state, result.text), text: result.text } : state;
    case "typed":
      if (!result.error) return emptied(state);
      // A refusal gives the text back: the answer's, else (a body refused before it was read) what
      // the counter still holds, so the member never sees an empty field under a counted text.
      return { ...put(state, result.text || state.text), text: result.text || state.text };
  }
}
