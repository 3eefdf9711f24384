// The development tools of the reference API: the outbox/mailbox and the movable clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "./db";
import { sendMail } from "./mail/outbox";
import { migrate } from "./migrate";
import { createApp } from "./server";

let db: Db;
let siteId: number;

beforeAll(async () => {
  db = await openDb({ dataDir: "memory" });
  await migrate(db);
  [{ id: siteId }] = await db.query<{ id: number }>(
    `INSERT INTO sites (domain, name, niche, settings, company) VALUES ('a.localhost', 'A', 1, '{}', '{}') RETURNING id`
  );
});
afterAll(() => db?.close());

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
    const app = createApp({ db, publicUrl: "http://cdn.test", devTools: true });
    await sendMail(db, mail("Ann@Example.com", "first"));
    await sendMail(db, mail("ann@example.com", "second"));
    await sendMail(db, mail("bob@example.com", "other"));
    const res = await app.request("/dev/outbox.json?to=ANN@example.com");
    const { mails } = (await res.json()) as { mails: { subject: string; link: string; language: string }[] };
    expect(mails.map((m) => m.subject)).toEqual(["second", "first"]);
    expect(mails[0]).toMatchObject({ link: "http://a.localhost/activate?t=1", language: "nl" });
  });

  it("shows mails on an HTML page with their text escaped", async () => {
    const app = createApp({ db, publicUrl: "http://cdn.test", devTools: true });
    await sendMail(db, mail("eve@example.com", "<script>alert(1)</script>"));
    const page = await (await app.request("/dev/mailbox?to=eve@example.com")).text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    expect(page).toContain('href="http://a.localhost/activate?t=1"');
  });

  it("is not there when the tools are off (production)", async () => {
    const app = createApp({ db, publicUrl: "http://cdn.test", devTools: false });
    expect((await app.request("/dev/mailbox")).status).toBe(404);
    expect((await app.request("/dev/clock", { method: "POST", body: '{"advanceMs":1}' })).status).toBe(404);
  });
});

describe("movable clock", () => {
  it("moves the clock every rule reads forward, and back to real time on reset", async () => {
    const app = createApp({ db, publicUrl: "http://cdn.test", devTools: true });
    const post = (body: unknown) =>
      app.request("/dev/clock", {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      });
    const res = await post({ advanceMs: 15 * 60_000 });
    const { now, offsetMs } = (await res.json()) as { now: string; offsetMs: number };
    expect(offsetMs).toBe(15 * 60_000);
    expect(new Date(now).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await post({ advanceMs: -5 })).status).toBe(400);
    expect(((await (await post({ reset: true })).json()) as { offsetMs: number }).offsetMs).toBe(0);
  });
});
