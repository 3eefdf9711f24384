// Likes between members, matches, taking a like back, and the match popup's like-backs of
// fictional profiles (auto-like.php). One in-memory PGlite with a small site of its own.
import { describe, expect, it } from "vitest";
import { memberKit } from "./test-members";
import { testSiteForFile } from "./test-site";

const DOMAIN = "likes.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Likes", () => now);
const kit = memberKit(site, DOMAIN, () => now);

const like = (token: string, id: number) => kit.call("POST", "/api/like.php", { id }, { token });
const unlike = (token: string, id: number) => kit.call("DELETE", "/api/like.php", { id }, { token });
const autoLike = (token: string) => kit.call("GET", "/api/auto-like.php", undefined, { token });
async function likesOf(token: string) {
  const { json } = await kit.call("GET", "/api/likes.php", undefined, { token });
  const { profiles, liked_by } = json as { profiles: { id: number }[]; liked_by: { profile: { id: number } }[] };
  return { sent: profiles.map((p) => p.id), received: liked_by.map((l) => l.profile.id) };
}

describe("like.php", () => {
  it("likes, matches when liked back, and a taken-back like leaves the other's like", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    expect(await like(a.token, b.id)).toEqual({ status: 200, json: { like: "liked" } });
    // Liking twice is harmless.
    expect((await like(a.token, b.id)).json).toEqual({ like: "liked" });
    expect(await likesOf(a.token)).toEqual({ sent: [b.id], received: [] });
    expect(await likesOf(b.token)).toEqual({ sent: [], received: [a.id] });

    expect((await like(b.token, a.id)).json).toEqual({ like: "match" });
    expect(await likesOf(a.token)).toEqual({ sent: [b.id], received: [b.id] });
    expect(await likesOf(b.token)).toEqual({ sent: [a.id], received: [a.id] });

    expect(await unlike(a.token, b.id)).toEqual({ status: 200, json: { like: "none" } });
    expect(await likesOf(a.token)).toEqual({ sent: [], received: [b.id] });
    expect(await likesOf(b.token)).toEqual({ sent: [a.id], received: [] });
    // Liking again makes the match again.
    expect((await like(a.token, b.id)).json).toEqual({ like: "match" });
  });

  it("refuses oneself, unknown, invisible and blocking members, and visitors", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember({ name: "Blocker" });
    expect((await like(a.token, a.id)).status).toBe(400);
    expect((await like(a.token, 999_999)).json).toEqual({ error: "member_not_found" });
    expect((await kit.call("POST", "/api/like.php", { id: b.id })).json).toEqual({ error: "authentication_required" });

    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [b.id]);
    expect((await like(a.token, b.id)).status).toBe(404);
    await site.db.query("UPDATE members SET invisible = false WHERE id = $1", [b.id]);

    expect((await kit.call("POST", "/api/block.php", { id: a.id }, { token: b.token })).status).toBe(200);
    expect(await like(a.token, b.id)).toEqual({ status: 403, json: { error: "blocked_by_member", name: "Blocker" } });
    // The blocker cannot like whom they blocked either: the member is out of their sight.
    expect(await like(b.token, a.id)).toEqual({ status: 404, json: { error: "member_not_found" } });
  });

  it("leaves invisible and blocked members out of the likes lists", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const c = await kit.newMember();
    await like(a.token, b.id);
    await like(c.token, a.id);
    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [b.id]);
    expect(await likesOf(a.token)).toEqual({ sent: [], received: [c.id] });
    await site.db.query("UPDATE members SET invisible = false WHERE id = $1", [b.id]);
    expect((await likesOf(a.token)).sent).toEqual([b.id]);
  });
});

describe("auto-like.php", () => {
  it("a fictional profile likes back at once; the popup announces each like-back once, the newest first", async () => {
    const a = await kit.newMember();
    const first = await kit.newMember({ fictional: true, name: "First" });
    const second = await kit.newMember({ fictional: true, name: "Second" });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });

    expect((await like(a.token, first.id)).json).toEqual({ like: "match" });
    now.setTime(now.getTime() + 60_000);
    expect((await like(a.token, second.id)).json).toEqual({ like: "match" });
    expect((await likesOf(a.token)).received.sort()).toEqual([first.id, second.id].sort());

    expect((await autoLike(a.token)).json).toEqual({ profile: { id: second.id, name: "Second", main_image: null } });
    expect((await autoLike(a.token)).json).toEqual({ profile: { id: first.id, name: "First", main_image: null } });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });

    // Taking the like back and liking again is no new like-back: the profile's like never left.
    await unlike(a.token, first.id);
    expect((await like(a.token, first.id)).json).toEqual({ like: "match" });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });
  });

  it("does not announce a like-back of a member who became invisible", async () => {
    const a = await kit.newMember();
    const gone = await kit.newMember({ fictional: true });
    await like(a.token, gone.id);
    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [gone.id]);
    expect((await autoLike(a.token)).json).toEqual({ profile: null });
  });
});
