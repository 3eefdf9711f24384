// Blocking: what it removes both ways, what the blocked member is refused, and unblocking.
// One in-memory PGlite with a small site of its own.
import { describe, expect, it } from "vitest";
import { memberKit, type TestMember } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "blocks.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Blocks", () => now, { gift_credits: 10 });
const kit = memberKit(site, DOMAIN, () => now);

const block = (by: TestMember, id: number) => kit.call("POST", "/api/block.php", { id }, { token: by.token });
const unblock = (by: TestMember, id: number) => kit.call("DELETE", "/api/block.php", { id }, { token: by.token });
const like = (by: TestMember, id: number) => kit.call("POST", "/api/like.php", { id }, { token: by.token });
const gift = (by: TestMember, to: number) => kit.call("POST", "/api/gifts.php", { to, gift: 1 }, { token: by.token });
async function seenBy(m: TestMember) {
  const likes = (await kit.call("GET", "/api/likes.php", undefined, { token: m.token })).json as {
    profiles: { id: number }[];
    liked_by: { profile: { id: number } }[];
  };
  const chats = (await kit.call("GET", "/api/chats.php", undefined, { token: m.token })).json.chats as {
    profile: { id: number };
  }[];
  return {
    sent: likes.profiles.map((p) => p.id),
    received: likes.liked_by.map((l) => l.profile.id),
    chats: chats.map((c) => c.profile.id),
  };
}
const nothing = { sent: [], received: [], chats: [] };

describe("block.php", () => {
  it("removes likes and conversations both ways and refuses the blocked member; unblocking brings nothing back", async () => {
    const a = await kit.newMember({ credits: 50, name: "Anna" });
    const b = await kit.newMember({ credits: 50 });
    await like(a, b.id);
    await like(b, a.id);
    await gift(a, b.id);
    await gift(b, a.id);
    expect(await seenBy(a)).toEqual({ sent: [b.id], received: [b.id], chats: [b.id] });

    expect(await block(a, b.id)).toEqual({ status: 200, json: { ok: true } });
    expect(await block(a, b.id)).toEqual({ status: 200, json: { ok: true } }); // harmless twice
    expect(await seenBy(a)).toEqual(nothing);
    expect(await seenBy(b)).toEqual(nothing);
    const left = await site.db.query(
      "SELECT 1 FROM conversations WHERE member_id = ANY($1) UNION ALL SELECT 1 FROM likes WHERE from_id = ANY($1)",
      [[a.id, b.id]]
    );
    expect(left).toEqual([]);

    const refused = { status: 403, json: { error: "blocked_by_member", name: "Anna" } };
    expect(await like(b, a.id)).toEqual(refused);
    expect(await gift(b, a.id)).toEqual(refused);

    expect(await unblock(a, b.id)).toEqual({ status: 200, json: { ok: true } });
    expect(await seenBy(a)).toEqual(nothing);
    expect((await like(b, a.id)).json).toEqual({ like: "liked" });
  });

  it("leaves likes and chats with others alone", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const c = await kit.newMember();
    await like(a, c.id);
    await like(c, a.id);
    await like(b, a.id);
    await block(a, b.id);
    expect(await seenBy(a)).toEqual({ sent: [c.id], received: [c.id], chats: [] });
  });

  it("lets a blocked member block back, and refuses oneself, unknown members and visitors", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    await block(a, b.id);
    expect((await block(b, a.id)).status).toBe(200);
    expect((await block(a, a.id)).status).toBe(400);
    expect((await block(a, 999_999)).json).toEqual({ error: "member_not_found" });
    expect((await kit.call("POST", "/api/block.php", { id: b.id })).status).toBe(403);
    // Each lifts only their own block: the other's still keeps them apart.
    await unblock(a, b.id);
    expect((await like(a, b.id)).json).toEqual({ error: "blocked_by_member", name: expect.any(String) });
  });
});
