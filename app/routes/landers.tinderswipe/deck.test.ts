import { describe, expect, it } from "vitest";
import { decide, deckDone, deckFromQuery, deckQuery, LIKES_BEFORE_SIGNUP } from "./deck";

const ids = [11, 12, 13];

describe("the swipe lander's deck", () => {
  it("reads the URL's deck and ignores what is not one", () => {
    expect(deckFromQuery(new URLSearchParams("card=2&liked=11,13"), ids)).toEqual({ card: 2, liked: [11, 13] });
    expect(deckFromQuery(new URLSearchParams("card=-1&liked=99,x,11,11"), ids)).toEqual({ card: 0, liked: [11] });
    expect(deckFromQuery(new URLSearchParams("card=1e9"), ids)).toEqual({ card: 0, liked: [] });
  });

  it("moves on with each decision and remembers likes once", () => {
    let state = { card: 0, liked: [] as number[] };
    state = decide(state, 11, "pass");
    expect(state).toEqual({ card: 1, liked: [] });
    state = decide(state, 12, "like");
    expect(state).toEqual({ card: 2, liked: [12] });
    expect(deckQuery(state)).toEqual({ card: "2", liked: "12" });
    expect(deckDone(state, 3)).toBe(false);
    expect(deckDone(decide(state, 13, "like"), 3)).toBe(LIKES_BEFORE_SIGNUP === 2);
    expect(deckDone({ card: 3, liked: [] }, 3)).toBe(true);
  });
});
