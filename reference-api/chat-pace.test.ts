// The sending pace (SENDS_PER_MINUTE, docs/decisions/016-chat.md): messages, images and gifts
// together, refused with 429 before anything is stored, charged or resized, open again a minute on.
import { expect, it } from "vitest";
import { SENDS_PER_MINUTE } from "../app/domain/chat";
import { chatCalls } from "./chat-calls";
import { memberKit } from "./test-members";
import { testSiteForFile } from "./test-site";

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
