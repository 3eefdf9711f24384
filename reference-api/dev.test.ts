// The development tools of the reference API: the outbox/mailbox behind the per-start key, the
// movable clock only in test mode and only same-origin, and nothing at all in production.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "./db";
import { openTestDb } from "./test-db";
import { sendMail } from "./mail/outbox";
import { createApp } from "./server";

let db: Db;
let siteId: number;

beforeAll(async () => {
  db = await openTestDb({ server: false });
  [{ id: siteId }] = await db.query<{ id: number }>(
    `INSERT INTO sites (domain, name, niche, settings, company) VALUES ('a.localhost', 'A', 1, '{}', '{}') RETURNING id`
  );
});
afterAll(() => db?.close());

const KEY = "per-start-secret";
const devApp = (testClock = false) =>
  createApp({ db, publicUrl: "http://cdn.test", devTools: { key: KEY, testClock } });
const withKey = (path: string) => `${path}${path.includes("?") ? "&" : "?"}key=${KEY}`;

const mail = (to: string, subject: string) => ({
  siteId,
  fromName: "A",
  to,
  language: "nl",
  kind: "activation",
  subject,
  body: `Hallo,\nklik hier: http://a.localhost/activate?t=1`,
  link: "http://a.localhost/activate?t=1",
});

describe("outbox and mailbox", () => {
  it("keeps every mail and lists it per address, newest first", async () => {
    const app = devApp();
    await sendMail(db, mail("Ann@Example.com", "first"));
    await sendMail(db, mail("ann@example.com", "second"));
    await sendMail(db, mail("bob@example.com", "other"));
    const res = await app.request("/dev/outbox.json?to=ANN@example.com", { headers: { "X-Dev-Key": KEY } });
    const { mails } = (await res.json()) as { mails: { subject: string; link: string; language: string }[] };
    expect(mails.map((m) => m.subject)).toEqual(["second", "first"]);
    expect(mails[0]).toMatchObject({ link: "http://a.localhost/activate?t=1", language: "nl" });
  });

  it("shows mails on an HTML page with their text escaped", async () => {
    const app = devApp();
    await sendMail(db, mail("eve@example.com", "<script>alert(1)</script>"));
    const page = await (await app.request(withKey("/dev/mailbox?to=eve@example.com"))).text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain('href="http://a.localhost/activate?t=1"');
  });

  it("answers only with the per-start key: the mailbox holds working reset links", async () => {
    const app = devApp(true);
    for (const path of ["/dev/mailbox", "/dev/outbox.json", "/dev/clock"]) {
      expect((await app.request(path)).status, path).toBe(403);
      expect((await app.request(`${path}?key=guess`)).status, path).toBe(403);
      expect((await app.request(path, { headers: { "X-Dev-Key": "" } })).status, path).toBe(403);
      expect((await app.request(withKey(path))).status, path).toBe(200);
    }
  });
});

describe("in production", () => {
  afterEach(() => void vi.unstubAllEnvs());

  // createApp drops the tools under NODE_ENV=production whatever it is given (main.ts gives none).
  // The environment is read once per process, so the app comes from modules loaded afresh after it.
  it.each(["/dev/mailbox", "/dev/outbox.json", "/dev/clock"])("%s is not there, key or not", async (path) => {
    vi.stubEnv("NODE_ENV", "production");
    vi.resetModules();
    const { createApp: createProductionApp } = await import("./server");
    const app = createProductionApp({ db, publicUrl: "http://cdn.test", devTools: { key: KEY, testClock: true } });
    for (const method of ["GET", "POST"]) {
      const init = { method, headers: { "Content-Type": "application/json" } };
      const body = method === "POST" ? { body: '{"advanceMs":1}' } : {};
      expect((await app.request(withKey(path), { ...init, ...body })).status).toBe(404);
    }
  });
});

describe("movable clock", () => {
  const post = (app: ReturnType<typeof createApp>, body: unknown, headers: Record<string, string> = {}) =>
    app.request(withKey("/dev/clock"), {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", ...headers },
    });

  it("is there in test mode only, not under `npm start`", async () => {
    const app = devApp(false);
    expect((await app.request(withKey("/dev/clock"))).status).toBe(404);
    expect((await post(app, { advanceMs: 60_000 })).status).toBe(404);
    expect((await app.request(withKey("/dev/mailbox"))).status).toBe(200);
  });

  it("refuses a cross-origin POST and a form post", async () => {
    const app = devApp(true);
    expect((await post(app, { advanceMs: 1 }, { Origin: "http://evil.example" })).status).toBe(403);
    expect((await post(app, { advanceMs: 1 }, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const form = await app.request(withKey("/dev/clock"), {
      method: "POST",
      body: "advanceMs=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect(((await (await app.request(withKey("/dev/clock"))).json()) as { offsetMs: number }).offsetMs).toBe(0);
  });

  it("moves the clock every rule reads forward, and back to real time on reset", async () => {
    const app = devApp(true);
    const move = (body: unknown) => post(app, body);
    const res = await move({ advanceMs: 15 * 60_000 });
    const { now, offsetMs } = (await res.json()) as { now: string; offsetMs: number };
    expect(offsetMs).toBe(15 * 60_000);
    expect(new Date(now).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await move({ advanceMs: -5 })).status).toBe(400);
    expect(((await (await move({ reset: true })).json()) as { offsetMs: number }).offsetMs).toBe(0);
  });
});
