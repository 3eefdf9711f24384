/**
 * The swipe lander's deck as a value (docs/product.md#landing-pages): which card is on top and
 * whom the visitor liked. Without JavaScript it travels in the URL (?card=&liked=), so each
 * button is a plain GET form; with it the page keeps the same value in state.
 */
export interface DeckState {
  card: number;
  liked: number[];
}

/** Likes after which the deck gives way to the signup, aimed at the first member liked. */
export const LIKES_BEFORE_SIGNUP = 2;

const MAX_CARD = 100;

/** The deck a URL describes; anything malformed reads as a fresh deck, never an error. */
export function deckFromQuery(query: URLSearchParams, ids: readonly number[]): DeckState {
  const card = Number(query.get("card") ?? 0);
  const liked = (query.get("liked") ?? "")
    .split(",")
    .filter((v) => /^\d{1,9}$/.test(v))
    .map(Number)
    .filter((id, i, all) => ids.includes(id) && all.indexOf(id) === i)
    .slice(0, LIKES_BEFORE_SIGNUP);
  return { card: Number.isInteger(card) && card >= 0 && card <= MAX_CARD ? card : 0, liked };
}

/** The deck after a decision on the top card `id`. */
export function decide(state: DeckState, id: number, decision: "like" | "pass"): DeckState {
  const liked = decision === "like" && !state.liked.includes(id) ? [...state.liked, id] : state.liked;
  return { card: state.card + 1, liked };
}

/** The query of a deck, for the no-script forms. */
export const deckQuery = (state: DeckState) => ({ card: String(state.card), liked: state.liked.join(",") });

/** The deck is done: enough likes, or no card left. */
export const deckDone = (state: DeckState, cards: number) =>
  state.liked.length >= LIKES_BEFORE_SIGNUP || state.card >= cards;
