// Likes between members, matches, taking a like back, and fictional profiles' like-backs (given
// a while later, announced by auto-like.php). One in-memory PGlite with a small site of its own.
import { describe, expect, it } from "vitest";
import { LIKE_BACK_DELAY_MS, likeBackPlan } from "./like-backs";
import { memberKit } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "likes.localhost";
const now = new Date("2026-06-01T12:00:00Z");
// The like-backs' sweep runs often here: a test moves the clock, then waits for what became due.
const site = testSiteForFile(DOMAIN, "Likes", () => now, undefined, { likeBackSweepMs: 20 });
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

/** Moves the API's clock past the latest like-back and waits until the sweep gave what was due. */
async function afterLikeBacks(token: string, expected: number[]) {
  now.setTime(now.getTime() + LIKE_BACK_DELAY_MS[1] + 1_000);
  await expect.poll(async () => (await likesOf(token)).received.sort()).toEqual([...expected].sort());
}

describe("fictional profiles' like-backs", () => {
  it("like back only sometimes, and only a while after the like: never at once", async () => {
    const a = await kit.newMember();
    const willing = await kit.newFictionalFor(a, { likesBack: true, name: "Willing" });
    const shy = await kit.newFictionalFor(a, { likesBack: false });
    expect((await like(a.token, willing.id)).json).toEqual({ like: "liked" });
    expect((await like(a.token, shy.id)).json).toEqual({ like: "liked" });
    // Before it is due: nothing, however often the lists are read.
    now.setTime(now.getTime() + likeBackPlan(a.id, willing.id).delayMs - 1_000);
    expect((await likesOf(a.token)).received).toEqual([]);
    expect((await autoLike(a.token)).json).toEqual({ profile: null });

    await afterLikeBacks(a.token, [willing.id]);
    expect((await like(a.token, willing.id)).json).toEqual({ like: "match" });
    expect((await like(a.token, shy.id)).json).toEqual({ like: "liked" });
  });

  it("the popup announces each like-back once, the newest first; a like given again is no new one", async () => {
    const a = await kit.newMember();
    const first = await kit.newFictionalFor(a, { likesBack: true, name: "First" });
    const second = await kit.newFictionalFor(a, { likesBack: true, name: "Second" });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });
    await like(a.token, first.id);
    await afterLikeBacks(a.token, [first.id]);
    await like(a.token, second.id);
    await afterLikeBacks(a.token, [first.id, second.id]);

    expect((await autoLike(a.token)).json).toEqual({ profile: { id: second.id, name: "Second", main_image: null } });
    expect((await autoLike(a.token)).json).toEqual({ profile: { id: first.id, name: "First", main_image: null } });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });

    // Taking the like back and liking again is no new like-back: the profile's like never left.
    await unlike(a.token, first.id);
    expect((await like(a.token, first.id)).json).toEqual({ like: "match" });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });
  });

  it("a like taken back before the like-back is due gets none", async () => {
    const a = await kit.newMember();
    const willing = await kit.newFictionalFor(a, { likesBack: true });
    const other = await kit.newFictionalFor(a, { likesBack: true });
    await like(a.token, willing.id);
    await like(a.token, other.id);
    await unlike(a.token, willing.id);
    // The other's like-back, due no later, shows that the sweep ran.
    await afterLikeBacks(a.token, [other.id]);
    expect((await autoLike(a.token)).json).toMatchObject({ profile: { id: other.id } });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });
  });

  it("a block drops the like-back to come, and lifting the block does not bring it back", async () => {
    const a = await kit.newMember();
    const blocked = await kit.newFictionalFor(a, { likesBack: true });
    const other = await kit.newFictionalFor(a, { likesBack: true });
    await like(a.token, blocked.id);
    await like(a.token, other.id);
    expect((await kit.call("POST", "/api/block.php", { id: blocked.id }, { token: a.token })).status).toBe(200);
    expect((await kit.call("DELETE", "/api/block.php", { id: blocked.id }, { token: a.token })).status).toBe(200);
    await afterLikeBacks(a.token, [other.id]);
  });

  it("does not announce a like-back of a member who became invisible", async () => {
    const a = await kit.newMember();
    const gone = await kit.newFictionalFor(a, { likesBack: true });
    const other = await kit.newFictionalFor(a, { likesBack: true });
    await like(a.token, gone.id);
    await like(a.token, other.id);
    await afterLikeBacks(a.token, [gone.id, other.id]);
    await site.db.query("UPDATE members SET invisible = true WHERE id = $1", [gone.id]);
    expect((await autoLike(a.token)).json).toMatchObject({ profile: { id: other.id } });
    expect((await autoLike(a.token)).json).toEqual({ profile: null });
  });
});
