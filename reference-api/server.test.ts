// The reference API as the web tier sees it: real HTTP answers (app.request, no port) over one
// in-memory PGlite with the full seed, loaded from the migrated schema (testing/db.ts).
// TEST_DATABASE_URL runs the same tests on a PostgreSQL server instead (an empty database).
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app/api/endpoints";
import { ApiErrorBodySchema } from "../app/api/schemas/common";
import type { Db } from "./db";
import { openTestDb } from "./testing/db";
import { migrate } from "./migrate";
import { buildSeed, DEMO_PASSWORD, demoEmail, MEMBERS_PER_SITE, seedIfEmpty } from "./seed";
import { DEMO_SITES } from "./seed/sites";
import { createApp } from "./server";

let db: Db;
let app: ReturnType<typeof createApp>;
const logged: Record<string, unknown>[] = [];
const START = new Date("2026-06-01T12:00:00Z");
let now = START;

beforeAll(async () => {
  db = await openTestDb();
  await seedIfEmpty(db, { now: START });
  app = createApp({ db, publicUrl: "http://cdn.test", clock: () => now, log: (e) => logged.push(e) });
});
afterAll(() => db?.close());

const api = (path: string, domain: string, init: RequestInit = {}) =>
  app.request(`${path}${path.includes("?") ? "&" : "?"}forced-domain=${domain}`, init);
const post = (body: unknown) => ({
  method: "POST",
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

async function login(domain = "manmatch.localhost") {
  const res = await api("/api/user.php", domain, post({ email: demoEmail(domain), password: DEMO_PASSWORD }));
  expect(res.status).toBe(200);
  return endpoints.login.response.parse(await res.json());
}
async function currentUser(domain: string, init: RequestInit = {}) {
  const res = await api("/api/user.php", domain, init);
  expect(res.status).toBe(200);
  return endpoints.getUser.response.parse(await res.json()).user;
}
async function errorOf(res: Response) {
  return { status: res.status, body: ApiErrorBodySchema.parse(await res.json()) };
}

describe("user.php: log in, who am I, language, log out", () => {
  it("logs the demo member in with a token of at least 128 bits", async () => {
    const { user, token } = await login();
    expect(user.email).toBe("demo@manmatch.example");
    expect(user.profile.gender).toBe("male");
    expect(Buffer.from(token, "base64url").length * 8).toBeGreaterThanOrEqual(128);
  });

  it("has a demo member on every site who fits the niche and has the signup credits", async () => {
    for (const site of DEMO_SITES) {
      const { user } = await login(site.domain);
      expect(user.email, site.domain).toBe(demoEmail(site.domain));
      expect(user.credits, site.domain).toBe(20);
      expect(user.paid_user, site.domain).toBe(false);
      expect(user.profile.gender, site.domain).toBe(site.niche === 2 ? "female" : "male");
      if (site.niche === 7) expect(user.profile.sexuality).toBe("gay");
      if (site.niche === 2) expect(user.profile.sexuality).toBe("lesbian");
      expect(site.countries, site.domain).toContain(user.profile.country);
    }
  });

  it("takes the e-mail address in any letter case", async () => {
    const res = await api(
      "/api/user.php",
      "manmatch.localhost",
      post({ email: "Demo@ManMatch.example", password: DEMO_PASSWORD })
    );
    expect(res.status).toBe(200);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await api(
      "/api/user.php",
      "manmatch.localhost",
      post({ email: "demo@manmatch.example", password: "nope" })
    );
    const unknown = await api(
      "/api/user.php",
      "manmatch.localhost",
      post({ email: "nobody@manmatch.example", password: DEMO_PASSWORD })
    );
    // The demo member of one site is unknown on another.
    const otherSite = await api(
      "/api/user.php",
      "flirthaven.localhost",
      post({ email: "demo@manmatch.example", password: DEMO_PASSWORD })
    );
    for (const res of [wrong, unknown, otherSite]) {
      expect(await errorOf(res)).toEqual({ status: 401, body: { error: "login_failed" } });
    }
  });

  it("refuses a body that breaks the schema, or is not JSON, with validation_failed", async () => {
    const invalid = await api("/api/user.php", "manmatch.localhost", post({ email: "not-an-email" }));
    expect(await errorOf(invalid)).toMatchObject({
      status: 400,
      body: { error: "validation_failed", fields: { email: "invalid_string", password: "invalid_type" } },
    });
    const notJson = await api("/api/user.php", "manmatch.localhost", post("{email:"));
    expect(await errorOf(notJson)).toMatchObject({
      status: 400,
      body: { error: "validation_failed", fields: { "(body)": "invalid_json" } },
    });
  });

  it("knows the member by the token, and nobody without it, with a bad one or on another site", async () => {
    const { token } = await login();
    expect((await currentUser("manmatch.localhost", bearer(token)))?.email).toBe("demo@manmatch.example");
    expect(await currentUser("manmatch.localhost")).toBeNull();
    expect(await currentUser("manmatch.localhost", bearer("not-a-real-token"))).toBeNull();
    expect(await currentUser("manmatch.localhost", { headers: { Authorization: token } })).toBeNull();
    expect(await currentUser("flirthaven.localhost", bearer(token))).toBeNull();
  });

  it("ends the session on logout", async () => {
    const { token } = await login();
    const res = await api("/api/logout.php", "manmatch.localhost", bearer(token));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await currentUser("manmatch.localhost", bearer(token))).toBeNull();
    // Logging out without a session is harmless.
    expect((await api("/api/logout.php", "manmatch.localhost")).status).toBe(200);
  });

  it("keeps a session for 30 days", async () => {
    const { token } = await login("curvycrush.localhost");
    try {
      now = new Date(START.getTime() + 29 * 86_400_000);
      expect(await currentUser("curvycrush.localhost", bearer(token))).not.toBeNull();
      now = new Date(START.getTime() + 30 * 86_400_000 + 1000);
      expect(await currentUser("curvycrush.localhost", bearer(token))).toBeNull();
    } finally {
      now = START;
    }
  });

  it("saves the language only for a logged-in member", async () => {
    const put = (headers: Record<string, string>) =>
      api("/api/user.php", "velvetropes.localhost", {
        method: "PUT",
        body: JSON.stringify({ language: "nl" }),
        headers: { "Content-Type": "application/json", ...headers },
      });
    expect(await errorOf(await put({}))).toEqual({ status: 403, body: { error: "authentication_required" } });
    const { token } = await login("velvetropes.localhost");
    const saved = endpoints.updateUser.response.parse(await (await put(bearer(token).headers)).json());
    expect(saved.user.language).toBe("nl");
    expect((await currentUser("velvetropes.localhost", bearer(token)))?.language).toBe("nl");
  });

  it("stores scrypt hashes and token hashes, never the secrets", async () => {
    const { token } = await login();
    const [member] = await db.query<{ id: number; password_hash: string }>(
      "SELECT id, password_hash FROM members WHERE email = $1",
      ["demo@manmatch.example"]
    );
    expect(member.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(member.password_hash).not.toContain(DEMO_PASSWORD);
    const hashes = await db.query<{ password_hash: string }>(
      "SELECT password_hash FROM members WHERE password_hash IS NOT NULL"
    );
    // Seven demo members, each with their own salt.
    expect(new Set(hashes.map((h) => h.password_hash)).size).toBe(DEMO_SITES.length);
    expect(await db.query("SELECT 1 FROM sessions WHERE token_hash = $1", [token])).toHaveLength(0);
    const sha256 = crypto.createHash("sha256").update(token).digest("hex");
    expect(
      await db.query("SELECT 1 FROM sessions WHERE token_hash = $1 AND member_id = $2", [sha256, member.id])
    ).toHaveLength(1);
  });
});

describe("site data", () => {
  it("answers each site's settings within the contract", async () => {
    const pushKeys = new Set<string | null>();
    for (const site of DEMO_SITES) {
      const res = await api("/api/settings.php", site.domain);
      const { settings } = endpoints.getSettings.response.parse(await res.json());
      pushKeys.add(settings.push_public_key);
      expect(settings).toMatchObject({
        name: site.name,
        niche: site.niche,
        domain: site.domain,
        countries: site.countries,
        geoip_country: site.countries[0],
        geoip_selected_country: site.countries[0],
        cdn_prefix: "http://cdn.test/cdn/",
        signups: site.signups,
        refund_days: 14,
      });
      expect(Object.keys(settings.minimum_message_costs).sort()).toEqual([...site.countries].sort());
      expect(Object.keys(settings.region_data).sort()).toEqual([...site.countries].sort());
      expect(settings.interests).toHaveLength(50);
    }
    // Each seeded site has a push key of its own.
    expect(pushKeys.has(null)).toBe(false);
    expect(pushKeys.size).toBe(DEMO_SITES.length);
  });

  it("writes a site's title, tagline and operated-profiles warning in the request's language", async () => {
    const textsOf = async (domain: string, acceptLanguage?: string) => {
      const headers: Record<string, string> = acceptLanguage ? { "Accept-Language": acceptLanguage } : {};
      const res = await api("/api/settings.php", domain, { headers });
      const { settings } = endpoints.getSettings.response.parse(await res.json());
      return { title: settings.index_title, tagline: settings.description, warning: settings.fictional_warning };
    };
    expect(await textsOf("matureflame.localhost", "fr-FR,fr;q=0.9")).toEqual({
      title: "MatureFlame – rencontrez des femmes mûres",
      tagline: "Flirtez avec des femmes sûres d'elles, dans la fleur de l'âge.",
      warning: {
        singular: "Ce profil est animé par notre équipe à des fins de divertissement.",
        plural: "Certains profils sont animés par notre équipe à des fins de divertissement.",
      },
    });
    expect(await textsOf("velvetropes.localhost", "de")).toMatchObject({
      title: "Velvet Ropes – BDSM-Dating",
      warning: { plural: "Einige Profile werden zur Unterhaltung von unserem Team betrieben." },
    });
    expect((await textsOf("flirthaven.localhost", "en-US")).title).toBe("FlirtHaven – meet singles near you");
    // The first language the site has texts in, by the header's weights; none: the domain language's.
    expect((await textsOf("matureflame.localhost", "pl, it;q=0.8, fr;q=0.5")).title).toBe(
      "MatureFlame – incontra donne mature"
    );
    expect((await textsOf("velvetropes.localhost", "ja")).title).toBe("Velvet Ropes – BDSM-Dating");
    expect((await textsOf("velvetropes.localhost")).title).toBe("Velvet Ropes – BDSM-Dating");
  });

  it("uses each country's currency and region word", async () => {
    const flirt = endpoints.getSettings.response.parse(
      await (await api("/api/settings.php", "flirthaven.localhost")).json()
    ).settings;
    expect(flirt.minimum_message_costs.GB.currency).toBe("GBP");
    expect(flirt.minimum_message_costs.NL.currency).toBe("EUR");
    expect(flirt.minimum_message_costs.US.currency).toBe("USD");
    expect(flirt.region_data.NL.label).toBe("province");
    expect(flirt.region_data.US.label).toBe("state");
    const man = endpoints.getSettings.response.parse(
      await (await api("/api/settings.php", "manmatch.localhost")).json()
    ).settings;
    expect(man.minimum_message_costs.PL.currency).toBe("PLN");
    expect(man.region_data.PL.label).toBe("voivodeship");
  });

  it("refuses an unknown or missing domain as unknown_site, never serving another site's members", async () => {
    const paths = ["/api/settings.php", "/api/showcase.php?country=NL", "/api/company.php", "/api/regions.php"];
    for (const path of paths) {
      for (const query of ["forced-domain=Brand-New.example:8080", ""]) {
        const res = await app.request(`${path}${path.includes("?") ? "&" : "?"}${query}`);
        expect(res.status, `${path} ${query}`).toBe(404);
        const body = await res.text();
        expect(JSON.parse(body)).toEqual({ error: "unknown_site" });
        expect(body).not.toMatch(/FlirtHaven|first_name|members/);
      }
    }
    await api("/api/settings.php", "brand-new.example");
    const warnings = logged.filter((e) => e.msg === "unknown forced-domain: no site");
    expect(warnings.filter((w) => w.domain === "brand-new.example")).toHaveLength(1);
    expect(warnings.filter((w) => w.domain === "")).toHaveLength(1);
  });

  it("serves every domain the operator gave a site as that site", async () => {
    const [{ id }] = await db.query<{ id: number }>("SELECT id FROM sites WHERE domain = 'manmatch.localhost'");
    await db.query("INSERT INTO site_domains (domain, site_id) VALUES ('www.manmatch.example', $1)", [id]);
    const { settings } = endpoints.getSettings.response.parse(
      await (await api("/api/settings.php", "WWW.ManMatch.example")).json()
    );
    expect(settings.name).toBe("ManMatch");
  });

  it("lets the query play a visitor from any real country", async () => {
    const settingsFor = async (geoip: string) =>
      endpoints.getSettings.response.parse(
        await (await api(`/api/settings.php?geoip=${geoip}`, "silversparks.localhost")).json()
      ).settings;
    expect(await settingsFor("de")).toMatchObject({ geoip_country: "DE", geoip_selected_country: null });
    expect(await settingsFor("SE")).toMatchObject({ geoip_country: "SE", geoip_selected_country: "SE" });
    // Not a country: ignored.
    expect(await settingsFor("XX")).toMatchObject({ geoip_country: "DK", geoip_selected_country: "DK" });
    expect(await settingsFor("EU")).toMatchObject({ geoip_country: "DK" });
  });

  it("answers interests, the regions of the site's countries, and the company", async () => {
    const { interests } = endpoints.getInterests.response.parse(
      await (await api("/api/interests.php", "flirthaven.localhost")).json()
    );
    expect(interests.map((i) => i.key)).toContain("one_night_stand");
    expect(interests).toHaveLength(50);
    const { regions } = endpoints.getRegions.response.parse(
      await (await api("/api/regions.php", "silversparks.localhost")).json()
    );
    expect(new Set(regions.map((r) => r.country))).toEqual(new Set(["DK", "NO", "SE", "FI"]));
    expect(regions.map((r) => r.name)).toContain("Hovedstaden");
    const { company } = endpoints.getCompanyInfo.response.parse(
      await (await api("/api/companyinfo.php", "flirthaven.localhost")).json()
    );
    expect(company.kvk).toMatch(/^\d{8}$/);
    expect(company.delete_discount).toBe(50);
  });

  it("draws avatars as SVG, the same picture for the same seed", async () => {
    const res = await app.request("/cdn/avatars/gay/manmatch-1-male.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await (await app.request("/cdn/avatars/gay/manmatch-1-male.svg")).text()).toBe(svg);
    expect(await (await app.request("/cdn/avatars/gay/manmatch-2-male.svg")).text()).not.toBe(svg);
    expect((await app.request("/cdn/avatars/..%2Fsecret.svg")).status).toBe(404);
    expect((await app.request("/cdn/avatars/nosuchset/manmatch-1-male.svg")).status).toBe(404);
  });

  it("draws each niche's members in its own portrait set, none of them the cartoon set", async () => {
    const sets = ["general", "she", "bdsm", "bbw", "gilf", "milf", "gay"];
    const drawings = await Promise.all(
      sets.map(async (set) => (await app.request(`/cdn/avatars/${set}/same-seed-female.svg`)).text())
    );
    expect(new Set(drawings).size).toBe(sets.length);
    // DiceBear names the style it drew in the SVG's metadata.
    const styles = drawings.map((svg) => /<dc:title>([^<]+)<\/dc:title>/.exec(svg)?.[1]);
    expect(styles.every((s) => s && !/avataaars/i.test(s))).toBe(true);
    // The dark niche's portraits sit on a dark background.
    expect(drawings[2]).toMatch(/fill="#(2b1d25|3b1220|1f1a24|4a1a2c|161216)"/);
    // Every seeded member's photo is named after the set of the site's niche.
    const rows = await db.query<{ niche: number; filename: string }>(
      `SELECT DISTINCT ON (s.niche) s.niche, p.filename FROM photos p
         JOIN members m ON m.id = p.member_id JOIN sites s ON s.id = m.site_id ORDER BY s.niche, p.id`
    );
    expect(rows.map((r) => r.filename.split("/")[1])).toEqual(sets);
  });

  it("still draws photo names stored before the sets (in the general set)", async () => {
    const old = await app.request("/cdn/avatars/manmatch-1-male.svg");
    expect(old.status).toBe(200);
    expect(await old.text()).toBe(await (await app.request("/cdn/avatars/general/manmatch-1-male.svg")).text());
  });

  it("gives seed profiles one to five photos, the later ones of the same person", async () => {
    const counts = await db.query<{ n: number; members: number }>(
      `SELECT n, count(*)::int AS members FROM (
         SELECT count(p.id)::int AS n FROM members m JOIN photos p ON p.member_id = m.id
         WHERE m.fictional GROUP BY m.id) x GROUP BY n ORDER BY n`
    );
    expect(counts.map((c) => c.n)).toEqual([1, 2, 3, 4, 5]);
    const second = await app.request("/cdn/avatars/gay/manmatch-1-male-2.svg");
    expect(second.status).toBe(200);
    const [first, other] = [
      await (await app.request("/cdn/avatars/gay/manmatch-1-male.svg")).text(),
      await second.text(),
    ];
    expect(other).not.toBe(first);
    expect((await app.request("/cdn/avatars/gay/manmatch-1.svg")).status).toBe(404);
  });

  it("serves the photo every seeded profile points at", async () => {
    const [photo] = await db.query<{ filename: string; thumb_filename: string }>(
      "SELECT filename, thumb_filename FROM photos ORDER BY id LIMIT 1"
    );
    expect(photo.thumb_filename).toBe(photo.filename);
    const res = await app.request(`/cdn/${photo.filename}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
  });
});

describe("plumbing", () => {
  it("answers /healthz", async () => {
    const res = await app.request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("answers unknown paths and oversized bodies with the contract's error body", async () => {
    expect(await errorOf(await api("/api/nothing.php", "flirthaven.localhost"))).toEqual({
      status: 404,
      body: { error: "not_found" },
    });
    const huge = await api(
      "/api/user.php",
      "flirthaven.localhost",
      post({ email: "a@b.c", password: "x".repeat(70_000) })
    );
    expect(await errorOf(huge)).toEqual({ status: 413, body: { error: "payload_too_large" } });
  });

  it("answers a failure with a bare code, keeping the details in the log", async () => {
    const seen: Record<string, unknown>[] = [];
    const broken = createApp({
      db: {
        query: () => Promise.reject(new Error("connection to the database lost at /srv/secret.ts:12")),
        transaction: () => Promise.reject(new Error("unused")),
        close: async () => undefined,
      },
      publicUrl: "http://cdn.test",
      log: (e) => seen.push(e),
    });
    const res = await broken.request("/api/settings.php?forced-domain=flirthaven.localhost");
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: "internal_error" });
    expect(text).not.toContain("secret");
    expect(seen).toContainEqual(expect.objectContaining({ level: "error", error: expect.stringContaining("lost") }));
  });
});

describe("chats and likes", () => {
  it("needs a logged-in member", async () => {
    for (const path of ["/api/chats.php", "/api/likes.php"]) {
      expect(await errorOf(await api(path, "flirthaven.localhost"))).toEqual({
        status: 403,
        body: { error: "authentication_required" },
      });
    }
  });

  it("gives the demo member conversations with unread messages, new likes, matches and a gift", async () => {
    const { token } = await login("flirthaven.localhost");
    const { chats } = endpoints.getChats.response.parse(
      await (await api("/api/chats.php", "flirthaven.localhost", bearer(token))).json()
    );
    expect(chats.map((c) => c.num_unread_messages).sort()).toEqual([0, 1, 1, 2, 3]);
    expect(chats[0].last_message?.text).toBeTruthy();
    // Today's messages, not a fixed old date: the newest came two hours before the seed ran.
    expect(Date.parse(chats[0].last_message!.sent_at)).toBe(START.getTime() - 2 * 3_600_000);
    expect(chats.filter((c) => c.last_message?.gift)).toHaveLength(1);
    const likes = endpoints.getLikes.response.parse(
      await (await api("/api/likes.php", "flirthaven.localhost", bearer(token))).json()
    );
    expect(likes.liked_by).toHaveLength(6);
    expect(likes.liked_by.filter((l) => l.like_new)).toHaveLength(4);
    expect(likes.profiles).toHaveLength(5);
    const liked = new Set(likes.profiles.map((p) => p.id));
    expect(likes.liked_by.filter((l) => liked.has(l.profile.id))).toHaveLength(3);
  });

  it("leaves out members pending deletion", async () => {
    const { token } = await login("flirthaven.localhost");
    const read = async () => ({
      chats: endpoints.getChats.response.parse(
        await (await api("/api/chats.php", "flirthaven.localhost", bearer(token))).json()
      ).chats,
      likes: endpoints.getLikes.response.parse(
        await (await api("/api/likes.php", "flirthaven.localhost", bearer(token))).json()
      ),
    });
    const before = await read();
    const leaving = [before.chats[0].profile.id, before.likes.liked_by[0].profile.id, before.likes.profiles[0].id];
    await db.query("UPDATE members SET deleted_at = now() WHERE id = ANY($1)", [leaving]);
    try {
      const after = await read();
      const ids = [
        ...after.chats.map((c) => c.profile.id),
        ...after.likes.liked_by.map((l) => l.profile.id),
        ...after.likes.profiles.map((p) => p.id),
      ];
      expect(ids.filter((id) => leaving.includes(id))).toEqual([]);
      expect(after.chats.length).toBeLessThan(before.chats.length);
    } finally {
      await db.query("UPDATE members SET deleted_at = NULL WHERE id = ANY($1)", [leaving]);
    }
  });
});

describe("the seeded data", () => {
  it("gives every site at least 300 members who fit the niche", async () => {
    const rows = await db.query<{
      domain: string;
      niche: number;
      total: number;
      women: number;
      men: number;
      min_age: number;
      max_age: number;
      hetero: number;
      gay: number;
      lesbian: number;
    }>(`
      SELECT s.domain, s.niche, count(*)::int AS total,
        count(*) FILTER (WHERE m.gender = 'female')::int AS women, count(*) FILTER (WHERE m.gender = 'male')::int AS men,
        count(*) FILTER (WHERE m.sexuality = 'hetero')::int AS hetero, count(*) FILTER (WHERE m.sexuality = 'gay')::int AS gay,
        count(*) FILTER (WHERE m.sexuality = 'lesbian')::int AS lesbian,
        min(date_part('year', age(DATE '2026-01-01', m.birthdate)))::int AS min_age,
        max(date_part('year', age(DATE '2026-01-01', m.birthdate)))::int AS max_age
      FROM members m JOIN sites s ON s.id = m.site_id WHERE NOT m.is_demo GROUP BY s.domain, s.niche`);
    expect(rows).toHaveLength(7);
    for (const r of rows) expect(r.total, r.domain).toBeGreaterThanOrEqual(300);
    const byNiche = Object.fromEntries(rows.map((r) => [r.niche, r]));
    // general: women and men, mostly hetero
    expect(byNiche[1].women).toBeGreaterThan(50);
    expect(byNiche[1].men).toBeGreaterThan(50);
    expect(byNiche[1].hetero / byNiche[1].total).toBeGreaterThan(0.7);
    // she: women, lesbian or bi
    expect(byNiche[2]).toMatchObject({ men: 0, hetero: 0, gay: 0 });
    // bdsm: mixed
    expect(byNiche[3].women).toBeGreaterThan(50);
    expect(byNiche[3].men).toBeGreaterThan(50);
    // bbw: mostly women, 25–60
    expect(byNiche[4].women / byNiche[4].total).toBeGreaterThan(0.8);
    expect([byNiche[4].min_age, byNiche[4].max_age]).toEqual([25, 60]);
    // gilf: women 60–85; milf: women 35–55
    expect(byNiche[5]).toMatchObject({ men: 0, min_age: 60, max_age: 85 });
    expect(byNiche[6]).toMatchObject({ men: 0, min_age: 35, max_age: 55 });
    // gay: men, gay or bi
    expect(byNiche[7]).toMatchObject({ women: 0, hetero: 0, lesbian: 0 });
    expect(byNiche[7].gay).toBeGreaterThan(byNiche[7].total / 2);
  });

  it("places members in real regions of their site's countries, and offers those regions", async () => {
    const misplaced = await db.query(`
      SELECT m.id FROM members m JOIN sites s ON s.id = m.site_id
      WHERE NOT (s.settings->'countries' ? m.country)
         OR NOT EXISTS (SELECT 1 FROM regions r WHERE r.country = m.country AND r.name = m.region)`);
    expect(misplaced).toHaveLength(0);
    const [{ cities }] = await db.query<{ cities: number }>(
      "SELECT count(DISTINCT city)::int AS cities FROM members WHERE country = 'DE'"
    );
    expect(cities).toBeGreaterThan(10);
  });

  it("gives members 3–8 of their site's interests, mostly a photo, mostly a confirmed account", async () => {
    const [stats] = await db.query<{
      bad_interests: number;
      with_photo: number;
      without_photo: number;
      confirmed: number;
      total: number;
    }>(`
      SELECT count(*) FILTER (WHERE cardinality(m.interests) NOT BETWEEN 3 AND 8
               OR NOT (m.interests <@ ARRAY(SELECT jsonb_array_elements_text(s.settings->'interests'))))::int AS bad_interests,
             count(p.id)::int AS with_photo, count(*) FILTER (WHERE p.id IS NULL)::int AS without_photo,
             count(*) FILTER (WHERE m.user_status = 'confirmed')::int AS confirmed, count(*)::int AS total
      FROM members m JOIN sites s ON s.id = m.site_id LEFT JOIN photos p ON p.member_id = m.id AND p.is_main
      WHERE NOT m.is_demo`);
    expect(stats.bad_interests).toBe(0);
    expect(stats.with_photo).toBeGreaterThan(stats.total * 0.8);
    expect(stats.without_photo).toBeGreaterThan(0);
    expect(stats.confirmed).toBeGreaterThan(stats.total * 0.9);
    expect(stats.total).toBe(MEMBERS_PER_SITE * DEMO_SITES.length);
  });

  it("holds exactly the repeatable seed plan", async () => {
    for (const { site, members } of buildSeed()) {
      const rows = await db.query<{ name: string; city: string; birthdate: string }>(
        `SELECT m.name, m.city, m.birthdate FROM members m JOIN sites s ON s.id = m.site_id
         WHERE s.domain = $1 AND NOT m.is_demo ORDER BY m.id`,
        [site.domain]
      );
      expect(rows, site.domain).toEqual(members.map((m) => ({ name: m.name, city: m.city, birthdate: m.birthdate })));
    }
  });

  it("seeds only an empty database", async () => {
    expect(await seedIfEmpty(db)).toBe(false);
    expect(await migrate(db)).toEqual([]);
    const [{ count }] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM sites");
    expect(count).toBe(DEMO_SITES.length);
  });
});
