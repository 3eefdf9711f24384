// search.php and member.php: filters, pages, who may be seen, visitors, photos, likes, related.
// Each test uses a country of its own, so the members of one test never show in another's search.
import { describe, expect, it } from "vitest";
import { FREE_VISIBLE_PHOTOS, SEARCH_PAGE_SIZE, VISITOR_VISIBLE_PHOTOS } from "../app/domain/members";
import { addMember, addPhotos, caller, sessionOf } from "./testing/member-fixtures";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "search.localhost";
const NOW = new Date("2026-06-15T10:00:00Z");
const site = testSiteForFile(DOMAIN, "Search", () => NOW, { logged_out_search: true });
const call = caller(site, DOMAIN);

/** A member who searches (a man of 40 in NL) and their token. */
async function viewer(fields: Parameters<typeof addMember>[2] = {}) {
  const id = await addMember(site.db, site.siteId, {
    name: "Viewer",
    gender: "male",
    birthdate: "1986-03-01",
    ...fields,
  });
  return { id, token: await sessionOf(site.db, id) };
}

async function searchIds(query: Record<string, string>, token?: string) {
  const { answer, status } = await call("searchMembers", { query, token });
  expect(status).toBe(200);
  return answer!.results.map((r) => r.id);
}

const setSettings = (settings: Record<string, unknown>) =>
  site.db.query("UPDATE sites SET settings = $1 WHERE id = $2", [JSON.stringify(settings), site.siteId]);

describe("search.php filters", () => {
  it("narrows by gender, country, region, age, interest and descriptive fields", async () => {
    const { token } = await viewer();
    const add = (fields: Parameters<typeof addMember>[2]) =>
      addMember(site.db, site.siteId, { country: "AT", ...fields });
    const young = await add({ birthdate: "2000-06-16", region: "Wien", interests: ["sushi"], hair_color: "red" }); // 25
    const older = await add({ birthdate: "1976-06-15", region: "Wien" }); // 50
    const man = await add({ gender: "male", birthdate: "2000-01-01", region: "Tirol" });
    const elsewhere = await add({ birthdate: "2000-01-01", region: "Tirol", interests: ["sushi"] });
    const other = await addMember(site.db, site.siteId, { country: "CH" });

    expect((await searchIds({ country: "AT" }, token)).sort()).toEqual([young, older, man, elsewhere].sort());
    expect(await searchIds({ country: "AT", gender: "male" }, token)).toEqual([man]);
    expect((await searchIds({ country: "AT", countryregion: "Wien" }, token)).sort()).toEqual([young, older].sort());
    // A region without its country is ignored.
    expect(await searchIds({ countryregion: "Wien", gender: "male" }, token)).not.toContain(young);
    expect((await searchIds({ country: "AT", min_age: "45" }, token)).sort()).toEqual([older]);
    // Born 2000-06-16: 25 until tomorrow; born 2000-01-01: 26.
    expect(await searchIds({ country: "AT", gender: "female", max_age: "25" }, token)).toEqual([young]);
    expect((await searchIds({ country: "AT", interest: "sushi" }, token)).sort()).toEqual([young, elsewhere].sort());
    expect(await searchIds({ country: "AT", hair_color: "red" }, token)).toEqual([young]);
    expect(await searchIds({ country: "CH" }, token)).toEqual([other]);
  });

  it("counts ages by birthday: a member turning 25 tomorrow is 24 today", async () => {
    const { token } = await viewer();
    const tomorrow = await addMember(site.db, site.siteId, { country: "BG", birthdate: "2001-06-16" });
    const today = await addMember(site.db, site.siteId, { country: "BG", birthdate: "2001-06-15" });
    expect(await searchIds({ country: "BG", min_age: "25" }, token)).toEqual([today]);
    expect(await searchIds({ country: "BG", max_age: "24" }, token)).toEqual([tomorrow]);
  });

  it("pages by SEARCH_PAGE_SIZE, online members first, then the newest", async () => {
    const { token } = await viewer();
    const ids: number[] = [];
    for (let i = 0; i < SEARCH_PAGE_SIZE + 6; i++) {
      ids.push(
        await addMember(site.db, site.siteId, { country: "PT", signup_date: new Date(Date.UTC(2026, 0, 1 + i)) })
      );
    }
    const online = ids[3];
    await site.db.query("UPDATE members SET last_active_at = $2 WHERE id = $1", [
      online,
      new Date(NOW.getTime() - 60_000),
    ]);
    const first = (await call("searchMembers", { query: { country: "PT" }, token })).answer!;
    expect(first).toMatchObject({ numResults: SEARCH_PAGE_SIZE + 6, pages: 2, page: 1 });
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.results[0]).toMatchObject({ id: online, online: true });
    const newestFirst = ids.filter((id) => id !== online).reverse();
    expect(first.results.slice(1).map((r) => r.id)).toEqual(newestFirst.slice(0, SEARCH_PAGE_SIZE - 1));
    const second = (await call("searchMembers", { query: { country: "PT", page: "2" }, token })).answer!;
    expect(second.results.map((r) => r.id)).toEqual(newestFirst.slice(SEARCH_PAGE_SIZE - 1));
    expect(second).toMatchObject({ numResults: SEARCH_PAGE_SIZE + 6, pages: 2, similar_results: [] });
    // Past the last page: no results, the count still right.
    const third = (await call("searchMembers", { query: { country: "PT", page: "3" }, token })).answer!;
    expect(third).toMatchObject({ results: [], numResults: SEARCH_PAGE_SIZE + 6, pages: 2 });
    expect((await call("searchMembers", { query: { country: "PT", page: "41" }, token })).status).toBe(400);
  });

  it("adds similar results below SIMILAR_RESULTS_BELOW: the region dropped first, the exact ones left out", async () => {
    const { token } = await viewer();
    const exact = await addMember(site.db, site.siteId, { country: "SI", region: "Gorenjska" });
    const sameCountry = await addMember(site.db, site.siteId, { country: "SI", region: "Obalno" });
    const answer = (await call("searchMembers", { query: { country: "SI", countryregion: "Gorenjska" }, token }))
      .answer!;
    expect(answer.results.map((r) => r.id)).toEqual([exact]);
    // The same country (only the region dropped) comes before members the wider steps add.
    expect(answer.similar_results[0].id).toBe(sameCountry);
    expect(answer.similar_results.map((r) => r.id)).not.toContain(exact);
    expect(answer.similar_numResults).toBeGreaterThanOrEqual(1);
  });
});

describe("who a search and a profile show", () => {
  it("never the viewer, nor deleted, invisible or blocked members either way, nor another site's", async () => {
    const me = await viewer({ country: "GR" });
    const shown = await addMember(site.db, site.siteId, { country: "GR" });
    const deleted = await addMember(site.db, site.siteId, { country: "GR", deleted_at: NOW });
    const invisible = await addMember(site.db, site.siteId, { country: "GR", invisible: true });
    const blockedByMe = await addMember(site.db, site.siteId, { country: "GR", name: "Blocked" });
    const blockingMe = await addMember(site.db, site.siteId, { country: "GR", name: "Blocker" });
    await site.db.query("INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, $3), ($4, $1, $3)", [
      me.id,
      blockedByMe,
      NOW,
      blockingMe,
    ]);
    const [{ id: otherSite }] = await site.db.query<{ id: number }>(
      "INSERT INTO sites (domain, name, niche, settings, company) VALUES ('other.localhost', 'O', 1, '{}', '{}') RETURNING id"
    );
    const foreign = await addMember(site.db, otherSite, { country: "GR" });

    expect(await searchIds({ country: "GR" }, me.token)).toEqual([shown]);

    const profile = (id: number) => call("getMember", { query: { id: String(id) }, token: me.token });
    for (const id of [deleted, invisible, foreign, 999_999]) {
      expect((await profile(id)).error).toEqual({ error: "member_not_found" });
    }
    expect(await profile(blockingMe)).toMatchObject({
      status: 403,
      error: { error: "blocked_by_member", name: "Blocker" },
    });
    expect((await profile(blockedByMe)).answer).toMatchObject({ blocked: true, profile: { name: "Blocked" } });
    expect((await profile(shown)).answer).toMatchObject({ blocked: false });
  });
});

describe("visitors", () => {
  it("search and open profiles only as logged_out_search and its traffic source rule allow", async () => {
    const member = await addMember(site.db, site.siteId, { country: "HR" });
    const { token } = await viewer();
    const asVisitor = (query: Record<string, string>) => call("searchMembers", { query: { country: "HR", ...query } });
    const profile = (query: Record<string, string>) => call("getMember", { query: { id: String(member), ...query } });
    try {
      expect((await asVisitor({})).answer!.results.map((r) => r.id)).toEqual([member]);
      expect((await profile({})).status).toBe(200);

      await setSettings({ logged_out_search: true, logged_out_search_trafficsource: true });
      expect(await asVisitor({})).toMatchObject({ status: 403, error: { error: "authentication_required" } });
      expect((await profile({})).status).toBe(403);
      expect((await asVisitor({ network: "adnet" })).status).toBe(200);
      expect((await profile({ network: "adnet" })).status).toBe(200);

      await setSettings({ logged_out_search: false });
      expect((await asVisitor({ network: "adnet" })).status).toBe(403);
      expect((await profile({})).status).toBe(403);
      // Members search whatever the setting.
      expect((await call("searchMembers", { query: { country: "HR" }, token })).status).toBe(200);
    } finally {
      await setSettings({ logged_out_search: true });
    }
  });
});

describe("member.php", () => {
  it(`shows a visitor ${VISITOR_VISIBLE_PHOTOS} photo, a free member ${FREE_VISIBLE_PHOTOS}, premium all; the rest counted as locked`, async () => {
    const member = await addMember(site.db, site.siteId, { country: "HU" });
    await addPhotos(site.db, member, 5, 1);
    const free = await viewer();
    const premium = await viewer({ paid_user: true });
    const view = async (token?: string) => (await call("getMember", { query: { id: String(member) }, token })).answer!;

    const visitorView = await view();
    expect(visitorView).toMatchObject({ photo_count: 5, locked_photos: 4, like: "none", conversation_id: null });
    expect(visitorView.photos).toHaveLength(1);
    expect(visitorView.photos[0].is_main).toBe(true);
    expect(await view(free.token)).toMatchObject({ photo_count: 5, locked_photos: 2 });
    expect((await view(free.token)).photos).toHaveLength(3);
    const premiumView = await view(premium.token);
    expect(premiumView).toMatchObject({ photo_count: 5, locked_photos: 0 });
    expect(premiumView.photos.every((p) => p.status === "approved")).toBe(true);
    expect(premiumView.photos).toHaveLength(5);
  });

  it("marks the member's new like seen once, and tells liked and match apart", async () => {
    const me = await viewer();
    const member = await addMember(site.db, site.siteId, { country: "IS" });
    await site.db.query("INSERT INTO likes (from_id, to_id, created_at, seen) VALUES ($1, $2, $3, false)", [
      member,
      me.id,
      NOW,
    ]);
    const view = async () => (await call("getMember", { query: { id: String(member) }, token: me.token })).answer!;
    expect(await view()).toMatchObject({ like_was_new: true, like: "none" });
    expect(await view()).toMatchObject({ like_was_new: false });
    await site.db.query("INSERT INTO likes (from_id, to_id, created_at) VALUES ($1, $2, $3)", [me.id, member, NOW]);
    expect(await view()).toMatchObject({ like: "match" });
    const [{ id: conversation }] = await site.db.query<{ id: number }>(
      "INSERT INTO conversations (member_id, profile_id) VALUES ($1, $2) RETURNING id",
      [me.id, member]
    );
    expect(await view()).toMatchObject({ conversation_id: conversation });
  });

  it("lists related members: same gender and country, near in age, not the viewer nor the member", async () => {
    const me = await viewer({ country: "LT", gender: "female" });
    const member = await addMember(site.db, site.siteId, { country: "LT", birthdate: "1990-01-01" });
    const near = await addMember(site.db, site.siteId, { country: "LT", birthdate: "1992-05-01" });
    const man = await addMember(site.db, site.siteId, { country: "LT", gender: "male", birthdate: "1990-01-01" });
    const far = await addMember(site.db, site.siteId, { country: "LT", birthdate: "1960-01-01" });
    await addPhotos(site.db, near, 2);
    const { related } = (await call("getMember", { query: { id: String(member) }, token: me.token })).answer!;
    expect(related.map((r) => r.id)).toEqual([near]);
    expect(related[0]).toMatchObject({ photo_count: 2, online: false });
    expect(related.map((r) => r.id)).not.toContain(man);
    expect(related.map((r) => r.id)).not.toContain(far);
    expect(related.map((r) => r.id)).not.toContain(me.id);
  });
});
