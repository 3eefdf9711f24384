import { describe, expect, it } from "vitest";
import { freshSendKey, hasContent, heldMessage } from "./held-messages";

const form = (fields: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a message held while offline", () => {
  it("keeps the key it went with, as it may have arrived", () => {
    const held = heldMessage(form({ intent: "send", key: "loader-key-1", text: " Hi there " }), { freshKey: false });
    expect(held).toMatchObject({ key: "loader-key-1", text: "Hi there", image: false });
    expect(held.form.get("key")).toBe("loader-key-1");
  });
  it("gets a key of its own when nothing went with it, in the form that will be sent", () => {
    const held = heldMessage(form({ intent: "send", key: "loader-key-1", text: "Hi" }), { freshKey: true });
    expect(held.key).not.toBe("loader-key-1");
    expect(held.form.get("key")).toBe(held.key);
    // What the send action takes as an Idempotency-Key.
    expect(held.key).toMatch(/^[\w-]{8,64}$/);
  });
  it("keeps an image chosen with it", () => {
    const image = new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });
    expect(heldMessage(form({ intent: "image", key: "k-12345678", image }), { freshKey: false }).image).toBe(true);
  });
  it("is only made of a form with a text or an image", () => {
    expect(hasContent(form({ text: "   " }))).toBe(false);
    expect(hasContent(form({ text: "Hi" }))).toBe(true);
    expect(hasContent(form({ text: "", image: new File([], "empty.png") }))).toBe(false);
    expect(hasContent(form({ text: "", image: new File([new Uint8Array([1])], "a.png") }))).toBe(true);
  });
  it("new keys differ", () => {
    expect(new Set(Array.from({ length: 50 }, freshSendKey)).size).toBe(50);
  });
});
