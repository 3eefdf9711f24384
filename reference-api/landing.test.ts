// showcase.php and member-landing.php: only operated profiles with a photo, the visitor's country first.
import { describe, expect, it } from "vitest";
import { LANDING_VISIBLE_PHOTOS } from "../app/domain/landing";
import { addMember, addPhotos, caller } from "./testing/member-fixtures";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "landing.localhost";
const NOW = new Date("2026-06-15T10:00:00Z");
const site = testSiteForFile(DOMAIN, "Landing", () => NOW);
const call = caller(site, DOMAIN);

/** An operated profile with `photos` approved photos (0: none), unless told otherwise. */
async function profile(fields: Parameters<typeof addMember>[2] = {}, photos = 1) {
  const id = await addMember(site.db, site.siteId, { fictional: true, ...fields });
  if (photos > 0) await addPhotos(site.db, id, photos);
  return id;
}

describe("showcase.php", () => {
  it("lists operated profiles with a photo, the asked country first, and never ordinary members", async () => {
    const inBe = await profile({ country: "BE", name: "Bea" });
    const inFr = await profile({ country: "FR", name: "Flo" });
    const ordinary = await addMember(site.db, site.siteId, { country: "BE" });
    await addPhotos(site.db, ordinary, 1);
    const noPhoto = await profile({ country: "BE" }, 0);
    const invisible = await profile({ country: "BE", invisible: true });

    const { status, answer } = await call("getShowcase", { query: { country: "BE", limit: "48" } });
    expect(status).toBe(200);
    const ids = answer!.members.map((m) => m.id);
    expect(ids).toContain(inBe);
    expect(ids).toContain(inFr);
    expect(ids.indexOf(inBe)).toBeLessThan(ids.indexOf(inFr));
    for (const hidden of [ordinary, noPhoto, invisible]) expect(ids).not.toContain(hidden);
    const bea = answer!.members.find((m) => m.id === inBe)!;
    expect(bea).toMatchObject({ name: "Bea", country: "BE", age: 30, fictional_icon: true });
    expect(bea.main_image).not.toBeNull();
    expect(["joined", "photo", "profile", "online"]).toContain(bea.activity.kind);
  });

  it("answers at most `limit` members and refuses a limit out of range", async () => {
    await profile({ country: "SE" });
    await profile({ country: "SE" });
    const { answer } = await call("getShowcase", { query: { limit: "1" } });
    expect(answer!.members).toHaveLength(1);
    expect((await call("getShowcase", { query: { limit: "99" } })).status).toBe(400);
  });
});

describe("member-landing.php", () => {
  it("answers an operated profile with the photos a landing shows", async () => {
    const id = await profile({ name: "Lina" }, 5);
    const { status, answer } = await call("getLandingMember", { query: { id: String(id) } });
    expect(status).toBe(200);
    expect(answer!.profile).toMatchObject({ id, name: "Lina" });
    expect(answer!.photos).toHaveLength(LANDING_VISIBLE_PHOTOS);
    expect(answer!.locked_photos).toBe(5 - LANDING_VISIBLE_PHOTOS);
  });

  it("answers 404 for an ordinary member, an unknown id and a profile out of sight", async () => {
    const ordinary = await addMember(site.db, site.siteId);
    await addPhotos(site.db, ordinary, 1);
    const gone = await profile({ deleted_at: new Date("2026-06-01T00:00:00Z") });
    for (const id of [ordinary, gone, 999_999]) {
      const { status, error } = await call("getLandingMember", { query: { id: String(id) } });
      expect(status).toBe(404);
      expect(error?.error).toBe("member_not_found");
    }
  });
});
