import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app/api/endpoints";
import { createApp } from "./app";
import { openDb, type Db } from "./db";
import { migrate } from "./migrate";
import { DEMO_PASSWORD, demoEmail, MEMBERS_PER_SITE, seedIfEmpty } from "./seed";
import { DEMO_SITES } from "./seed/sites";

let db: Db;
let app: ReturnType<typeof createApp>;
const warnings: Record<string, unknown>[] = [];

beforeAll(async () => {
  db = await openDb({ dataDir: "memory" });
  await migrate(db);
  await seedIfEmpty(db);
  app = createApp({ db, publicUrl: "http://cdn.test", log: (e) => warnings.push(e) });
});
afterAll(() => db.close());

const api = (path: string, domain: string, init: RequestInit = {}) =>
  app.request(`${path}${path.includes("?") ? "&" : "?"}forced-domain=${domain}`, init);
const json = (body: unknown) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

async function login(domain = "manmatch.localhost") {
  const res = await api("/api/user.php", domain, json({ email: demoEmail(domain), password: DEMO_PASSWORD }));
  expect(res.status).toBe(200);
  return endpoints.login.response.parse(await res.json());
}

describe("login and the session", () => {
  it("logs the demo member in with a token of at least 128 bits", async () => {
    const { user, token } = await login();
    expect(user.email).toBe("demo@manmatch.example");
    expect(user.profile.gender).toBe("male");
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const wrong = await api(
      "/api/user.php",
      "manmatch.localhost",
      json({ email: "demo@manmatch.example", password: "nope" })
    );
    const unknown = await api(
      "/api/user.php",
      "manmatch.localhost",
      json({ email: "nobody@manmatch.example", password: "nope" })
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "login_failed" });
    expect(await unknown.json()).toEqual({ error: "login_failed" });
  });

  it("refuses a malformed body with validation_failed", async () => {
    const res = await api("/api/user.php", "manmatch.localhost", json({ email: "not-an-email" }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "validation_failed",
      fields: { email: "invalid_string", password: "invalid_type" },
    });
  });

  it("knows the member by the token, and nobody without it or after logout", async () => {
    const { token } = await login();
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const me = endpoints.getUser.response.parse(await (await api("/api/user.php", "manmatch.localhost", auth)).json());
    expect(me.user?.email).toBe("demo@manmatch.example");
    expect(await (await api("/api/user.php", "manmatch.localhost")).json()).toEqual({ user: null });
    // A token is only good on its own site.
    expect(await (await api("/api/user.php", "flirthaven.localhost", auth)).json()).toEqual({ user: null });

    expect((await api("/api/logout.php", "manmatch.localhost", auth)).status).toBe(200);
    expect(await (await api("/api/user.php", "manmatch.localhost", auth)).json()).toEqual({ user: null });
  });

  it("saves the language only for a logged-in member", async () => {
    const put = (headers: Record<string, string>) =>
      api("/api/user.php", "manmatch.localhost", {
        method: "PUT",
        body: JSON.stringify({ language: "pl" }),
        headers: { "Content-Type": "application/json", ...headers },
      });
    const anonymous = await put({});
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ error: "authentication_required" });
    const { token } = await login();
    const saved = endpoints.updateUser.response.parse(await (await put({ Authorization: `Bearer ${token}` })).json());
    expect(saved.user.language).toBe("pl");
  });

  it("stores scrypt hashes and token hashes, never the secrets", async () => {
    const { token } = await login();
    const [member] = await db.query<{ password_hash: string }>("SELECT password_hash FROM members WHERE email = $1", [
      "demo@manmatch.example",
    ]);
    expect(member.password_hash).toMatch(/^scrypt\$/);
    expect(member.password_hash).not.toContain(DEMO_PASSWORD);
    const stored = await db.query("SELECT 1 FROM sessions WHERE token_hash = $1", [token]);
    expect(stored).toHaveLength(0);
  });
});

describe("site data", () => {
  it("answers each site's settings, and the general site for an unknown domain", async () => {
    for (const site of DEMO_SITES) {
      const { settings } = endpoints.getSettings.response.parse(
        await (await api("/api/settings.php", site.domain)).json()
      );
      expect(settings).toMatchObject({
        name: site.name,
        niche: site.niche,
        domain: site.domain,
        cdn_prefix: "http://cdn.test/cdn/",
      });
    }
    const fallback = endpoints.getSettings.response.parse(
      await (await api("/api/settings.php", "brand-new.example")).json()
    );
    expect(fallback.settings.name).toBe("FlirtHaven");
    expect(warnings).toContainEqual(
      expect.objectContaining({ msg: "unknown forced-domain, serving the fallback site", domain: "brand-new.example" })
    );
  });

  it("lets the query play a visitor from another country", async () => {
    const { settings } = endpoints.getSettings.response.parse(
      await (await api("/api/settings.php?geoip=de", "silversparks.localhost")).json()
    );
    expect(settings.geoip_country).toBe("DE");
    expect(settings.geoip_selected_country).toBeNull();
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
    const { company } = endpoints.getCompanyInfo.response.parse(
      await (await api("/api/companyinfo.php", "flirthaven.localhost")).json()
    );
    expect(company.kvk).toMatch(/^\d{8}$/);
  });

  it("draws avatars as SVG", async () => {
    const res = await app.request("/cdn/avatars/manmatch-1-male.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg/);
    expect((await app.request("/cdn/avatars/..%2Fsecret.svg")).status).toBe(404);
  });
});

describe("the demo data", () => {
  it("gives every site its members, fitting the niche", async () => {
    const rows = await db.query<{
      domain: string;
      niche: number;
      total: number;
      women: number;
      men: number;
      min_age: number;
      max_age: number;
    }>(`
      SELECT s.domain, s.niche, count(*)::int AS total,
        count(*) FILTER (WHERE m.gender = 'female')::int AS women, count(*) FILTER (WHERE m.gender = 'male')::int AS men,
        min(date_part('year', age(DATE '2026-01-01', m.birthdate)))::int AS min_age,
        max(date_part('year', age(DATE '2026-01-01', m.birthdate)))::int AS max_age
      FROM members m JOIN sites s ON s.id = m.site_id WHERE NOT m.is_demo GROUP BY s.domain, s.niche`);
    expect(rows).toHaveLength(7);
    for (const r of rows) expect(r.total, r.domain).toBeGreaterThanOrEqual(300);
    const byNiche = Object.fromEntries(rows.map((r) => [r.niche, r]));
    expect(byNiche[7].women).toBe(0); // gay
    expect(byNiche[2].men).toBe(0); // she
    expect(byNiche[5].min_age).toBeGreaterThanOrEqual(60); // gilf
    expect(byNiche[6].min_age).toBeGreaterThanOrEqual(35); // milf
    expect(byNiche[6].max_age).toBeLessThanOrEqual(55);
    expect(byNiche[1].women).toBeGreaterThan(0);
    expect(byNiche[1].men).toBeGreaterThan(0);
    const lesbians = await db.query(
      "SELECT 1 FROM members m JOIN sites s ON s.id = m.site_id WHERE s.niche = 7 AND m.sexuality NOT IN ('gay', 'bi')"
    );
    expect(lesbians).toHaveLength(0);
  });

  it("places members in real regions of their site's countries", async () => {
    const misplaced = await db.query(`
      SELECT m.id FROM members m JOIN sites s ON s.id = m.site_id
      WHERE NOT (s.settings->'countries' ? m.country)
         OR NOT EXISTS (SELECT 1 FROM regions r WHERE r.country = m.country AND r.name = m.region)`);
    expect(misplaced).toHaveLength(0);
  });

  it("is the same every time it is made", async () => {
    const other = await openDb({ dataDir: "memory" });
    try {
      await migrate(other);
      await seedIfEmpty(other);
      const names = (d: Db) =>
        d.query<{ name: string; city: string }>("SELECT name, city FROM members ORDER BY id LIMIT 50");
      expect(await names(other)).toEqual(await names(db));
      expect(await seedIfEmpty(other)).toBe(false);
    } finally {
      await other.close();
    }
  });

  it("keeps the member count per site", async () => {
    const [{ count }] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM members WHERE NOT is_demo"
    );
    expect(count).toBe(MEMBERS_PER_SITE * DEMO_SITES.length);
  });
});

describe("chats and likes", () => {
  it("needs a logged-in member", async () => {
    for (const path of ["/api/chats.php", "/api/likes.php"]) {
      const res = await api(path, "flirthaven.localhost");
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: "authentication_required" });
    }
  });

  it("gives the demo member conversations with unread messages and new likes", async () => {
    const { token } = await login("flirthaven.localhost");
    const auth = { headers: { Authorization: `Bearer ${token}` } };
    const { chats } = endpoints.getChats.response.parse(
      await (await api("/api/chats.php", "flirthaven.localhost", auth)).json()
    );
    expect(chats.map((c) => c.num_unread_messages).sort()).toEqual([0, 1, 2, 3]);
    expect(chats[0].last_message?.text).toBeTruthy();
    const likes = endpoints.getLikes.response.parse(
      await (await api("/api/likes.php", "flirthaven.localhost", auth)).json()
    );
    expect(likes.liked_by).toHaveLength(6);
    expect(likes.liked_by.filter((l) => l.like_new)).toHaveLength(4);
    expect(likes.profiles).toHaveLength(3);
  });
});
