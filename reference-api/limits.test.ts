// Daily limits on every mail an outsider or a member can trigger and on signups, and login
// throttling per address+IP and per IP (docs/decisions/007-account.md). One in-memory PGlite with
// a small site of its own and a clock the tests move across day boundaries.
import crypto from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { NOT_ADDRESSES, ONE_IPV4_CLIENT, ONE_IPV6_NETWORK } from "../tests/mocks/client-addresses";
import { hashPassword } from "./auth";
import { readOutbox } from "./mail/outbox";
import {
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_DELAY_MS,
  IP_FREE_FAILURES,
  LOGIN_BLOCK_MS,
  MAX_FAILED_LOGINS,
} from "./routes/account-rules";
import { DAILY_LIMITS } from "./routes/limits";
import { RESEND_INTERVAL_MS } from "./routes/signup";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "limits.localhost";
const PASSWORD = "secret-1";
const DAY = 86_400_000;
let now = new Date("2026-06-01T12:00:00Z");
let seq = 0;

const site = testSiteForFile(DOMAIN, "Limits", () => now);
beforeEach(() => {
  // Every test on a later day: the limits of earlier tests never leak into it.
  now = new Date(now.getTime() + 7 * DAY);
});
const later = (ms: number) => (now = new Date(now.getTime() + ms));

/**
 * A request from `ip` (the web tier forwards the member's IP as X-Forwarded-For), from the browser
 * whose device cookie holds `device`, with an Idempotency-Key `key`.
 */
const call = (
  path: string,
  method: string,
  body: unknown,
  opts: { ip: string; token?: string; device?: string; key?: string }
) =>
  site.app.request(`${path}?forced-domain=${DOMAIN}`, {
    method,
    body: JSON.stringify(body),
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": opts.ip,
      ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.device ? { "X-Device-Id": opts.device } : {}),
      ...(opts.key ? { "Idempotency-Key": opts.key } : {}),
    },
  });
const IN_PROGRESS = { status: 409, body: { error: "request_in_progress" } };
/** A browser's device id as the web tier makes them (random, base64url). */
const newDevice = () => crypto.randomBytes(18).toString("base64url");
const errorOf = async (res: Response) => ((await res.json()) as { error?: string; minutes?: number }) ?? {};

async function newMember() {
  const email = `m${++seq}@limits.example`;
  await site.db.query(
    `INSERT INTO members (site_id, email, password_hash, name, country, language) VALUES ($1, $2, $3, 'Tester', 'NL', 'en')`,
    [site.siteId, email, await hashPassword(PASSWORD)]
  );
  return email;
}
const login = (email: string, password: string, ip: string, device?: string) =>
  call("/api/user.php", "POST", { email, password }, { ip, device });
async function session(email: string, ip = "192.0.2.1", device?: string) {
  const res = await login(email, PASSWORD, ip, device);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
const mails = async (to: string, kind: string) => (await readOutbox(site.db, to)).filter((m) => m.kind === kind);

describe("login throttling", () => {
  it("blocks an address only from the IP the wrong passwords came from: the owner gets in from elsewhere", async () => {
    const email = await newMember();
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) expect((await login(email, "wrong", "198.51.100.7")).status).toBe(401);
    const blocked = await login(email, "wrong", "198.51.100.7");
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toEqual({ error: "account_blocked", minutes: LOGIN_BLOCK_MS / 60_000 });
    expect((await login(email, PASSWORD, "198.51.100.7")).status).toBe(429);

    expect((await login(email, PASSWORD, "203.0.113.20")).status).toBe(200);
  });

  it("slows an IP that guesses across many addresses, with a growing wait, and no other IP", async () => {
    const ip = "198.51.100.8";
    // Never 5 on one address: the per-address block alone would not see this.
    for (let i = 1; i < IP_FREE_FAILURES; i++)
      expect((await login(`guess${i}@limits.example`, "x", ip)).status).toBe(401);
    const slowed = await login("guess-last@limits.example", "x", ip);
    expect(slowed.status).toBe(429);
    expect(await errorOf(slowed)).toEqual({ error: "too_many_login_attempts", minutes: 1 });
    // While waiting even a real member's right password is refused from there; others get in.
    const member = await newMember();
    expect((await login(member, PASSWORD, ip)).status).toBe(429);
    expect((await login(member, PASSWORD, "203.0.113.21")).status).toBe(200);

    // After the wait one more try, then a longer wait.
    later(2_001);
    expect((await login("again@limits.example", "x", ip)).status).toBe(429);
    // Each wrong password after a wait doubles the next wait.
    const waits: number[] = [];
    let minutes = 1;
    for (let i = 0; i < 8; i++) {
      later(minutes * 60_000 + 1000);
      const res = await errorOf(await login(`again${i}@limits.example`, "x", ip));
      expect(res.error).toBe("too_many_login_attempts");
      minutes = res.minutes ?? 0;
      waits.push(minutes);
    }
    expect(waits).toEqual([...waits].sort((x, y) => x - y));
    expect(waits.at(-1)).toBeGreaterThan(2);
  });
});

describe("guessing one account from many IPs", () => {
  it("slows every device the account does not know, tells the owner once, and lets the owner's devices in", async () => {
    const email = await newMember();
    const ownerDevice = newDevice();
    await session(email, "203.0.113.50", ownerDevice);
    later(1000);

    // 40 addresses, 4 guesses each: never enough for the per-address or per-IP rules alone.
    const answers: string[] = [];
    for (let ip = 0; ip < 40; ip++) {
      for (let guess = 0; guess < 4; guess++) {
        const res = await login(email, `guess-${ip}-${guess}`, `198.18.${ip}.1`, newDevice());
        answers.push(res.status === 429 ? String((await errorOf(res)).error) : String(res.status));
      }
    }
    // Only the free guesses were checked; from then on every new device waits.
    expect(answers.filter((a) => a === "401")).toHaveLength(ACCOUNT_FREE_FAILURES - 1);
    expect(answers.slice(ACCOUNT_FREE_FAILURES - 1).every((a) => a === "login_slowed")).toBe(true);

    // The owner's device gets in at once, from anywhere; the right password on a new device waits.
    expect((await login(email, PASSWORD, "192.0.2.77", newDevice())).status).toBe(429);
    expect((await login(email, PASSWORD, "192.0.2.78", ownerDevice)).status).toBe(200);

    // The owner hears of it once, however long the guessing goes on: the waits grow to their cap.
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await errorOf(await login(email, `later-${i}`, `198.19.${i}.1`, newDevice()));
      expect(res.error).toBe("login_slowed");
      waits.push(res.minutes ?? 0);
      later((res.minutes ?? 0) * 60_000 + 1000);
      await login(email, `after-wait-${i}`, `198.19.${i}.2`, newDevice());
    }
    expect(waits).toEqual([...waits].sort((x, y) => x - y));
    expect(Math.max(...waits)).toBe(ACCOUNT_MAX_DELAY_MS / 60_000);
    const alerts = await mails(email, "login_alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toBe("Someone is trying to log in to your Limits account");
    expect(alerts[0].link).toBe("https://limits.localhost/reset-password");

    // A reset completed on a new device makes it the owner's: it is not slowed any more.
    const phone = newDevice();
    expect((await call("/api/password-reset.php", "POST", { email }, { ip: "192.0.2.79", device: phone })).status).toBe(
      200
    );
    const token = new URL((await mails(email, "password_reset"))[0].link!).searchParams.get("token");
    const reset = { token, password: "a-new-secret" };
    expect((await call("/api/password-reset.php", "PUT", reset, { ip: "192.0.2.79", device: phone })).status).toBe(200);
    expect((await login(email, "a-new-secret", "192.0.2.79", phone)).status).toBe(200);
  });

  it("counts unknown addresses alike, so the slowing reveals no account", async () => {
    const ghost = `ghost-${seq++}@limits.example`;
    const answers: number[] = [];
    for (let ip = 0; ip < 12; ip++) answers.push((await login(ghost, "x", `198.20.${ip}.1`, newDevice())).status);
    expect(answers.filter((status) => status === 401)).toHaveLength(ACCOUNT_FREE_FAILURES - 1);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("mails per day", () => {
  it("password reset: per address (known or not, alike), per IP, and again the next day", async () => {
    const limit = DAILY_LIMITS.password_reset;
    const email = await newMember();
    const reset = (to: string, ip: string) => call("/api/password-reset.php", "POST", { email: to }, { ip });
    for (let i = 0; i < limit.email!; i++) expect((await reset(email, `192.0.2.${10 + i}`)).status).toBe(200);
    for (let i = 0; i < limit.email!; i++)
      expect((await reset("ghost@limits.example", `192.0.2.${20 + i}`)).status).toBe(200);
    for (const to of [email, "ghost@limits.example"]) {
      const refused = await reset(to, "192.0.2.99");
      expect(refused.status).toBe(429);
      expect(await errorOf(refused)).toEqual({ error: "too_many_reset_mails" });
    }
    expect(await mails(email, "password_reset")).toHaveLength(limit.email!);

    const ip = "192.0.2.50";
    for (let i = 0; i < limit.ip; i++) expect((await reset(`spray${i}@limits.example`, ip)).status).toBe(200);
    expect((await reset(await newMember(), ip)).status).toBe(429);

    later(DAY + 1000);
    expect((await reset(email, ip)).status).toBe(200);
  });

  it("password reset: strangers using up an address's resets do not block its owner's", async () => {
    const email = await newMember();
    const laptop = newDevice();
    const token = await session(email, "203.0.113.60", laptop);
    const reset = (ip: string, opts: { device?: string; token?: string } = {}) =>
      call("/api/password-reset.php", "POST", { email }, { ip, ...opts });
    // Three requests from anywhere, then strangers wait for tomorrow.
    for (let i = 0; i < DAILY_LIMITS.password_reset.email; i++)
      expect((await reset(`198.51.100.${60 + i}`, { device: newDevice() })).status).toBe(200);
    expect((await reset("198.51.100.70", { device: newDevice() })).status).toBe(429);
    expect((await reset("198.51.100.71")).status).toBe(429);

    // The owner still gets a mail: from the settings page (signed in), and from a device the
    // account has logged in with, wherever it is.
    expect((await reset("203.0.113.61", { token })).status).toBe(200);
    expect((await reset("192.0.2.200", { device: laptop })).status).toBe(200);
    expect(await mails(email, "password_reset")).toHaveLength(DAILY_LIMITS.password_reset.email + 2);
    // The owner's own budget is a daily one too: the mailbox is never flooded.
    for (let i = 2; i < DAILY_LIMITS.password_reset_owner.member; i++)
      expect((await reset("192.0.2.200", { device: laptop })).status).toBe(200);
    expect((await reset("192.0.2.200", { device: laptop })).status).toBe(429);
    expect(await mails(email, "password_reset")).toHaveLength(
      DAILY_LIMITS.password_reset.email + DAILY_LIMITS.password_reset_owner.member
    );
  });

  it("e-mail change: needs the password; per member, per new address and per IP", async () => {
    const limit = DAILY_LIMITS.mail_change;
    const stranger = "stranger@elsewhere.example";
    const change = (token: string, to: string, ip: string, password = PASSWORD) =>
      call("/api/mail-change.php", "POST", { email: to, password }, { ip, token });

    const a = await session(await newMember());
    const wrong = await change(a, stranger, "192.0.2.1", "not-my-password");
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ error: "wrong_password" });

    // Per member: a fourth change mail, even to new addresses, waits for tomorrow.
    for (let i = 0; i < limit.member!; i++)
      expect((await change(a, `a${i}@elsewhere.example`, "192.0.2.1")).status).toBe(200);
    const refused = await change(a, "a-more@elsewhere.example", "192.0.2.2");
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({ error: "too_many_mails" });

    // Per target address: several members (from several IPs) cannot flood one stranger.
    for (let i = 0; i < limit.email!; i++) {
      const token = await session(await newMember(), `192.0.2.${60 + i}`);
      expect((await change(token, stranger, `192.0.2.${60 + i}`)).status).toBe(200);
    }
    const other = await session(await newMember(), "192.0.2.70");
    expect((await change(other, stranger, "192.0.2.70")).status).toBe(429);
    expect(await mails(stranger, "mail_change")).toHaveLength(limit.email!);

    // Per IP, over members and addresses.
    const ip = "192.0.2.80";
    let sent = 0;
    while (sent < limit.ip) {
      const token = await session(await newMember(), ip);
      for (let i = 0; i < limit.member! && sent < limit.ip; i++, sent++)
        expect((await change(token, `ip${sent}@elsewhere.example`, ip)).status).toBe(200);
    }
    const last = await session(await newMember(), ip);
    expect((await change(last, "one-more@elsewhere.example", ip)).status).toBe(429);

    later(DAY + 1000);
    expect((await change(other, stranger, "192.0.2.70")).status).toBe(200);
  });

  it("deletion undo: needs the password; the deletion mail and resends per address and per IP", async () => {
    const limit = DAILY_LIMITS.delete_undo;
    const email = await newMember();
    const token = await session(email);
    const del = (password: string) =>
      call("/api/account-delete.php", "POST", { reason: "time", password }, { ip: "192.0.2.1", token });
    const wrong = await del("nope");
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({ error: "wrong_password" });
    expect((await del(PASSWORD)).status).toBe(200);

    const resend = (to: string, ip: string) => call("/api/account-undo-mail.php", "POST", { email: to }, { ip });
    for (let i = 1; i < limit.email!; i++) expect((await resend(email, `192.0.2.${30 + i}`)).status).toBe(200);
    expect((await resend(email, "192.0.2.39")).status).toBe(429);
    expect(await mails(email, "delete_undo")).toHaveLength(limit.email!);
    // An address without a pending deletion answers alike, limit included.
    for (let i = 0; i < limit.email!; i++)
      expect((await resend("ghost@limits.example", "192.0.2.40")).status).toBe(200);
    expect((await resend("ghost@limits.example", "192.0.2.41")).status).toBe(429);

    const ip = "192.0.2.90";
    for (let i = 0; i < limit.ip; i++) expect((await resend(`u${i}@limits.example`, ip)).status).toBe(200);
    expect((await resend("u-more@limits.example", ip)).status).toBe(429);

    later(DAY + 1000);
    expect((await resend(email, "192.0.2.39")).status).toBe(200);
  });

  it("activation: the signup's mail and resends per member, and signups per IP", async () => {
    const signup = (i: number, ip: string) =>
      call(
        "/api/signup.php",
        "POST",
        { email: `new${seq}-${i}@limits.example`, name: `New${i}`, password: "secret123", date_of_birth: "1990-05-17" },
        { ip }
      );
    const ip = "192.0.2.100";
    const first = await signup(0, ip);
    expect(first.status).toBe(200);
    const { token } = (await first.json()) as { token: string };
    const resend = () => call("/api/activation-mail.php", "POST", {}, { ip, token });
    const sentFlags: boolean[] = [];
    for (let i = 0; i < DAILY_LIMITS.activation.member!; i++) {
      later(RESEND_INTERVAL_MS + 1000);
      sentFlags.push(((await (await resend()).json()) as { sent: boolean }).sent);
    }
    expect(sentFlags).toEqual([true, true, true, true, false]);
    expect(await mails(`new${seq}-0@limits.example`, "activation")).toHaveLength(DAILY_LIMITS.activation.member!);

    for (let i = 1; i < DAILY_LIMITS.signup.ip; i++) expect((await signup(i, ip)).status).toBe(200);
    const refused = await signup(99, ip);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({ error: "too_many_signups" });
    expect((await signup(100, "192.0.2.101")).status).toBe(200);
    later(DAY + 1000);
    expect((await signup(101, ip)).status).toBe(200);
  });
});

describe("signups at the same time", () => {
  const form = (email: string) => ({ email, name: "Racer", password: "secret123", date_of_birth: "1990-05-17" });
  const signup = (email: string, ip: string, key?: string) => call("/api/signup.php", "POST", form(email), { ip, key });
  const accounts = async (pattern: string) =>
    (await site.db.query<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE email LIKE $1", [pattern]))[0].n;

  it("make no more accounts than one IP's daily limit", async () => {
    const run = `race${seq++}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signup(`${run}-${i}@limits.example`, "192.0.2.150"))
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(DAILY_LIMITS.signup.ip);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - DAILY_LIMITS.signup.ip);
    expect(await accounts(`${run}-%`)).toBe(DAILY_LIMITS.signup.ip);
  });

  it("answer a form sent twice with the account the first one made, signed in", async () => {
    const email = `twice${seq++}@limits.example`;
    const key = crypto.randomUUID();
    const sent = await Promise.all([signup(email, "192.0.2.151", key), signup(email, "192.0.2.151", key)]);
    // Either may reach the API first. The one that arrives while the other is being answered hears
    // "in progress" and, sent again once that answer is out, the account (arriving after: the account).
    const [first, second] = await Promise.all(
      sent.map(async (answer) => {
        if (answer.status === 200) return answer;
        expect({ status: answer.status, body: await answer.json() }).toEqual(IN_PROGRESS);
        return signup(email, "192.0.2.151", key);
      })
    );
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { token: string; user: { email: string } }[];
    expect(a.user).toEqual(b.user);
    expect(a.token).not.toBe(b.token);
    expect(await accounts(email)).toBe(1);
    expect(await mails(email, "activation")).toHaveLength(1);
    // Counted once against the IP's limit, and both sessions work.
    const [{ n }] = await site.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM rate_events WHERE action = 'signup' AND ip = '192.0.2.151'"
    );
    expect(n).toBe(1);
    for (const { token } of [a, b]) {
      const me = await call("/api/user.php", "GET", undefined, { ip: "192.0.2.151", token });
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email);
    }
  });

  it("refuse the same address sent by two forms at once as taken, never with a server error", async () => {
    const email = `both${seq++}@limits.example`;
    const answers = await Promise.all([signup(email, "192.0.2.152"), signup(email, "192.0.2.153", "other-key-123")]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    const refused = answers.find((res) => res.status === 400)!;
    expect(await refused.json()).toMatchObject({ fields: { email: "email_taken" } });
  });
});

describe("e-mail change", () => {
  it("counts a wrong current password like a wrong login: a stolen session cannot guess it", async () => {
    const email = await newMember();
    const token = await session(email, "198.51.100.30");
    later(1000); // wrong passwords after the login count
    const change = (password: string) =>
      call("/api/mail-change.php", "POST", { email: "x@elsewhere.example", password }, { ip: "198.51.100.30", token });
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) expect((await change(`guess-${i}`)).status).toBe(400);
    const blocked = await change("guess-last");
    expect(blocked.status).toBe(429);
    expect(await errorOf(blocked)).toMatchObject({ error: "account_blocked" });
    expect((await change(PASSWORD)).status).toBe(429);
  });

  it("tells the old address, whose link takes the change back and ends every session", async () => {
    const email = await newMember();
    const token = await session(email);
    const newEmail = `moved${seq}@limits.example`;
    await call("/api/mail-change.php", "POST", { email: newEmail, password: PASSWORD }, { ip: "192.0.2.1", token });
    const [confirm] = await mails(newEmail, "mail_change");
    const confirmToken = new URL(confirm.link!).searchParams.get("token");
    expect((await call("/api/mail-change.php", "PUT", { token: confirmToken }, { ip: "192.0.2.1" })).status).toBe(200);

    const [notice] = await mails(email, "mail_changed");
    expect(notice.link).toMatch(/^https:\/\/limits\.localhost\/mail-change\/undo\?token=[\w-]{43}$/);
    expect(notice.body).toContain("14");
    const undoToken = new URL(notice.link!).searchParams.get("token");
    expect((await call("/api/mail-change-undo.php", "PUT", { token: undoToken }, { ip: "192.0.2.2" })).status).toBe(
      200
    );
    expect((await login(email, PASSWORD, "192.0.2.3")).status).toBe(200);
    expect((await login(newEmail, PASSWORD, "192.0.2.3")).status).toBe(401);
    const me = await site.app.request(`/api/user.php?forced-domain=${DOMAIN}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { user: unknown }).user).toBeNull();
    expect((await call("/api/mail-change-undo.php", "PUT", { token: undoToken }, { ip: "192.0.2.2" })).status).toBe(
      400
    );
  });
});

describe("one client however its address is written", () => {
  const signup = (email: string, ip: string) =>
    call(
      "/api/signup.php",
      "POST",
      { email, name: "Spelt", password: "secret123", date_of_birth: "1990-05-17" },
      { ip }
    );
  /** Signups from each spelling in turn, `rounds` times over: the statuses in order. */
  async function signups(spellings: string[], rounds: number) {
    const run = `spelt${seq++}`;
    const statuses: number[] = [];
    for (let i = 0; i < spellings.length * rounds; i++) {
      statuses.push((await signup(`${run}-${i}@limits.example`, ONE_IPV4_CLIENT[i % ONE_IPV4_CLIENT.length])).status);
    }
    return statuses;
  }
  const accepted = (statuses: number[]) => statuses.filter((status) => status === 200).length;

  it(`makes ${DAILY_LIMITS.signup.ip} accounts a day for one IPv4 client written six ways, not one per spelling`, async () => {
    const statuses = await signups(ONE_IPV4_CLIENT, 3);
    expect(statuses).toHaveLength(18);
    expect(accepted(statuses)).toBe(DAILY_LIMITS.signup.ip);
  });

  it(`makes ${DAILY_LIMITS.signup.ip} accounts a day for an IPv6 network (/64), whichever of its addresses asks`, async () => {
    expect(accepted(await signups(ONE_IPV6_NETWORK, 2))).toBe(DAILY_LIMITS.signup.ip);
    // The next network is another subscriber.
    expect((await signup(`net${seq++}@limits.example`, "2001:db8:1:3::1")).status).toBe(200);
  });

  it("counts text that is no address with the connection, not as a fresh address each time", async () => {
    const refused = NOT_ADDRESSES.filter((text) => !text.includes(","));
    expect(accepted(await signups(refused, 1))).toBe(DAILY_LIMITS.signup.ip);
  });

  it("slows one IPv4 client guessing passwords across addresses, whichever spelling each guess carries", async () => {
    for (let i = 0; i < IP_FREE_FAILURES - 1; i++) {
      expect(
        (await login(`spelt-guess${i}@limits.example`, "x", ONE_IPV4_CLIENT[i % ONE_IPV4_CLIENT.length])).status
      ).toBe(401);
    }
    const slowed = await login(
      "spelt-guess-last@limits.example",
      "x",
      ONE_IPV4_CLIENT[IP_FREE_FAILURES % ONE_IPV4_CLIENT.length]
    );
    expect(await errorOf(slowed)).toEqual({ error: "too_many_login_attempts", minutes: 1 });
  });
});
