// The development tools of the reference API: the outbox/mailbox behind the per-start key; the
// test tools (members made to order, each member's own clock) only in test mode and only
// same-origin; nothing at all in production.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "./db";
import { openTestDb } from "./testing/db";
import { likeBackPlan } from "./like-backs";
import { readOutbox, sendMail } from "./mail/outbox";
import { endpoints } from "../app/api/endpoints";
import type { DevMember } from "./routes/dev-members";
import { createApp } from "./server";

let db: Db;
let siteId: number;

beforeAll(async () => {
  db = await openTestDb();
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
    for (const path of ["/dev/mailbox", "/dev/outbox.json", "/dev/clock?member=1", "/dev/members"]) {
      const init: { method?: string; body?: string; headers?: Record<string, string> } =
        path === "/dev/members" ? { method: "POST", ...json({ site: "a.localhost" }) } : {};
      expect((await app.request(path, init)).status, path).toBe(403);
      expect((await app.request(`${path}${path.includes("?") ? "&" : "?"}key=guess`, init)).status, path).toBe(403);
      expect((await app.request(path, { ...init, headers: { ...init.headers, "X-Dev-Key": "" } })).status, path).toBe(
        403
      );
      expect((await app.request(withKey(path), init)).status, path).not.toBe(403);
    }
  });
});

describe("in production", () => {
  afterEach(() => void vi.unstubAllEnvs());

  // createApp drops the tools under NODE_ENV=production whatever it is given (main.ts gives none).
  // The environment is read once per process, so the app comes from modules loaded afresh after it.
  it.each(["/dev/mailbox", "/dev/outbox.json", "/dev/clock", "/dev/members"])(
    "%s is not there, key or not",
    async (path) => {
      vi.stubEnv("NODE_ENV", "production");
      vi.resetModules();
      const { createApp: createProductionApp } = await import("./server");
      const app = createProductionApp({ db, publicUrl: "http://cdn.test", devTools: { key: KEY, testClock: true } });
      for (const method of ["GET", "POST"]) {
        const init = { method, headers: { "Content-Type": "application/json" } };
        const body = method === "POST" ? { body: '{"advanceMs":1}' } : {};
        expect((await app.request(withKey(path), { ...init, ...body })).status).toBe(404);
      }
    }
  );
});

const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
const post = (app: ReturnType<typeof createApp>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(withKey(path), {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...headers },
  });
const asMember = (app: ReturnType<typeof createApp>, path: string, token: string, init: RequestInit = {}) =>
  app.request(`${path}?forced-domain=a.localhost`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
  });
const userOf = async (app: ReturnType<typeof createApp>, token: string) =>
  endpoints.getUser.response.parse(await (await asMember(app, "/api/user.php", token)).json()).user;
async function made(res: Response) {
  expect(res.status).toBe(201);
  return (await res.json()) as DevMember;
}

describe("members made to order", () => {
  it("are there in test mode only, not under `npm start`", async () => {
    const app = devApp(false);
    expect((await post(app, "/dev/members", { site: "a.localhost" })).status).toBe(404);
    expect((await app.request(withKey("/dev/clock?member=1"))).status).toBe(404);
    expect((await app.request(withKey("/dev/mailbox"))).status).toBe(200);
  });

  it("refuses a cross-origin POST, a form post, an unknown site and a field it does not know", async () => {
    const app = devApp(true);
    const body = { site: "a.localhost" };
    expect((await post(app, "/dev/members", body, { Origin: "http://evil.example" })).status).toBe(403);
    expect((await post(app, "/dev/members", body, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const form = await app.request(withKey("/dev/members"), {
      method: "POST",
      body: "site=a.localhost",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await post(app, "/dev/members", { site: "nowhere.localhost" })).status).toBe(404);
    expect((await post(app, "/dev/members", { ...body, credits: -1 })).status).toBe(400);
    expect((await post(app, "/dev/members", { ...body, admin: true })).status).toBe(400);
    expect((await post(app, "/dev/members", { ...body, likes: [2_000_000_000] })).status).toBe(404);
  });

  it("makes a member in the state asked for, signed in, who can also log in with the password", async () => {
    const app = devApp(true);
    const hour = 3_600_000;
    const member = await made(
      await post(app, "/dev/members", {
        site: "a.localhost",
        name: "Robin",
        email: "robin@example.com",
        password: "secret123",
        credits: 7,
        paid: true,
        photos: 2,
        confirmed: false,
        signedUpAgoMs: 3 * hour,
        language: "de",
      })
    );
    expect(member).toMatchObject({ name: "Robin", email: "robin@example.com", password: "secret123" });
    const user = (await userOf(app, member.token!))!;
    expect(user).toMatchObject({ status: "not_confirmed", credits: 7, paid_user: true, language: "de" });
    // Drawn in the portrait set of the site's niche (1, general).
    expect(user.profile.main_image?.filename).toMatch(/^avatars\/general\/member-\d+-female\.svg$/);
    expect(Date.now() - new Date(user.signup_date).getTime()).toBeGreaterThanOrEqual(3 * hour);
    const login = await app.request("/api/user.php?forced-domain=a.localhost", {
      method: "POST",
      ...json({ email: "robin@example.com", password: "secret123" }),
    });
    expect(login.status).toBe(200);
  });

  it("makes likes given and received (a match when mutual), blocks, operated profiles and conversations", async () => {
    const app = devApp(true);
    const profile = await made(await post(app, "/dev/members", { site: "a.localhost", fictional: true }));
    expect(profile).toMatchObject({ email: null, password: null, token: null });
    const other = await made(await post(app, "/dev/members", { site: "a.localhost" }));
    const member = await made(
      await post(app, "/dev/members", { site: "a.localhost", likes: [other.id], likedBy: [other.id, profile.id] })
    );
    const likes = endpoints.getLikes.response.parse(
      await (await asMember(app, "/api/likes.php", member.token!)).json()
    );
    expect(likes.profiles.map((p) => p.id)).toEqual([other.id]);
    expect(likes.liked_by.map((l) => l.profile.id).sort()).toEqual([other.id, profile.id].sort());

    const sent = await post(app, "/dev/messages", { from: other.id, to: member.id, text: "Hello there" });
    expect(sent.status).toBe(201);
    const { chats } = endpoints.getChats.response.parse(
      await (await asMember(app, "/api/chats.php", member.token!)).json()
    );
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ profile: { id: other.id }, num_unread_messages: 1 });

    const blocker = await made(await post(app, "/dev/members", { site: "a.localhost", blocks: [member.id] }));
    const seen = await app.request(`/api/member.php?forced-domain=a.localhost&id=${blocker.id}`, {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(seen.status).toBe(403);
  });

  it("makes an invisible member, notification preferences and what the mail system turned off", async () => {
    const app = devApp(true);
    const member = await made(
      await post(app, "/dev/members", {
        site: "a.localhost",
        invisible: true,
        notificationsDisabled: [{ reason: "bounce" }, { reason: "listunsubscribe", kind: "news" }],
        preferences: { email: { promotions: false }, push: { like: false } },
      })
    );
    const { settings } = endpoints.getNotificationSettings.response.parse(
      await (await asMember(app, "/api/notification-settings.php", member.token!)).json()
    );
    expect(settings).toMatchObject({
      invisible: true,
      email: { promotions: false, news: true },
      push: { like: false, new_messages: true },
      disabled: [
        { reason: "bounce", kind: "all" },
        { reason: "listunsubscribe", kind: "news" },
      ],
    });
    expect((await userOf(app, member.token!))!.notifications_disabled).toEqual(["bounce", "listunsubscribe"]);
    const other = await made(await post(app, "/dev/members", { site: "a.localhost" }));
    const seen = await app.request(`/api/member.php?forced-domain=a.localhost&id=${member.id}`, {
      headers: { Authorization: `Bearer ${other.token}` },
    });
    expect(seen.status).toBe(404);
    // A kind of e-mail that does not exist is refused, as every unknown field is.
    const refused = await post(app, "/dev/members", { site: "a.localhost", preferences: { email: { spam: false } } });
    expect(refused.status).toBe(400);
  });

  it("makes an account pending deletion: its login says so", async () => {
    const app = devApp(true);
    const member = await made(
      await post(app, "/dev/members", { site: "a.localhost", password: "secret123", pendingDeletion: true })
    );
    const login = await app.request("/api/user.php?forced-domain=a.localhost", {
      method: "POST",
      ...json({ email: member.email, password: "secret123" }),
    });
    expect(login.status).toBe(409);
  });
});

describe("more domains of a site", () => {
  it("serves a domain given to a site as that site, in test mode only", async () => {
    const settingsOf = async (app: ReturnType<typeof createApp>, domain: string) =>
      app.request(`/api/company.php?forced-domain=${domain}`);
    expect(
      (await post(devApp(false), "/dev/site-domains", { domain: "b.localhost", site: "a.localhost" })).status
    ).toBe(404);
    const app = devApp(true);
    expect((await settingsOf(app, "b.localhost")).status).toBe(404);
    expect((await post(app, "/dev/site-domains", { domain: "b.localhost", site: "nowhere.localhost" })).status).toBe(
      404
    );
    expect((await post(app, "/dev/site-domains", { domain: "B Localhost", site: "a.localhost" })).status).toBe(400);
    expect((await post(app, "/dev/site-domains", { domain: "b.localhost", site: "a.localhost" })).status).toBe(200);
    // Site A's members: the demo member made on A logs in on B.
    const member = await made(await post(app, "/dev/members", { site: "a.localhost" }));
    const login = await app.request("/api/user.php?forced-domain=b.localhost", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(login.status).toBe(200);
  });
});

describe("each member's own clock", () => {
  const DAY = 86_400_000;
  const clockOf = async (app: ReturnType<typeof createApp>, id: number) =>
    (await (await app.request(withKey(`/dev/clock?member=${id}`))).json()) as { offsetMs: number; now: string };

  it("refuses a cross-origin POST, a form post, a move back in time and an unknown member", async () => {
    const app = devApp(true);
    const { id } = await made(await post(app, "/dev/members", { site: "a.localhost" }));
    expect(
      (await post(app, "/dev/clock", { member: id, advanceMs: 1 }, { Origin: "http://evil.example" })).status
    ).toBe(403);
    expect(
      (await post(app, "/dev/clock", { member: id, advanceMs: 1 }, { "Sec-Fetch-Site": "cross-site" })).status
    ).toBe(403);
    const form = await app.request(withKey("/dev/clock"), {
      method: "POST",
      body: `member=${id}&advanceMs=1`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    expect((await post(app, "/dev/clock", { member: id, advanceMs: -5 })).status).toBe(400);
    expect((await post(app, "/dev/clock", { advanceMs: 5 })).status).toBe(400);
    expect((await post(app, "/dev/clock", { member: 2_000_000_000, advanceMs: 5 })).status).toBe(404);
    expect((await clockOf(app, id)).offsetMs).toBe(0);
  });

  it("moves one member's time: that member's session ends after 30 days, another's of the same age lives on", async () => {
    const app = devApp(true);
    const [ann, ben] = [
      await made(await post(app, "/dev/members", { site: "a.localhost" })),
      await made(await post(app, "/dev/members", { site: "a.localhost" })),
    ];
    const res = await post(app, "/dev/clock", { member: ann.id, advanceMs: 31 * DAY });
    const moved = (await res.json()) as { offsetMs: number; now: string };
    expect(moved.offsetMs).toBe(31 * DAY);
    expect(new Date(moved.now).getTime() - Date.now()).toBeGreaterThan(30 * DAY);
    expect((await clockOf(app, ben.id)).offsetMs).toBe(0);
    expect(await userOf(app, ann.token!)).toBeNull();
    expect(await userOf(app, ben.token!)).not.toBeNull();

    const back = await post(app, "/dev/clock", { member: ann.id, reset: true });
    expect(((await back.json()) as { offsetMs: number }).offsetMs).toBe(0);
    expect(await userOf(app, ann.token!)).not.toBeNull();
  });

  it("waits out one member's login block, not another's", async () => {
    const app = devApp(true);
    const logIn = (email: string | null, password: string) =>
      app.request("/api/user.php?forced-domain=a.localhost", { method: "POST", ...json({ email, password }) });
    const [ann, ben] = [
      await made(await post(app, "/dev/members", { site: "a.localhost", password: "secret123" })),
      await made(await post(app, "/dev/members", { site: "a.localhost", password: "secret123" })),
    ];
    for (const { email } of [ann, ben]) {
      for (let i = 0; i < 5; i++) await logIn(email, `wrong-${i}`);
      expect((await logIn(email, "secret123")).status).toBe(429);
    }
    await post(app, "/dev/clock", { member: ann.id, advanceMs: 16 * 60_000 });
    expect((await logIn(ann.email, "secret123")).status).toBe(200);
    expect((await logIn(ben.email, "secret123")).status).toBe(429);
  });
  it("ends one member's 14-day undo window, not another's deleted at the same moment", async () => {
    const app = devApp(true);
    // From an address of its own: the block test before spent this one's wrong passwords.
    const logIn = (email: string | null) =>
      app.request("/api/user.php?forced-domain=a.localhost", {
        method: "POST",
        body: JSON.stringify({ email, password: "secret123" }),
        headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.77" },
      });
    const [moved, kept] = [
      await made(
        await post(app, "/dev/members", { site: "a.localhost", password: "secret123", pendingDeletion: true })
      ),
      await made(
        await post(app, "/dev/members", { site: "a.localhost", password: "secret123", pendingDeletion: true })
      ),
    ];
    await post(app, "/dev/clock", { member: moved.id, advanceMs: 15 * DAY });
    expect((await logIn(moved.email)).status).toBe(401);
    expect((await logIn(kept.email)).status).toBe(409);
  });
  it("gives a like-back when it is due on the liking member's clock, and to nobody else", async () => {
    const app = devApp(true);
    const [ann, ben] = [
      await made(await post(app, "/dev/members", { site: "a.localhost" })),
      await made(await post(app, "/dev/members", { site: "a.localhost" })),
    ];
    /** An operated profile that likes `member` back, liked by the member: how long until it answers. */
    const likedBack = async (member: DevMember) => {
      for (;;) {
        const profile = await made(await post(app, "/dev/members", { site: "a.localhost", fictional: true }));
        const plan = likeBackPlan(member.id, profile.id);
        if (!plan.likesBack) continue;
        const like = await asMember(app, "/api/like.php", member.token!, {
          method: "POST",
          body: JSON.stringify({ id: profile.id }),
        });
        expect(like.status).toBe(200);
        return plan.delayMs;
      }
    };
    const matches = async (member: DevMember) => {
      const likes = endpoints.getLikes.response.parse(
        await (await asMember(app, "/api/likes.php", member.token!)).json()
      );
      return likes.liked_by.length;
    };
    const annWaits = await likedBack(ann);
    await likedBack(ben);
    await post(app, "/dev/clock", { member: ben.id, advanceMs: 1_000 });
    await post(app, "/dev/clock", { member: ann.id, advanceMs: annWaits + 1_000 });
    expect(await matches(ann)).toBe(1);
    expect(await matches(ben)).toBe(0);
  });

  it("lets an e-mailed link expire on its member's clock only", async () => {
    const app = devApp(true);
    const [ann, ben] = [
      await made(await post(app, "/dev/members", { site: "a.localhost" })),
      await made(await post(app, "/dev/members", { site: "a.localhost" })),
    ];
    const linkOf = async (member: DevMember) => {
      const asked = await app.request("/api/password-reset.php?forced-domain=a.localhost", {
        method: "POST",
        ...json({ email: member.email }),
      });
      expect(asked.status).toBe(200);
      const [mail] = await readOutbox(db, member.email!);
      return new URL(mail.link!).searchParams.get("token")!;
    };
    const [annLink, benLink] = [await linkOf(ann), await linkOf(ben)];
    const works = async (token: string) =>
      (await app.request(`/api/password-reset.php?forced-domain=a.localhost&token=${token}`)).status;
    await post(app, "/dev/clock", { member: ben.id, advanceMs: 60_000 });
    await post(app, "/dev/clock", { member: ann.id, advanceMs: 2 * 3_600_000 });
    expect(await works(annLink)).toBe(404);
    expect(await works(benLink)).toBe(200);
  });
});
