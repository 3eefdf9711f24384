// What a member sending in bulk costs (docs/decisions/016-chat.md): the sending pace
// (SENDS_PER_MINUTE messages, images and gifts together, counted per sender), refused with 429
// before anything is stored, charged or resized, open again a minute on; and images refused for
// credits, reach, the conversation limit or their pixel count before they are decoded.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FREE_CONVERSATION_STARTS, SENDS_PER_MINUTE } from "../app/domain/chat";
import { chatCalls } from "./chat-calls";
import { photoDecodes } from "./photos/process";
import { interlacedPng } from "./testing/images";
import { memberKit } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "pace.localhost";
let now = new Date("2026-06-01T12:00:00Z");
const SETTINGS = { message_credits: 1, photo_credits: 1, gift_credits: 1, free_messages: 0 };
const site = testSiteForFile(DOMAIN, "Pace", () => now, SETTINGS);
const kit = memberKit(site, DOMAIN, () => now);
const chat = chatCalls(site, DOMAIN);
const later = (ms: number) => (now = new Date(now.getTime() + ms));

const creditsOf = async (id: number) =>
  (await site.db.query<{ credits: number }>("SELECT credits FROM members WHERE id = $1", [id]))[0].credits;
const messageCount = async () => (await site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages"))[0].n;
const TOO_FAST = { status: 429, json: { error: "sending_too_fast" } };

it(`takes ${SENDS_PER_MINUTE} sends a minute, refuses the next text, gift and image, and takes one again a minute after the first`, async () => {
  const a = await kit.newMember({ credits: 100 });
  const b = await kit.newMember();
  const first = now.getTime();
  // One a second: texts, then a gift as the last one the minute allows.
  for (let i = 0; i < SENDS_PER_MINUTE - 1; i++) {
    expect((await chat.sendText(a.token, b.id, `Line ${i}`, `pace-key-${i}`)).status).toBe(200);
    later(1000);
  }
  expect((await kit.call("POST", "/api/gifts.php", { to: b.id, gift: 1 }, { token: a.token })).status).toBe(200);
  const stored = await messageCount();
  expect(await creditsOf(a.id)).toBe(100 - SENDS_PER_MINUTE);

  expect(await chat.sendText(a.token, b.id, "One too many")).toEqual(TOO_FAST);
  expect(await kit.call("POST", "/api/gifts.php", { to: b.id, gift: 1 }, { token: a.token })).toMatchObject(TOO_FAST);
  // Not an image at all: refused for the pace before it is read (otherwise 415).
  expect(await chat.sendImage(a.token, b.id, new Uint8Array([1, 2, 3]))).toEqual(TOO_FAST);
  // A retry of a stored send under its key still answers what was stored, and stores nothing.
  const retried = await chat.sendText(a.token, b.id, "Line 3", "pace-key-3");
  expect(retried).toMatchObject({ status: 200, json: { message: { text: "Line 3" } } });
  expect(await messageCount()).toBe(stored);
  expect(await creditsOf(a.id)).toBe(100 - SENDS_PER_MINUTE);

  // A minute after the first send, one place is free again, and only one.
  now = new Date(first + 60_001);
  expect((await chat.sendText(a.token, b.id, "After a minute")).status).toBe(200);
  expect(await chat.sendText(a.token, b.id, "And at once another")).toEqual(TOO_FAST);
});

it("counts each member on their own, and not the partner's answers", async () => {
  const a = await kit.newMember({ credits: 100 });
  const b = await kit.newMember({ credits: 100 });
  for (let i = 0; i < SENDS_PER_MINUTE; i++) {
    expect((await chat.sendText(a.token, b.id, `From a ${i}`)).status).toBe(200);
  }
  expect(await chat.sendText(a.token, b.id, "a is too fast")).toEqual(TOO_FAST);
  // b received twenty messages and has sent none: b may answer.
  expect((await chat.sendText(b.token, a.id, "b answers")).status).toBe(200);
});

it("counts every send of the sender: deleting their side of the conversation gives no sends back", async () => {
  const a = await kit.newMember({ credits: 100 });
  const b = await kit.newMember();
  for (let i = 0; i < SENDS_PER_MINUTE - 1; i++)
    expect((await chat.sendText(a.token, b.id, `Hi ${i}`)).status).toBe(200);
  expect((await kit.call("POST", "/api/gifts.php", { to: b.id, gift: 1 }, { token: a.token })).status).toBe(200);
  const [{ id }] = await site.db.query<{ id: number }>(
    "SELECT id FROM conversations WHERE member_id = $1 AND profile_id = $2",
    [a.id, b.id]
  );
  expect((await kit.call("DELETE", "/api/chat.php", { conversation: id }, { token: a.token })).status).toBe(200);
  expect(await chat.sendText(a.token, b.id, "Fresh start?")).toEqual(TOO_FAST);
  expect(await kit.call("POST", "/api/gifts.php", { to: b.id, gift: 1 }, { token: a.token })).toMatchObject(TOO_FAST);
  // Nor does writing to someone else.
  const c = await kit.newMember();
  expect(await chat.sendText(a.token, c.id, "Someone new")).toEqual(TOO_FAST);
});

describe("images are refused before they are decoded", () => {
  // 6300 × 6300: a file of ~150 KB that takes seconds of CPU and ~160 MB to decode.
  const huge = interlacedPng(6300, 6300);
  const decoded = () => photoDecodes.started;

  it("of a member without the credits for one", async () => {
    const a = await kit.newMember({ credits: 0 });
    const b = await kit.newMember();
    const before = decoded();
    const started = performance.now();
    expect(await chat.sendImage(a.token, b.id, huge)).toEqual({ status: 402, json: { error: "not_enough_credits" } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(decoded()).toBe(before);
  });

  it("to a member who blocked the sender, or past the conversation limit", async () => {
    const a = await kit.newMember({ credits: 100 });
    const blocker = await kit.newMember({ name: "Blocker" });
    await kit.call("POST", "/api/block.php", { id: a.id }, { token: blocker.token });
    const before = decoded();
    expect((await chat.sendImage(a.token, blocker.id, huge)).json).toMatchObject({ error: "blocked_by_member" });
    for (let i = 0; i < FREE_CONVERSATION_STARTS; i++) {
      expect((await chat.sendText(a.token, (await kit.newMember()).id, "Hello")).status).toBe(200);
    }
    expect((await chat.sendImage(a.token, (await kit.newMember()).id, huge)).json).toEqual({
      error: "conversation_limit_reached",
    });
    expect(decoded()).toBe(before);
  });

  it("with more pixels than a photo may have, told by its header: refused as too large, nothing charged", async () => {
    const a = await kit.newMember({ credits: 100 });
    const b = await kit.newMember();
    const before = decoded();
    const started = performance.now();
    expect(await chat.sendImage(a.token, b.id, huge)).toEqual({ status: 413, json: { error: "photo_too_large" } });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(decoded()).toBe(before);
    expect(await creditsOf(a.id)).toBe(100);
  });

  it("while a retry of a stored image answers what was stored, whatever the credits now", async () => {
    const a = await kit.newMember({ credits: 1 });
    const b = await kit.newMember();
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#39c" } })
      .png()
      .toBuffer();
    const first = await chat.sendImage(a.token, b.id, small, "image-key-1");
    expect(first).toMatchObject({ status: 200, json: { credits: 0 } });
    const before = decoded();
    expect(await chat.sendImage(a.token, b.id, small, "image-key-1")).toEqual(first);
    expect(decoded()).toBe(before);
  });
});
