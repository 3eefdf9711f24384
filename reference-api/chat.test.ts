// The chat: opening a conversation, sending paid and free messages exactly once, the rules of
// starting conversations, deleting one's side, images and icebreakers. One in-memory PGlite.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { chatCalls } from "./chat-calls";
import { memberKit } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "chat.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const SETTINGS = { message_credits: 10, photo_credits: 5, gift_credits: 25, message_length: 20, free_messages: 2 };
const site = testSiteForFile(DOMAIN, "Chat", () => now, SETTINGS);
const kit = memberKit(site, DOMAIN, () => now);
const chat = chatCalls(site, DOMAIN);

const creditsOf = async (id: number) =>
  (await site.db.query<{ credits: number }>("SELECT credits FROM members WHERE id = $1", [id]))[0].credits;
const messageCount = async () => (await site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages"))[0].n;
/** A member whose free messages are used up, so every text costs message_credits. */
async function payingMember(credits: number, fields: { paid_user?: boolean } = {}) {
  const m = await kit.newMember({ credits });
  await site.db.query("UPDATE members SET free_messages_used = 2, paid_user = $2 WHERE id = $1", [
    m.id,
    fields.paid_user ?? false,
  ]);
  return m;
}
async function conversation(token: string, params: Record<string, string | number>) {
  const query = Object.entries(params)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const res = await site.app.request(`/api/chat.php?forced-domain=${DOMAIN}&${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
async function chatsOf(token: string) {
  const { json } = await kit.call("GET", "/api/chats.php", undefined, { token });
  return json.chats as { conversation: { id: number }; num_unread_messages: number; last_message: { text: string } }[];
}

describe("message.php", () => {
  it("uses the free messages first, then charges message_credits; without enough credits 402 and nothing stored", async () => {
    const a = await kit.newMember({ credits: 15 });
    const b = await kit.newMember();
    expect((await chat.sendText(a.token, b.id, "Hi")).json).toMatchObject({ credits: 15, free_messages_left: 1 });
    const second = await chat.sendText(a.token, b.id, "Hello again");
    expect(second.json).toMatchObject({
      credits: 15,
      free_messages_left: 0,
      message: { text: "Hello again", from_me: true },
    });
    expect((await chat.sendText(a.token, b.id, "Third")).json).toMatchObject({ credits: 5, free_messages_left: 0 });
    const before = await messageCount();
    expect(await chat.sendText(a.token, b.id, "Fourth")).toEqual({
      status: 402,
      json: { error: "not_enough_credits" },
    });
    expect(await messageCount()).toBe(before);
    expect(await creditsOf(a.id)).toBe(5);
  });

  it("sends two members' texts to each other at the same moment, both, with no server error", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await payingMember(100, { paid_user: true });
      const b = await payingMember(100, { paid_user: true });
      const both = await Promise.all([
        chat.sendText(a.token, b.id, "Hi", `a-${round}`),
        chat.sendText(b.token, a.id, "Hey", `b-${round}`),
      ]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
    }
  });

  it("stores and charges a send once per Idempotency-Key, one after the other and at once", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember();
    const before = await messageCount();
    const first = await chat.sendText(a.token, b.id, "Once", "key-1");
    const retry = await chat.sendText(a.token, b.id, "Once", "key-1");
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(await creditsOf(a.id)).toBe(90);
    expect(await messageCount()).toBe(before + 2); // both sides' copies of one message

    // At once: the second is answered "in progress" while the first runs (or, arriving after, as it).
    const both = await Promise.all([
      chat.sendText(a.token, b.id, "Twice?", "key-2"),
      chat.sendText(a.token, b.id, "Twice?", "key-2"),
    ]);
    const stored = both.find((r) => r.status === 200)!;
    const inProgress = { status: 409, json: { error: "request_in_progress" } };
    for (const answer of both) expect([stored, inProgress]).toContainEqual(answer);
    expect(await chat.sendText(a.token, b.id, "Twice?", "key-2")).toEqual(stored);
    expect(await creditsOf(a.id)).toBe(80);
    expect(await messageCount()).toBe(before + 4);
    expect((await chat.sendText(a.token, b.id, "x", "k".repeat(101))).status).toBe(400);
  });

  it("stores a text without bidi controls and zero-width characters, keeping emoji sequences whole", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember();
    const family = "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}";
    const coder = "\u{1f9d1}\u{1f3fd}\u200d\u{1f4bb}";
    const sent = await chat.sendText(
      a.token,
      b.id,
      `\u202egnp\u202c H\u200di\u200b\u2066!\u2069 ${family} ${coder}\ufeff`
    );
    expect(sent.json).toMatchObject({ message: { text: `gnp Hi! ${family} ${coder}` } });
    const { json } = await conversation(b.token, { member: a.id });
    expect(json.messages.at(-1).text).toBe(`gnp Hi! ${family} ${coder}`);
    // Nothing but hidden characters is no message.
    expect(await chat.sendText(a.token, b.id, "\u200b\u202e \u2060")).toMatchObject({
      status: 400,
      json: { error: "validation_failed", fields: { text: "custom" } },
    });
  });

  it("lets a free member start two conversations, keeps those open, refuses a third; premium members start any number", async () => {
    const a = await payingMember(100);
    const [b, c, d, e] = await Promise.all([1, 2, 3, 4].map(() => kit.newMember()));
    // A conversation the other member started is no start of the member's.
    expect((await chat.sendText(e.token, a.id, "Hi you")).status).toBe(200);
    expect((await chat.sendText(a.token, b.id, "Hi B")).status).toBe(200);
    expect((await chat.sendText(a.token, c.id, "Hi C")).status).toBe(200);
    expect(await chat.sendText(a.token, d.id, "Hi D")).toEqual({
      status: 403,
      json: { error: "conversation_limit_reached" },
    });
    expect((await chat.sendText(a.token, b.id, "Again B")).status).toBe(200);
    expect((await chat.sendText(a.token, e.id, "Hi E")).status).toBe(200);
    expect((await conversation(a.token, { member: d.id })).json.rules.can_start).toBe(false);
    expect((await conversation(a.token, { member: b.id })).json.rules.can_start).toBe(true);
    // Deleting one's side gives no new start.
    const own = (await conversation(a.token, { member: b.id })).json.conversation.id as number;
    await kit.call("DELETE", "/api/chat.php", { conversation: own }, { token: a.token });
    expect((await chat.sendText(a.token, b.id, "Back")).status).toBe(200);
    expect((await chat.sendText(a.token, d.id, "Hi D")).status).toBe(403);

    const premium = await payingMember(100, { paid_user: true });
    for (const m of [b, c, d]) expect((await chat.sendText(premium.token, m.id, "Hi")).status).toBe(200);
    expect((await conversation(premium.token, { member: e.id })).json.rules).toMatchObject({
      can_start: true,
      free_messages_left: 0,
    });
  });

  it("refuses a text beyond message_length, and sending to a member who blocked the sender", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember({ name: "Blocker" });
    expect(await chat.sendText(a.token, b.id, "x".repeat(21))).toEqual({
      status: 400,
      json: { error: "message_too_long" },
    });
    expect(await creditsOf(a.id)).toBe(100);
    await kit.call("POST", "/api/block.php", { id: a.id }, { token: b.token });
    expect(await chat.sendText(a.token, b.id, "Hi")).toEqual({
      status: 403,
      json: { error: "blocked_by_member", name: "Blocker" },
    });
    expect((await chat.sendText(a.token, 999_999, "Hi")).status).toBe(404);
  });
});

describe("chat.php", () => {
  it("opens by member or id, oldest first, marks the partner's messages read and says how many", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember({ name: "Bea" });
    const empty = await conversation(a.token, { member: b.id });
    expect(empty.json).toMatchObject({
      conversation: { id: null },
      messages: [],
      marked_read: 0,
      profile: { id: b.id, name: "Bea" },
    });
    expect(empty.json.rules).toMatchObject({
      message_credits: 10,
      photo_credits: 5,
      gift_credits: 25,
      message_length: 20,
    });
    await chat.sendText(a.token, b.id, "One");
    await chat.sendText(a.token, b.id, "Two");
    const [listed] = await chatsOf(b.token);
    expect(listed.num_unread_messages).toBe(2);
    const opened = await conversation(b.token, { id: listed.conversation.id });
    expect(opened.status).toBe(200);
    expect(opened.json.marked_read).toBe(2);
    expect(opened.json.messages.map((m: { text: string }) => m.text)).toEqual(["One", "Two"]);
    expect((await chatsOf(b.token))[0].num_unread_messages).toBe(0);
    expect((await conversation(b.token, { id: listed.conversation.id })).json.marked_read).toBe(0);
    // The sender sees them read now.
    const own = await conversation(a.token, { member: b.id });
    expect(own.json.messages.map((m: { read: boolean; from_me: boolean }) => [m.from_me, m.read])).toEqual([
      [true, true],
      [true, true],
    ]);
    // Older pages, and conversations of others.
    const older = await conversation(a.token, { id: own.json.conversation.id, before: own.json.messages[1].id });
    expect(older.json.messages.map((m: { text: string }) => m.text)).toEqual(["One"]);
    expect((await conversation(b.token, { id: own.json.conversation.id })).json).toEqual({
      error: "conversation_not_found",
    });
    expect((await conversation(a.token, {})).status).toBe(400);
  });

  it("deletes only the member's side; another member's conversation is not found", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember();
    const sent = await chat.sendText(a.token, b.id, "Bye");
    const id = sent.json.conversation_id as number;
    const theirs = (await chatsOf(b.token))[0].conversation.id;
    expect((await kit.call("DELETE", "/api/chat.php", { conversation: theirs }, { token: a.token })).status).toBe(404);
    expect(await kit.call("DELETE", "/api/chat.php", { conversation: id }, { token: a.token })).toEqual({
      status: 200,
      json: { ok: true },
    });
    expect(await chatsOf(a.token)).toEqual([]);
    expect(await chatsOf(b.token)).toHaveLength(1);
  });
});

describe("chats.php", () => {
  it("leaves out conversations with invisible members", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember();
    await chat.sendText(a.token, b.id, "Hi");
    expect(await chatsOf(a.token)).toHaveLength(1);
    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [b.id]);
    expect(await chatsOf(a.token)).toEqual([]);
  });
});

describe("message-image.php", () => {
  it("stores a resized image and its thumbnail for photo_credits; refuses what is not an image", async () => {
    const a = await payingMember(100);
    const b = await kit.newMember();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const sent = await chat.sendImage(a.token, b.id, png);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ credits: 95, message: { text: "", from_me: true } });
    const image = (sent.json.message as { image: { filename: string; thumb_filename: string } }).image;
    const thumb = await site.app.request(`/cdn/${image.thumb_filename}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("Content-Type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(300);
    expect((await chatsOf(b.token))[0].last_message.text).toBe("");

    expect(await chat.sendImage(a.token, b.id, new TextEncoder().encode("not an image"))).toEqual({
      status: 415,
      json: { error: "photo_invalid_type" },
    });
    expect(await creditsOf(a.id)).toBe(95);
  });
});

describe("icebreakers.php", () => {
  it("offers first lines in the language of Accept-Language", async () => {
    const a = await kit.newMember();
    const lines = async (language: string) => {
      const res = await site.app.request(`/api/icebreakers.php?forced-domain=${DOMAIN}`, {
        headers: { Authorization: `Bearer ${a.token}`, "Accept-Language": language },
      });
      return ((await res.json()) as { icebreakers: string[] }).icebreakers;
    };
    const [de, en] = [await lines("de-DE,de;q=0.9,en;q=0.5"), await lines("en-GB")];
    expect(de).toHaveLength(4);
    expect(en).toHaveLength(4);
    expect(de.filter((line) => en.includes(line))).toEqual([]);
  });
});
