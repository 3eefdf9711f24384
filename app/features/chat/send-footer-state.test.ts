import { describe, expect, it } from "vitest";
import { TYPING_SEND_EVERY_MS } from "~/domain/chat";
import {
  footerReducer,
  formKey,
  initialFooter,
  openingText,
  refusalOf,
  type FooterEvent,
  type FooterState,
} from "./send-footer-state";
import type { SendResult } from "./send.server";

const PAGE_KEY = "page-key-0001";
const ok: SendResult = { intent: "send", error: null, text: "", messages: [] };
const refused = (error: string, text: string, key?: string): SendResult => ({ intent: "send", error, text, key });

/** The footer after these events, from an empty one whose script runs. */
const after = (events: FooterEvent[], from: FooterState = footerReducer(initialFooter(""), started(""))) =>
  events.reduce(footerReducer, from);
const started = (field: string): FooterEvent => ({ type: "started", field });
const typed = (text: string, now = 100_000): FooterEvent => ({ type: "typed", text, now });
const submitted = (online = true, hasContent = true): FooterEvent => ({ type: "submitted", online, hasContent });
const settled = (result: SendResult, outcome: "held" | "held-again" | "resent" | "typed" = "typed"): FooterEvent => ({
  type: "settled",
  result,
  outcome,
});

describe("the send footer opening", () => {
  it("opens with a text refused without JavaScript, else the page's suggestion", () => {
    expect(openingText(refused("not_enough_credits", "Hello Lena"), "Hi")).toBe("Hello Lena");
    expect(openingText({ ...ok, text: "sent" }, "Hi")).toBe("Hi");
    expect(openingText(undefined, "Hi")).toBe("Hi");
    expect(initialFooter("Hi")).toMatchObject({ js: false, text: "Hi", field: "Hi", write: null });
  });
  it("counts what was typed before the script ran, without writing over it", () => {
    const state = footerReducer(initialFooter("Hi"), started("Hi there, typed early"));
    expect(state).toMatchObject({ js: true, text: "Hi there, typed early", field: "Hi there, typed early" });
    expect(state.write).toBeNull();
  });
});

describe("typing", () => {
  it("counts the text as it is typed", () => {
    expect(after([typed("Hel"), typed("Hello")])).toMatchObject({ text: "Hello", field: "Hello" });
  });
  it("sends a typing signal at once, then at most every few seconds", () => {
    const first = after([typed("H", 10_000)]);
    expect(first.typingSentAt).toBe(10_000);
    const soon = after([typed("He", 10_000 + TYPING_SEND_EVERY_MS - 1)], first);
    expect(soon.typingSentAt).toBe(10_000);
    expect(after([typed("Hel", 10_000 + TYPING_SEND_EVERY_MS)], soon).typingSentAt).toBe(10_000 + TYPING_SEND_EVERY_MS);
  });
  it("sends no typing signal for an emptied field", () => {
    expect(after([typed("", 10_000)]).typingSentAt).toBeNull();
    expect(after([typed("H", 10_000), typed("", 20_000)]).typingSentAt).toBe(10_000);
  });
  it("puts an icebreaker into the field", () => {
    const state = after([typed("Hey"), { type: "picked", text: "What made you smile today?" }]);
    expect(state).toMatchObject({ text: "What made you smile today?", field: "What made you smile today?" });
    expect(state.write).toEqual({ text: "What made you smile today?", emptyForm: false });
  });
  it("sends an image message once an image is chosen, a text one when it is taken away", () => {
    const chosen = after([{ type: "image-chosen", name: "beach.jpg" }]);
    expect(chosen.image).toBe("beach.jpg");
    expect(after([{ type: "image-chosen", name: null }], chosen).image).toBeNull();
  });
});

describe("sending a message", () => {
  it("empties the field at once and keeps the counted text and the image until the answer", () => {
    const state = after([typed("Hello Lena"), { type: "image-chosen", name: "beach.jpg" }, submitted()]);
    expect(state).toMatchObject({ field: "", text: "Hello Lena", image: "beach.jpg", going: "message" });
    expect(state.write).toEqual({ text: "", emptyForm: false });
  });
  it("empties field, counter and image once the message is sent", () => {
    const sending = after([typed("Hello Lena"), { type: "image-chosen", name: "beach.jpg" }, submitted()]);
    const sent = after([settled(ok)], sending);
    expect(sent).toMatchObject({ text: "", field: "", image: null, going: null });
    expect(sent.write).toEqual({ text: "", emptyForm: true });
    expect(sent.write).not.toBe(sending.write);
  });
  it("puts a refused message's text back into the field", () => {
    const state = after([typed("Hello Lena"), submitted(), settled(refused("not_enough_credits", "Hello Lena", "k1"))]);
    expect(state).toMatchObject({ text: "Hello Lena", field: "Hello Lena", going: null });
    expect(state.write).toEqual({ text: "Hello Lena", emptyForm: false });
  });
  it("puts the counted text back when a refusal answers none (a body too large to read)", () => {
    const sending = after([typed("From the beach"), { type: "image-chosen", name: "beach.jpg" }, submitted()]);
    const state = after([settled(refused("image_too_large", ""))], sending);
    expect(state).toMatchObject({ text: "From the beach", field: "From the beach", image: "beach.jpg", going: null });
    expect(state.write).toEqual({ text: "From the beach", emptyForm: false });
  });
  it("holds a message written offline: nothing goes, the field and the image empty", () => {
    const state = after([typed("On the train"), { type: "image-chosen", name: "beach.jpg" }, submitted(false)]);
    expect(state).toMatchObject({ text: "", field: "", image: null, going: null });
    expect(state.write).toEqual({ text: "", emptyForm: true });
  });
  it("leaves an empty form offline as it is", () => {
    const before = after([typed("   ")]);
    expect(footerReducer(before, submitted(false, false))).toBe(before);
  });
  it("empties the footer when the service worker answers the message offline (it is held)", () => {
    const state = after([
      typed("On the train"),
      submitted(),
      settled(refused("offline", "On the train", "k1"), "held"),
    ]);
    expect(state).toMatchObject({ text: "", field: "", going: null });
    expect(state.write).toEqual({ text: "", emptyForm: true });
  });
  it("settles a kept answer that arrives with the screen (the conversation's first message made it anew)", () => {
    const fresh = footerReducer(initialFooter(""), started(""));
    expect(after([settled(refused("unavailable", "Hello Lena", "k1"))], fresh)).toMatchObject({
      text: "Hello Lena",
      field: "Hello Lena",
    });
    expect(after([settled(ok)], after([typed("Hi")], fresh))).toMatchObject({ text: "", field: "" });
  });
});

describe("a held message sent again", () => {
  const resending = after([typed("Written meanwhile")]);
  it("leaves what is typed meanwhile alone when it goes or is held again", () => {
    expect(after([settled(ok, "resent")], resending)).toEqual({ ...resending, going: null });
    expect(after([settled(refused("offline", "Old one", "k0"), "held-again")], resending)).toEqual({
      ...resending,
      going: null,
    });
  });
  it("brings a refused one's text back into an empty field, not into one in use", () => {
    const empty = after([typed("")]);
    const back = after([settled(refused("not_enough_credits", "Held text", "k0"), "resent")], empty);
    expect(back).toMatchObject({ text: "Held text", field: "Held text" });
    expect(back.write).toEqual({ text: "Held text", emptyForm: false });
    // Sent, it writes nothing into the empty field.
    expect(after([settled(ok, "resent")], empty)).toEqual({ ...empty, going: null });
    expect(after([settled(refused("not_enough_credits", "Held text", "k0"), "resent")], resending)).toEqual({
      ...resending,
      going: null,
    });
  });
});

describe("a gift", () => {
  it("is refused offline with the alert, and the alert goes with the next choice", () => {
    const offline = after([{ type: "gift-chosen", online: false }]);
    expect(offline).toMatchObject({ giftOffline: true, going: null });
    expect(after([{ type: "gift-chosen", online: true }], offline)).toMatchObject({
      giftOffline: false,
      going: "gift",
    });
  });
  it("says so when the service worker could not get it to the server", () => {
    const state = after([
      { type: "gift-chosen", online: true },
      settled({ ...refused("offline", ""), intent: "gift" }),
    ]);
    expect(state).toMatchObject({ giftOffline: true, going: null });
  });
  it("leaves the text being written alone when it is sent", () => {
    const writing = after([typed("Half a sentence")]);
    const state = after([{ type: "gift-chosen", online: true }, settled({ ...ok, intent: "gift" })], writing);
    expect(state).toEqual({ ...writing, going: null });
  });
});

describe("the form's key and the refusal shown", () => {
  it("goes again under the key a refused send went with, until a send is confirmed", () => {
    const failed = refused("unavailable", "Did it go?", "key-it-went-with");
    expect(refusalOf(failed)).toBe(failed);
    expect(formKey(failed, PAGE_KEY)).toBe("key-it-went-with");
    expect(formKey(ok, PAGE_KEY)).toBe(PAGE_KEY);
    expect(formKey(undefined, PAGE_KEY)).toBe(PAGE_KEY);
    expect(formKey(refused("invalid_request", "x"), PAGE_KEY)).toBe(PAGE_KEY);
  });
  it("shows no refusal for a message held offline, and takes no key from it", () => {
    const offline = refused("offline", "On the train", "held-key");
    expect(refusalOf(offline)).toBeNull();
    expect(refusalOf(ok)).toBeNull();
    expect(formKey(offline, PAGE_KEY)).toBe(PAGE_KEY);
  });
});
