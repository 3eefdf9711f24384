// Signup, its policy and tracking, and activation, through real HTTP answers of the reference API
// over an in-memory PGlite with the full seed (DEMO_SITES: velvetropes with_trafficsource,
// matureflame invite-only, the rest open).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app/api/endpoints";
import type { Db } from "./db";
import { openTestDb } from "./testing/db";
import { demoEmail, seedIfEmpty } from "./seed";
import { createApp } from "./server";
import { readOutbox } from "./mail/outbox";
import { ACTIVATION_DAYS, RESEND_INTERVAL_MS } from "./routes/signup";

let db: Db;
let app: ReturnType<typeof createApp>;
let now = new Date("2026-06-01T12:00:00Z");

beforeAll(async () => {
  db = await openTestDb();
  await seedIfEmpty(db);
  app = createApp({
    db,
    publicUrl: "http://cdn.test",
    clock: () => now,
    log: () => {},
    siteUrl: (d) => `http://${d}:3000`,
  });
}, 60_000);
afterAll(() => db?.close());

const api = (path: string, domain: string, init: RequestInit = {}) =>
  app.request(`${path}?forced-domain=${domain}`, init);
// Every request from its own address: the daily limits per IP are tested in limits.test.ts.
let ip = 0;
const post = (body: unknown, token?: string) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: {
    "Content-Type": "application/json",
    "X-Forwarded-For": `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
});
let n = 0;
const form = (over: Record<string, unknown> = {}) => ({
  email: `new${++n}@example.com`,
  name: `Newbie${n}`,
  password: "secret123",
  date_of_birth: "1990-05-17",
  gender: "male",
  sexuality: "hetero",
  country: "NL",
  city: "Utrecht",
  signup_message: "Hello there",
  language: "de",
  ...over,
});
const signup = (body: unknown, domain = "flirthaven.localhost") => api("/api/signup.php", domain, post(body));
const activationToken = async (email: string) => {
  const [mail] = await readOutbox(db, email);
  expect(mail.kind).toBe("activation");
  return new URL(mail.link!).pathname.split("/").pop()!;
};

describe("signup policy", () => {
  it("is open on sites with signups 'all'", async () => {
    expect((await signup(form())).status).toBe(200);
  });
  it("refuses invite-only sites", async () => {
    const res = await signup(form({ country: "FR" }), "matureflame.localhost");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "invite_only" });
  });
  it("opens with_trafficsource sites only with a network", async () => {
    expect((await signup(form({ country: "DE" }), "velvetropes.localhost")).status).toBe(403);
    const ok = await signup(form({ country: "DE", tracking: { network: "ads1" } }), "velvetropes.localhost");
    expect(ok.status).toBe(200);
  });
});

describe("a new account", () => {
  it("is logged in, unconfirmed, with the signup credits, the profile fields and the tracking stored", async () => {
    const body = form({ tracking: { network: "net", ref: "r1", sub1: "a", sub2: "b", sub3: "c" }, region: "Utrecht" });
    const res = await signup(body);
    expect(res.status).toBe(200);
    const { user, token } = endpoints.signup.response.parse(await res.json());
    expect(user).toMatchObject({ status: "not_confirmed", credits: 20, language: "de", email: body.email });
    expect(user.profile).toMatchObject({
      status: "disabled",
      gender: "male",
      sexuality: "hetero",
      country: "NL",
      city: "Utrecht",
      age: 36,
    });
    const [row] = await db.query<Record<string, unknown>>(
      "SELECT network, ref, sub1, sub2, sub3, signup_message FROM members WHERE email = $1",
      [body.email]
    );
    expect(row).toEqual({ network: "net", ref: "r1", sub1: "a", sub2: "b", sub3: "c", signup_message: "Hello there" });
    const me = await app.request("/api/user.php?forced-domain=flirthaven.localhost", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect((await me.json()).user.email).toBe(body.email);
    const [mail] = await readOutbox(db, body.email);
    expect(mail).toMatchObject({ kind: "activation", language: "de" });
    expect(mail.subject).toContain("Bestätige");
    expect(mail.link).toMatch(/^http:\/\/flirthaven\.localhost:3000\/activate\/[\w-]{43}$/);
  });

  it("keeps the target profile of /members/{id}/signup", async () => {
    const [target] = await db.query<{ id: number }>(
      "SELECT m.id FROM members m JOIN sites s ON s.id = m.site_id WHERE s.domain = 'flirthaven.localhost' AND m.password_hash IS NULL LIMIT 1"
    );
    const body = form({ target_profile_id: target.id });
    expect((await signup(body)).status).toBe(200);
    const [row] = await db.query<{ target_profile_id: number }>(
      "SELECT target_profile_id FROM members WHERE email = $1",
      [body.email]
    );
    expect(row.target_profile_id).toBe(target.id);
  });
});

describe("validation codes", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["a malformed e-mail", { email: "anna@gmail" }, "email", "invalid_email"],
    ["an e-mail with an account", { email: demoEmail("flirthaven.localhost").toUpperCase() }, "email", "email_taken"],
    [
      "a name equal to the e-mail",
      { email: "same@example.com", name: "Same@example.com" },
      "name",
      "name_equals_email",
    ],
    ["a name starting with @", { name: "@anna" }, "name", "name_starts_with_at"],
    ["an empty name", { name: "  " }, "name", "name_required"],
    ["an underage member", { date_of_birth: "2010-01-01" }, "date_of_birth", "date_of_birth_underage"],
    ["18 tomorrow", { date_of_birth: "2008-06-02" }, "date_of_birth", "date_of_birth_underage"],
    ["an impossible date", { date_of_birth: "1990-02-31" }, "date_of_birth", "date_of_birth_invalid"],
    ["a date in the future", { date_of_birth: "2030-01-01" }, "date_of_birth", "date_of_birth_invalid"],
    ["a short password", { password: "abc" }, "password", "password_too_short"],
    ["a country the site does not serve", { country: "XX" }, "country", "country_required"],
    ["a region of another country", { country: "NL", region: "Bayern" }, "region", "invalid_region"],
  ];
  it.each(cases)("refuses %s", async (_, over, field, code) => {
    const res = await signup(form(over));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "validation_failed", fields: { [field]: code } });
  });
  it("names an account pending deletion", async () => {
    const body = form();
    expect((await signup(body)).status).toBe(200);
    await db.query("UPDATE members SET deleted_at = $2 WHERE email = $1", [body.email, now]);
    const res = await signup(form({ email: body.email }));
    expect(await res.json()).toMatchObject({ fields: { email: "account_pending_deletion" } });
  });
  it("lets the address sign up again once the 14 days of a deletion have passed", async () => {
    const body = form();
    expect((await signup(body)).status).toBe(200);
    const fifteenDaysAgo = new Date(now.getTime() - 15 * 86_400_000);
    await db.query("UPDATE members SET deleted_at = $2 WHERE email = $1", [body.email, fifteenDaysAgo]);
    expect((await signup(form({ email: body.email }))).status).toBe(200);
  });
  it("accepts someone who turns 18 today", async () => {
    expect((await signup(form({ date_of_birth: "2008-06-01" }))).status).toBe(200);
  });
});

describe("hostile input", () => {
  const fieldOf = async (res: Response) => {
    expect(res.status).toBe(400);
    return ((await res.json()) as { error: string; fields: Record<string, string> }).fields;
  };

  it.each(["name", "city", "region", "signup_message"])("refuses a NUL in %s with a field error", async (field) => {
    const fields = await fieldOf(await signup(form({ region: "Utrecht", [field]: "Ann\u0000a" })));
    expect(Object.keys(fields)).toEqual([field]);
  });

  it("refuses a target profile id beyond the database's integers", async () => {
    for (const id of [99_999_999_999, 2 ** 31, -1, 0]) {
      expect(await fieldOf(await signup(form({ target_profile_id: id })))).toEqual({
        target_profile_id: expect.any(String),
      });
    }
  });

  it("strips bidi overrides and zero-width characters from the name other members see", async () => {
    const res = await signup(form({ name: "\u202eAnna\u200b\u2066" }));
    expect(res.status).toBe(200);
    expect(endpoints.signup.response.parse(await res.json()).user.profile.name).toBe("Anna");
  });
});

describe("activation", () => {
  it("confirms the account once; a used link fails", async () => {
    const body = form();
    const { token: session } = await (await signup(body)).json();
    const token = await activationToken(body.email);
    expect((await api("/api/activate.php", "flirthaven.localhost", post({ token }))).status).toBe(200);
    const me = await app.request("/api/user.php?forced-domain=flirthaven.localhost", {
      headers: { Authorization: `Bearer ${session}` },
    });
    const { user } = await me.json();
    expect(user.status).toBe("confirmed");
    expect(user.profile.status).toBe("active");
    const again = await api("/api/activate.php", "flirthaven.localhost", post({ token }));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "activation_failed" });
    // Confirmed members get no new mail.
    const resend = await api("/api/activation-mail.php", "flirthaven.localhost", post({}, session));
    expect(await resend.json()).toEqual({ sent: false });
  });

  it("expires, and a new mail replaces the old link", async () => {
    const body = form();
    const { token: session } = await (await signup(body)).json();
    const first = await activationToken(body.email);
    const start = now;
    const resend = () => api("/api/activation-mail.php", "flirthaven.localhost", post({}, session));
    // Within a minute a repeated click sends nothing new, and says so.
    expect(await (await resend()).json()).toEqual({ sent: false });
    expect(await activationToken(body.email)).toBe(first);
    now = new Date(start.getTime() + RESEND_INTERVAL_MS + 1000);
    expect(await (await resend()).json()).toEqual({ sent: true });
    const second = await activationToken(body.email);
    expect(second).not.toBe(first);
    expect((await api("/api/activate.php", "flirthaven.localhost", post({ token: first }))).status).toBe(400);
    now = new Date(start.getTime() + RESEND_INTERVAL_MS + ACTIVATION_DAYS * 86_400_000 + 2000);
    try {
      expect((await api("/api/activate.php", "flirthaven.localhost", post({ token: second }))).status).toBe(400);
    } finally {
      now = new Date(start.getTime() + RESEND_INTERVAL_MS + 1000);
    }
    expect((await api("/api/activate.php", "flirthaven.localhost", post({ token: second }))).status).toBe(200);
    now = start;
  });

  it("does not activate with a token of another site or a made-up one", async () => {
    const body = form();
    await signup(body);
    const token = await activationToken(body.email);
    expect((await api("/api/activate.php", "manmatch.localhost", post({ token }))).status).toBe(400);
    expect((await api("/api/activate.php", "flirthaven.localhost", post({ token: "nope" }))).status).toBe(400);
  });

  it("asks for a login to resend", async () => {
    expect((await api("/api/activation-mail.php", "flirthaven.localhost", post({}))).status).toBe(403);
  });
});
