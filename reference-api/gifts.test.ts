// Gifts: the catalogue, paying gift_credits and the gift in both sides' conversations, all or
// nothing. One in-memory PGlite with a small site of its own.
import { describe, expect, it } from "vitest";
import { GIFT_KEYS } from "../app/domain/members";
import { memberKit } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "gifts.localhost";
const PRICE = 15;
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Gifts", () => now, { gift_credits: PRICE });
const kit = memberKit(site, DOMAIN, () => now);

const send = (token: string, to: number, gift = 1, key?: string) =>
  kit.call("POST", "/api/gifts.php", { to, gift }, { token, headers: key ? { "Idempotency-Key": key } : {} });
const creditsOf = async (id: number) =>
  (await site.db.query<{ credits: number }>("SELECT credits FROM members WHERE id = $1", [id]))[0].credits;
const messageCount = async () => (await site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM messages"))[0].n;
async function chatsOf(token: string) {
  const { json } = await kit.call("GET", "/api/chats.php", undefined, { token });
  return json.chats as {
    conversation: { id: number };
    profile: { id: number };
    num_unread_messages: number;
    last_message: { text: string; from_me: boolean; gift?: string } | null;
  }[];
}

describe("gifts.php", () => {
  it("lists the catalogue with the site's price, to visitors too", async () => {
    const { status, json } = await kit.call("GET", "/api/gifts.php");
    expect(status).toBe(200);
    expect(json).toEqual({ gifts: GIFT_KEYS.map((key, i) => ({ id: i + 1, key })), credits: PRICE });
  });

  it("charges gift_credits and shows the gift in both sides' conversations", async () => {
    const a = await kit.newMember({ credits: 40 });
    const b = await kit.newMember();
    const { status, json } = await send(a.token, b.id, 2);
    expect(status).toBe(200);
    expect(json.credits).toBe(40 - PRICE);
    expect(await creditsOf(a.id)).toBe(40 - PRICE);

    const [own] = await chatsOf(a.token);
    expect(own.conversation.id).toBe(json.conversation_id);
    expect(own).toMatchObject({ profile: { id: b.id }, num_unread_messages: 0 });
    expect(own.last_message).toMatchObject({ text: "", from_me: true, gift: "chocolates" });
    const [theirs] = await chatsOf(b.token);
    expect(theirs).toMatchObject({ profile: { id: a.id }, num_unread_messages: 1 });
    expect(theirs.last_message).toMatchObject({ from_me: false, gift: "chocolates" });

    // A second gift goes into the same conversations.
    expect((await send(a.token, b.id, 1)).json).toEqual({
      credits: 40 - 2 * PRICE,
      conversation_id: own.conversation.id,
    });
    expect(await chatsOf(b.token)).toHaveLength(1);
    expect((await chatsOf(b.token))[0].num_unread_messages).toBe(2);
  });

  it("refuses without enough credits, storing and charging nothing", async () => {
    const a = await kit.newMember({ credits: PRICE - 1 });
    const b = await kit.newMember();
    const before = await messageCount();
    expect(await send(a.token, b.id)).toEqual({ status: 402, json: { error: "not_enough_credits" } });
    expect(await creditsOf(a.id)).toBe(PRICE - 1);
    expect(await messageCount()).toBe(before);
    expect(await chatsOf(a.token)).toEqual([]);
    expect(await chatsOf(b.token)).toEqual([]);
  });

  it("lets exactly one of two gifts sent at once through when the credits pay for one", async () => {
    const a = await kit.newMember({ credits: PRICE + 5 });
    const b = await kit.newMember();
    const c = await kit.newMember();
    const results = await Promise.all([send(a.token, b.id), send(a.token, c.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 402]);
    expect(await creditsOf(a.id)).toBe(5);
    expect(await chatsOf(a.token)).toHaveLength(1);
  });

  it("stores and charges a gift once per Idempotency-Key: again, twice at once and ten times at once", async () => {
    const a = await kit.newMember({ credits: 100 });
    const b = await kit.newMember();
    const first = await send(a.token, b.id, 1, "gift-key-once");
    expect(first).toEqual({ status: 200, json: { credits: 100 - PRICE, conversation_id: expect.any(Number) } });
    // The same key again answers the first gift's answer; nothing more is stored or charged.
    expect(await send(a.token, b.id, 1, "gift-key-once")).toEqual(first);
    const twice = await Promise.all([1, 2].map(() => send(a.token, b.id, 2, "gift-key-twice")));
    const tenTimes = await Promise.all(Array.from({ length: 10 }, () => send(a.token, b.id, 3, "gift-key-ten")));
    // Asked at once, a copy is answered as the stored gift or "in progress" while the first runs.
    const inProgress = { status: 409, json: { error: "request_in_progress" } };
    for (const batch of [twice, tenTimes]) {
      const stored = batch.find((r) => r.status === 200)!;
      for (const answer of batch) expect([stored, inProgress]).toContainEqual(answer);
    }
    expect(await creditsOf(a.id)).toBe(100 - 3 * PRICE);
    expect((await chatsOf(b.token))[0].num_unread_messages).toBe(3);
    // Without a key every gift is a new one.
    expect((await send(a.token, b.id, 1)).json.credits).toBe(100 - 4 * PRICE);
    expect((await send(a.token, b.id, 1)).json.credits).toBe(100 - 5 * PRICE);
  });

  it("gives a refused gift's key back: the same form goes through once credits are bought", async () => {
    const a = await kit.newMember({ credits: PRICE - 1 });
    const b = await kit.newMember();
    expect((await send(a.token, b.id, 1, "gift-key-later")).status).toBe(402);
    await site.db.query("UPDATE members SET credits = $2 WHERE id = $1", [a.id, PRICE]);
    expect(await send(a.token, b.id, 1, "gift-key-later")).toMatchObject({ status: 200, json: { credits: 0 } });
    expect(await send(a.token, b.id, 1, "gift-key-later")).toMatchObject({ status: 200, json: { credits: 0 } });
    expect(await creditsOf(a.id)).toBe(0);
  });

  it("sends two members' gifts to each other at the same moment, both, with no server error", async () => {
    for (let round = 0; round < 5; round++) {
      const a = await kit.newMember({ credits: 100 });
      const b = await kit.newMember({ credits: 100 });
      const both = await Promise.all([send(a.token, b.id, 1, `a-${round}`), send(b.token, a.id, 2, `b-${round}`)]);
      expect(both.map((r) => r.status)).toEqual([200, 200]);
    }
  });

  it("refuses unknown gifts, unknown and blocking members, oneself and visitors", async () => {
    const a = await kit.newMember({ credits: 100 });
    const b = await kit.newMember({ name: "Blocker" });
    expect(await send(a.token, b.id, GIFT_KEYS.length + 1)).toEqual({ status: 404, json: { error: "gift_not_found" } });
    expect(await send(a.token, 999_999)).toEqual({ status: 404, json: { error: "member_not_found" } });
    expect((await send(a.token, a.id)).status).toBe(400);
    expect((await kit.call("POST", "/api/gifts.php", { to: b.id, gift: 1 })).status).toBe(403);
    await kit.call("POST", "/api/block.php", { id: a.id }, { token: b.token });
    expect(await send(a.token, b.id)).toEqual({ status: 403, json: { error: "blocked_by_member", name: "Blocker" } });
    expect(await creditsOf(a.id)).toBe(100);
  });
});
