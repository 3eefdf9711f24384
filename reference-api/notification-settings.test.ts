// notification-settings.php, notifications-disabled.php, location.php, geocode.php, page-hidden.php
// and invisible mode: what a member chooses in the settings, and what others then see.
import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_KINDS, PUSH_KINDS } from "../app/api/schemas/notifications";
import { ONLINE_WITHIN_MINUTES } from "../app/domain/members";
import { GEOCODE_MAX_KM, distanceKm } from "./geocode";
import { addMember, addPhotos, caller, sessionOf } from "./testing/member-fixtures";
import { disableNotifications } from "./notification-settings";
import { CITY_POSITIONS, GEO } from "./seed/geo";
import { DEMO_SITES, settingsFor } from "./seed/sites";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "settings.localhost";
// FlirtHaven's settings: NL, BE, DE, GB and US.
const SETTINGS = settingsFor(DEMO_SITES[0]);
let now = new Date("2026-06-10T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Settings", () => now, SETTINGS);
const call = caller(site, DOMAIN);

beforeAll(async () => {
  for (const [country, regions] of Object.entries(GEO)) {
    for (const region of Object.keys(regions)) {
      await site.db.query("INSERT INTO regions (country, name) VALUES ($1, $2)", [country, region]);
    }
  }
});

/** A member with a photo and a session. */
async function member(fields: Parameters<typeof addMember>[2] = {}) {
  const id = await addMember(site.db, site.siteId, fields);
  await addPhotos(site.db, id, 1);
  return { id, token: await sessionOf(site.db, id) };
}

const allOn = (kinds: readonly string[]) => Object.fromEntries(kinds.map((k) => [k, true]));

describe("notification-settings.php", () => {
  it("starts with every kind on, saves the kinds named and keeps the others", async () => {
    const me = await member({ region: "Utrecht" });
    const { answer: first } = await call("getNotificationSettings", { token: me.token });
    expect(first!.settings).toEqual({
      email: allOn(EMAIL_KINDS),
      push: allOn(PUSH_KINDS),
      push_devices: 0,
      invisible: false,
      location: { country: "NL", region: "Utrecht", city: null, source: null },
      disabled: [],
    });

    const saved = await call("updateNotificationSettings", {
      token: me.token,
      body: { email: { promotions: false, news: false }, push: { like: false } },
    });
    expect(saved.answer!.settings.email).toEqual({ ...allOn(EMAIL_KINDS), promotions: false, news: false });
    expect(saved.answer!.settings.push).toEqual({ ...allOn(PUSH_KINDS), like: false });

    // A later change of one kind keeps the earlier ones; turning one on again works too.
    await call("updateNotificationSettings", { token: me.token, body: { email: { news: true }, invisible: true } });
    const { answer } = await call("getNotificationSettings", { token: me.token });
    expect(answer!.settings).toMatchObject({
      email: { ...allOn(EMAIL_KINDS), promotions: false },
      push: { ...allOn(PUSH_KINDS), like: false },
      invisible: true,
    });
  });

  it("refuses unknown kinds, wrong types and visitors, and changes nothing then", async () => {
    const me = await member();
    for (const body of [
      { email: { spam: false } },
      { push: { weekly_updates: false } }, // an e-mail kind, not a push kind
      { email: { news: "no" } },
      { invisible: "yes" },
      { colour: "red" },
    ]) {
      expect((await call("updateNotificationSettings", { token: me.token, body })).error).toMatchObject({
        error: "validation_failed",
      });
    }
    expect((await call("getNotificationSettings", { token: me.token })).answer!.settings.email).toEqual(
      allOn(EMAIL_KINDS)
    );
    expect((await call("getNotificationSettings")).status).toBe(403);
  });
});

describe("notifications-disabled.php", () => {
  it("lists what the mail system turned off and turns a reason's kinds on again, keeping the User's reasons equal", async () => {
    const me = await member();
    await disableNotifications(
      site.db,
      me.id,
      [
        { reason: "listunsubscribe", kind: "like" },
        { reason: "listunsubscribe", kind: "news" },
        { reason: "bounce", kind: "all" },
      ],
      now
    );
    const user = async () => (await call("getUser", { token: me.token })).answer!.user!.notifications_disabled;
    expect(await user()).toEqual(["bounce", "listunsubscribe"]);
    const since = now.toISOString();
    expect((await call("getNotificationSettings", { token: me.token })).answer!.settings.disabled).toEqual([
      { reason: "bounce", kind: "all", since },
      { reason: "listunsubscribe", kind: "like", since },
      { reason: "listunsubscribe", kind: "news", since },
    ]);

    const { answer } = await call("enableNotifications", { token: me.token, body: { reason: "listunsubscribe" } });
    expect(answer!.settings.disabled).toEqual([{ reason: "bounce", kind: "all", since }]);
    expect(await user()).toEqual(["bounce"]);
    await call("enableNotifications", { token: me.token, body: { reason: "bounce" } });
    expect(await user()).toEqual([]);
    // Nothing left to turn on: still fine.
    expect((await call("enableNotifications", { token: me.token, body: { reason: "fbl" } })).status).toBe(200);
    expect((await call("enableNotifications", { token: me.token, body: { reason: "spam" } })).status).toBe(400);
  });
});

describe("location.php", () => {
  it("saves country, region and city with how they were found", async () => {
    const me = await member();
    const { answer } = await call("updateLocation", {
      token: me.token,
      body: { country: "DE", region: "Bayern", city: "Regensburg", source: "geolocation" },
    });
    expect(answer!.settings.location).toEqual({
      country: "DE",
      region: "Bayern",
      city: "Regensburg",
      source: "geolocation",
    });
    // The profile shows the new place.
    const own = await call("getOwnProfile", { token: me.token });
    expect(own.answer!.profile).toMatchObject({ country: "DE", region: "Bayern", city: "Regensburg" });
    const manual = await call("updateLocation", {
      token: me.token,
      body: { country: "BE", region: null, city: null, source: "manual" },
    });
    expect(manual.answer!.settings.location).toEqual({ country: "BE", region: null, city: null, source: "manual" });
  });

  it("refuses a region not of the country (400 unknown_region) and a country the site does not serve", async () => {
    const me = await member({ region: "Utrecht" });
    const refused = await call("updateLocation", {
      token: me.token,
      body: { country: "NL", region: "Bayern", city: "Utrecht", source: "manual" },
    });
    expect(refused).toMatchObject({ status: 400, error: { error: "unknown_region" } });
    const france = await call("updateLocation", {
      token: me.token,
      body: { country: "FR", region: "Occitanie", city: "Toulouse", source: "manual" },
    });
    expect(france).toMatchObject({
      status: 400,
      error: { error: "validation_failed", fields: { country: "invalid_country" } },
    });
    const { answer } = await call("getNotificationSettings", { token: me.token });
    expect(answer!.settings.location).toEqual({ country: "NL", region: "Utrecht", city: null, source: null });
  });
});

describe("geocode.php", () => {
  const geocode = async (lat: number, lon: number, token?: string) =>
    call("geocode", { token, query: { lat: String(lat), lon: String(lon) } });

  it("knows where every city of the seed lies, and no city it does not have", () => {
    for (const [country, regions] of Object.entries(GEO)) {
      const cities = Object.values(regions).flat();
      expect(Object.keys(CITY_POSITIONS[country]).sort(), country).toEqual([...cities].sort());
    }
    // A slip of a sign or of the digits would put a city on another continent: each lies near its neighbours.
    for (const [country, positions] of Object.entries(CITY_POSITIONS)) {
      const all = Object.values(positions);
      for (const [city, position] of Object.entries(positions)) {
        const nearest = Math.min(...all.filter((p) => p !== position).map((p) => distanceKm(position, p)));
        expect(nearest, `${country} ${city}`).toBeLessThan(
          country === "AU" || country === "CA" || country === "US" ? 1500 : 400
        );
      }
    }
  });

  it("names the city, region and country nearest a position of the site's countries", async () => {
    const { token } = await member();
    // The Dam in Amsterdam; a street in Utrecht; Marienplatz, Munich; a village between Leeds and Bradford.
    expect((await geocode(52.3731, 4.8926, token)).answer).toEqual({
      location: { country: "NL", region: "Noord-Holland", city: "Amsterdam" },
    });
    expect((await geocode(52.09, 5.11, token)).answer!.location).toEqual({
      country: "NL",
      region: "Utrecht",
      city: "Utrecht",
    });
    expect((await geocode(48.1374, 11.5755, token)).answer!.location.city).toBe("München");
    expect((await geocode(53.8, -1.65, token)).answer!.location).toEqual({
      country: "GB",
      region: "West Yorkshire",
      city: "Leeds",
    });
  });

  it(`answers 404 geocode_not_found in the sea, in a country the site does not serve and beyond ${GEOCODE_MAX_KM} km`, async () => {
    const { token } = await member();
    const notFound = { status: 404, error: { error: "geocode_not_found" } };
    expect(await geocode(54.5, 3.5, token)).toMatchObject(notFound); // the North Sea
    expect(await geocode(48.8566, 2.3522, token)).toMatchObject(notFound); // Paris: not a FlirtHaven country
    expect(await geocode(0, -30, token)).toMatchObject(notFound); // the Atlantic
    expect(await geocode(91, 0, token)).toMatchObject({ status: 400 });
    expect((await geocode(52.37, 4.89)).status).toBe(403);
  });
});

describe("page-hidden.php", () => {
  it("records the member's last moment on the site, which others see as online", async () => {
    const started = now;
    // Active 30 s ago: too recent for a request to write it again (once a minute), so only the beacon does.
    const hidden = await member({ last_active_at: new Date(started.getTime() - 30_000) });
    const viewer = await member();
    expect((await call("pageHidden", { token: hidden.token })).answer).toEqual({ ok: true });
    // Just under ONLINE_WITHIN_MINUTES after the beacon (more than that after the earlier activity).
    now = new Date(started.getTime() + ONLINE_WITHIN_MINUTES * 60_000 - 10_000);
    try {
      const seen = await call("getMember", { token: viewer.token, query: { id: String(hidden.id) } });
      expect(seen.answer!.profile.online).toBe(true);
      now = new Date(started.getTime() + ONLINE_WITHIN_MINUTES * 60_000 + 1_000);
      const later = await call("getMember", { token: viewer.token, query: { id: String(hidden.id) } });
      expect(later.answer!.profile.online).toBe(false);
    } finally {
      now = started;
    }
    expect((await call("pageHidden")).status).toBe(403);
  });
});

describe("invisible mode", () => {
  it("hides the member from another member's search, likes-by list, match finder and swipe game, and back", async () => {
    // A man looking for women; she likes him, so she is on his likes-by list.
    const him = await member({ gender: "male", sexuality: "hetero", name: "Seeker" });
    const her = await member({ gender: "female", sexuality: "hetero", name: "Hidden" });
    await call("likeMember", { token: her.token, body: { id: him.id } });

    /** Every card of a swipe game, passing each: the whole deck a new player would see. */
    async function swipeDeck(token: string) {
      const seen: number[] = [];
      for (;;) {
        const card = (await call("getSwipeCard", { token })).answer!.profile;
        if (!card || seen.includes(card.id)) return seen;
        seen.push(card.id);
        await call("swipe", { token, body: { id: card.id, decision: "pass" } });
      }
    }
    async function whereSeen() {
      // Someone who has not met her yet, for the search, the match finder and the swipe game.
      const other = await member({ gender: "male", sexuality: "hetero" });
      const search = await call("searchMembers", { token: other.token, query: { gender: "female" } });
      const likes = await call("getLikes", { token: him.token });
      const finder = await call("findMatches", {
        token: other.token,
        query: { gender: "female", min_age: "18", max_age: "99" },
      });
      expect([search.error, likes.error, finder.error]).toEqual([undefined, undefined, undefined]);
      return {
        search: search.answer!.results.some((p) => p.id === her.id),
        likedBy: likes.answer!.liked_by.some((l) => l.profile.id === her.id),
        finder: finder.answer!.results.some((p) => p.id === her.id),
        swipe: (await swipeDeck(other.token)).includes(her.id),
      };
    }
    const everywhere = { search: true, likedBy: true, finder: true, swipe: true };
    expect(await whereSeen()).toEqual(everywhere);

    await call("updateNotificationSettings", { token: her.token, body: { invisible: true } });
    expect(await whereSeen()).toEqual({ search: false, likedBy: false, finder: false, swipe: false });
    expect((await call("getMember", { token: him.token, query: { id: String(her.id) } })).status).toBe(404);

    await call("updateNotificationSettings", { token: her.token, body: { invisible: false } });
    expect(await whereSeen()).toEqual(everywhere);
  });
});
