// swipe.php and match-finder.php: the day's likes, passes, matches, the next card, the ranking.
import { describe, expect, it } from "vitest";
import { SWIPE_LIKES_PER_DAY } from "../app/domain/members";
import { addMember, caller, sessionOf } from "./testing/member-fixtures";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "discovery.localhost";
let now = new Date("2026-06-15T10:00:00Z");
const site = testSiteForFile(DOMAIN, "Discovery", () => now);
const call = caller(site, DOMAIN);

/** A hetero man (the niche-1 site's default search: women) and his token. */
async function swiper() {
  const id = await addMember(site.db, site.siteId, { gender: "male", sexuality: "hetero", birthdate: "1990-01-01" });
  return { id, token: await sessionOf(site.db, id) };
}
const women = (count: number, country = "NL") =>
  Promise.all(Array.from({ length: count }, () => addMember(site.db, site.siteId, { country })));

describe("swipe.php", () => {
  it(`allows ${SWIPE_LIKES_PER_DAY} likes a day, then 429 with resets_at; passes go on; the next day resets`, async () => {
    const me = await swiper();
    const targets = await women(SWIPE_LIKES_PER_DAY + 3);
    const swipe = (id: number, decision: "like" | "pass") => call("swipe", { token: me.token, body: { id, decision } });

    for (const [i, id] of targets.slice(0, SWIPE_LIKES_PER_DAY).entries()) {
      const { answer } = await swipe(id, "like");
      expect(answer).toMatchObject({ like: "liked", likes_left: SWIPE_LIKES_PER_DAY - i - 1 });
    }
    const limited = await swipe(targets[SWIPE_LIKES_PER_DAY], "like");
    expect(limited).toMatchObject({
      status: 429,
      error: { error: "swipe_limit_reached", resets_at: "2026-06-16T00:00:00.000Z" },
    });
    expect((await swipe(targets[SWIPE_LIKES_PER_DAY + 1], "pass")).answer).toMatchObject({
      like: "none",
      likes_left: 0,
    });
    // Passing a liked card later gives no like back.
    expect((await swipe(targets[0], "pass")).answer).toMatchObject({ like: "liked", likes_left: 0 });
    expect((await call("getSwipeCard", { token: me.token })).answer).toMatchObject({
      likes_left: 0,
      resets_at: "2026-06-16T00:00:00.000Z",
    });

    now = new Date("2026-06-16T00:00:01Z");
    expect((await call("getSwipeCard", { token: me.token })).answer).toMatchObject({
      likes_left: SWIPE_LIKES_PER_DAY,
      resets_at: "2026-06-17T00:00:00.000Z",
    });
    expect((await swipe(targets[SWIPE_LIKES_PER_DAY], "like")).answer).toMatchObject({ like: "liked" });
    const [{ count }] = await site.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM likes WHERE from_id = $1",
      [me.id]
    );
    expect(count).toBe(SWIPE_LIKES_PER_DAY + 1);
  });

  it("answers match when the member liked the swiper already", async () => {
    const me = await swiper();
    const [fan] = await women(1);
    await site.db.query("INSERT INTO likes (from_id, to_id, created_at) VALUES ($1, $2, $3)", [fan, me.id, now]);
    expect((await call("swipe", { token: me.token, body: { id: fan, decision: "like" } })).answer).toMatchObject({
      like: "match",
    });
  });

  it("tells the liked member at once, as a like on the profile does (a match: both sides)", async () => {
    const me = await swiper();
    const [liked, fan] = await women(2);
    await site.db.query("INSERT INTO likes (from_id, to_id, created_at) VALUES ($1, $2, $3)", [fan, me.id, now]);
    await call("swipe", { token: me.token, body: { id: liked, decision: "like" } });
    await call("swipe", { token: me.token, body: { id: fan, decision: "like" } });
    const events = async (memberId: number) =>
      (
        await site.db.query<{ payload: { type: string; profile: { id: number } } }>(
          "SELECT payload FROM chat_events WHERE member_id = $1 ORDER BY id",
          [memberId]
        )
      ).map((row) => `${row.payload.type} ${row.payload.profile.id}`);
    expect(await events(liked)).toEqual([`like ${me.id}`]);
    expect(await events(fan)).toEqual([`match ${me.id}`]);
    expect(await events(me.id)).toEqual([`match ${fan}`]);
  });

  it("deals cards of the default search direction, each once, never blocked or unknown members", async () => {
    const me = await swiper();
    const man = await addMember(site.db, site.siteId, { gender: "male" });
    const seen: number[] = [];
    for (;;) {
      const { answer } = await call("getSwipeCard", { token: me.token });
      if (!answer!.profile) break;
      expect(answer!.profile.gender).toBe("female");
      expect(seen).not.toContain(answer!.profile.id);
      seen.push(answer!.profile.id);
      await call("swipe", { token: me.token, body: { id: answer!.profile.id, decision: "pass" } });
    }
    expect(seen).not.toContain(man);
    expect(seen.length).toBeGreaterThan(0);
    expect((await call("swipe", { token: me.token, body: { id: 999_999, decision: "like" } })).status).toBe(404);
    expect((await call("getSwipeCard", {})).status).toBe(403);
  });
});

describe("match-finder.php", () => {
  it("ranks shared interests, then place and age, filters gender and age, and lists the shared interests", async () => {
    const me = await swiper();
    const add = (fields: Parameters<typeof addMember>[2]) =>
      addMember(site.db, site.siteId, { country: "DK", birthdate: "1996-06-01", ...fields });
    const sharing = await add({ interests: ["sushi", "beach", "music"] });
    const oneShared = await add({ interests: ["beach", "cars"] });
    const none = await add({ interests: ["cars"] });
    const tooOld = await add({ interests: ["sushi", "beach"], birthdate: "1950-01-01" });
    const man = await add({ gender: "male", interests: ["sushi", "beach"] });

    const { answer } = await call("findMatches", {
      token: me.token,
      query: { gender: "female", min_age: "25", max_age: "35", country: "DK", interests: "sushi,beach" },
    });
    const ids = answer!.results.map((r) => r.id);
    expect(ids.indexOf(sharing)).toBeLessThan(ids.indexOf(oneShared));
    expect(ids.indexOf(oneShared)).toBeLessThan(ids.indexOf(none));
    expect(ids).not.toContain(tooOld);
    expect(ids).not.toContain(man);
    const best = answer!.results.find((r) => r.id === sharing)!;
    expect(best.shared_interests).toEqual(["beach", "sushi"]);
    expect(best.score).toBeGreaterThan(answer!.results.find((r) => r.id === none)!.score);
    expect(best.score).toBeLessThanOrEqual(100);
  });
});
