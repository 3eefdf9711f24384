// @vitest-environment happy-dom
import "fake-indexeddb/auto";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { heldMessage } from "./held-messages";
import { createStore, set } from "idb-keyval";
import { HELD_DATABASE } from "./held-database";
import { keepHeld, loadHeld, useKeptHeld } from "./held-store";

afterEach(cleanup);

/** The messages held for the partner, as a page of the conversation finds them. */
const load = async (member: number, partner: number) => (await loadHeld(member, partner)).held;

let partners = 100;
/** Every test talks to a partner of its own: the database is one for the whole file. */
const newPartner = () => ++partners;

const held = (text: string, key: string, image?: File) => {
  const form = new FormData();
  form.set("intent", image ? "image" : "send");
  form.set("key", key);
  form.set("text", text);
  if (image) form.set("image", image);
  return heldMessage(form, { freshKey: false });
};

describe("held messages kept in the browser", () => {
  it("come back in order, with their keys, texts and images", async () => {
    const partner = newPartner();
    const image = new File([new Uint8Array([137, 80, 78, 71])], "beach.png", { type: "image/png" });
    await keepHeld(7, partner, [held("First", "key-first-1"), held("With a photo", "key-second-2", image)]);

    const back = await load(7, partner);
    expect(back.map((m) => [m.key, m.text, m.image])).toEqual([
      ["key-first-1", "First", false],
      ["key-second-2", "With a photo", true],
    ]);
    // The form goes as it was: its key is the send's Idempotency-Key.
    expect(back[1].form.get("key")).toBe("key-second-2");
    expect(back[1].form.get("intent")).toBe("image");
    const photo = back[1].form.get("image") as File;
    expect(photo.name).toBe("beach.png");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("are kept per partner", async () => {
    const [one, two] = [newPartner(), newPartner()];
    await keepHeld(7, one, [held("To one", "key-to-one-1")]);
    expect(await load(7, two)).toEqual([]);
    expect((await load(7, one)).map((m) => m.text)).toEqual(["To one"]);
  });

  it("go once none are held", async () => {
    const partner = newPartner();
    await keepHeld(7, partner, [held("Gone soon", "key-gone-1")]);
    await keepHeld(7, partner, []);
    expect(await load(7, partner)).toEqual([]);
  });

  it("of another member are deleted when a member reads theirs, and never shown to them", async () => {
    const partner = newPartner();
    await keepHeld(7, partner, [held("Member 7's secret", "key-secret-1")]);
    expect(await load(8, partner)).toEqual([]);
    // Member 7 comes back: nothing is left of it on this browser.
    expect(await load(7, partner)).toEqual([]);
  });
});

describe("useKeptHeld", () => {
  it("restores what an earlier page held, and says so", async () => {
    const partner = newPartner();
    await keepHeld(9, partner, [held("From the closed tab", "key-closed-1")]);
    const { result } = renderHook(() => useKeptHeld(9, partner));
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.held.map((m) => m.text)).toEqual(["From the closed tab"]);
  });

  it("does not wipe what was kept before it has read it, and keeps what is held later", async () => {
    const partner = newPartner();
    await keepHeld(9, partner, [held("Kept before", "key-before-1")]);
    const { result } = renderHook(() => useKeptHeld(9, partner));
    // Held while the page was still reading: it comes after what was kept.
    act(() => result.current.setHeld([held("Held at once", "key-at-once-1")]));
    await waitFor(() => expect(result.current.held.map((m) => m.text)).toEqual(["Kept before", "Held at once"]));
    await waitFor(async () =>
      expect((await load(9, partner)).map((m) => m.text)).toEqual(["Kept before", "Held at once"])
    );
    // Sent: nothing left to keep.
    act(() => result.current.setHeld([]));
    await waitFor(async () => expect(await load(9, partner)).toEqual([]));
  });

  it("forgets what the service worker sent, and says so: the conversation is to be read again", async () => {
    const partner = newPartner();
    const stored = (text: string, key: string) => ({
      entries: [
        ["key", key],
        ["text", text],
      ],
    });
    // As the service worker (app/worker/held-sending.ts) leaves them: the first sent, the second refused and still held.
    await set(
      `9:${partner}`,
      [{ ...stored("Sent by the worker", "key-worker-1"), sent: true }, stored("Still held", "key-held-1")],
      createStore(HELD_DATABASE, "messages")
    );
    const { result } = renderHook(() => useKeptHeld(9, partner));
    await waitFor(() => expect(result.current.sentMeanwhile).toBe(true));
    expect(result.current.held.map((m) => m.text)).toEqual(["Still held"]);
    await waitFor(async () =>
      expect(await loadHeld(9, partner)).toMatchObject({ sentMeanwhile: false, held: [{ text: "Still held" }] })
    );
  });

  it("restores nothing when nothing was held", async () => {
    const { result } = renderHook(() => useKeptHeld(9, newPartner()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.restored).toBe(false);
    expect(result.current.held).toEqual([]);
  });
});

describe("keeping in order", () => {
  it("a later change wins over an earlier, slower one (an image's bytes)", async () => {
    const partner = newPartner();
    const big = new File([new Uint8Array(2_000_000)], "big.jpg", { type: "image/jpeg" });
    const writes = [keepHeld(7, partner, [held("", "key-big-1", big)]), keepHeld(7, partner, [])];
    await Promise.all(writes);
    expect(await load(7, partner)).toEqual([]);
  });
});
