// Account features of the reference API: login throttling, password reset, e-mail and password
// change, deletion with its 14-day undo and the purge. One in-memory PGlite with a small site of
// its own (no full seed), and a clock the tests move.
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "./auth";
import { readOutbox } from "./mail/outbox";
import {
  FAILED_LOGIN_WINDOW_MS,
  LOGIN_BLOCK_MS,
  MAX_FAILED_LOGINS,
  RESET_TOKEN_TTL_MS,
  UNDO_WINDOW_MS,
} from "./routes/account-rules";
import { DAILY_LIMITS } from "./routes/limits";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "accounts.localhost";
const PASSWORD = "secret-1";
let now = new Date("2026-06-01T12:00:00Z");
let seq = 0;

const site = testSiteForFile(DOMAIN, "Accounts", () => now, { mail_name: "Accounts Team" });
beforeEach(() => {
  // Every test on a later day: daily limits and blocks of earlier tests never leak into it.
  now = new Date(now.getTime() + 7 * 86_400_000);
});

const api = (path: string, init: RequestInit = {}) =>
  site.app.request(`${path}${path.includes("?") ? "&" : "?"}forced-domain=${DOMAIN}`, init);
const send = (method: string, body: unknown, token?: string) => ({
  method,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
});

/** A fresh member of the test site (own e-mail per test). */
async function newMember(language = "en") {
  const email = `m${++seq}@accounts.example`;
  await site.db.query(
    `INSERT INTO members (site_id, email, password_hash, name, country, language) VALUES ($1, $2, $3, 'Tester', 'NL', $4)`,
    [site.siteId, email, await hashPassword(PASSWORD), language]
  );
  return email;
}
const login = (email: string, password = PASSWORD) => api("/api/user.php", send("POST", { email, password }));
async function loginToken(email: string, password = PASSWORD) {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}
async function lastMail(to: string) {
  const [mail] = await readOutbox(site.db, to);
  return mail;
}
const tokenOf = (link: string | null) => new URL(link ?? "").searchParams.get("token") ?? "";

describe("login throttling", () => {
  it(`blocks after ${MAX_FAILED_LOGINS} wrong passwords with the minutes left, and lets in after the block`, async () => {
    const email = await newMember();
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) expect((await login(email, "wrong")).status).toBe(401);
    const blocked = await login(email, "wrong");
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: "account_blocked", minutes: LOGIN_BLOCK_MS / 60_000 });

    // Even the right password is refused while blocked; the minutes count down.
    now = new Date(now.getTime() + 4 * 60_000 + 30_000);
    const still = await login(email);
    expect(still.status).toBe(429);
    expect(((await still.json()) as { minutes: number }).minutes).toBe(11);

    now = new Date(now.getTime() + LOGIN_BLOCK_MS);
    expect((await login(email)).status).toBe(200);
  });

  it("forgets wrong passwords older than the window and those before a successful login", async () => {
    const email = await newMember();
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) await login(email, "wrong");
    now = new Date(now.getTime() + FAILED_LOGIN_WINDOW_MS + 1000);
    expect((await login(email, "wrong")).status).toBe(401);

    for (let i = 1; i < MAX_FAILED_LOGINS - 1; i++) await login(email, "wrong");
    expect((await login(email)).status).toBe(200);
    expect((await login(email, "wrong")).status).toBe(401);
  });

  it("throttles unknown addresses alike, so a block reveals no account", async () => {
    for (let i = 1; i < MAX_FAILED_LOGINS; i++) await login("nobody@accounts.example", "wrong");
    expect((await login("nobody@accounts.example", "wrong")).status).toBe(429);
  });
});

describe("password reset", () => {
  it("mails a single-use link in the member's language that sets a new password and ends sessions", async () => {
    const email = await newMember("de");
    const session = await loginToken(email);
    expect((await api("/api/password-reset.php", send("POST", { email: email.toUpperCase() }))).status).toBe(200);
    const mail = await lastMail(email);
    expect(mail).toMatchObject({ kind: "password_reset", language: "de" });
    expect(mail.subject).toContain("Passwort");
    expect(mail.link).toMatch(/^https:\/\/accounts\.localhost\/reset-password\/do\?token=[\w-]{43}$/);
    const token = tokenOf(mail.link);
    // Only the hash is stored.
    expect(await site.db.query("SELECT 1 FROM account_tokens WHERE token_hash = $1", [token])).toHaveLength(0);

    expect((await api(`/api/password-reset.php?token=${token}`)).status).toBe(200);
    expect((await api("/api/password-reset.php", send("PUT", { token, password: "new-pass-1" }))).status).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await login(email, "new-pass-1")).status).toBe(200);
    const me = await api("/api/user.php", { headers: { Authorization: `Bearer ${session}` } });
    expect(((await me.json()) as { user: unknown }).user).toBeNull();

    // Single use.
    const again = await api("/api/password-reset.php", send("PUT", { token, password: "new-pass-2" }));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "link_invalid" });
    expect((await api(`/api/password-reset.php?token=${token}`)).status).toBe(404);
  });

  it("refuses an expired link", async () => {
    const email = await newMember();
    await api("/api/password-reset.php", send("POST", { email }));
    const token = tokenOf((await lastMail(email)).link);
    now = new Date(now.getTime() + RESET_TOKEN_TTL_MS + 1000);
    expect((await api(`/api/password-reset.php?token=${token}`)).status).toBe(404);
    const res = await api("/api/password-reset.php", send("PUT", { token, password: "new-pass-1" }));
    expect(res.status).toBe(400);
  });

  it("answers an unknown address like a known one and limits the mails per day", async () => {
    const unknown = await api("/api/password-reset.php", send("POST", { email: "ghost@accounts.example" }));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true });
    expect(await readOutbox(site.db, "ghost@accounts.example")).toHaveLength(0);

    const email = await newMember();
    for (let i = 0; i < DAILY_LIMITS.password_reset.email; i++)
      expect((await api("/api/password-reset.php", send("POST", { email }))).status).toBe(200);
    const limited = await api("/api/password-reset.php", send("POST", { email }));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: "too_many_reset_mails" });
    now = new Date(now.getTime() + 86_400_000 + 1000);
    expect((await api("/api/password-reset.php", send("POST", { email }))).status).toBe(200);
  });
});

describe("e-mail and password change", () => {
  it("mails a link to the new address that applies the change once", async () => {
    const email = await newMember("fr");
    const token = await loginToken(email);
    const newEmail = `new${seq}@accounts.example`;
    expect(
      (await api("/api/mail-change.php", send("POST", { email: newEmail, password: PASSWORD }, token))).status
    ).toBe(200);
    const mail = await lastMail(newEmail);
    expect(mail).toMatchObject({ kind: "mail_change", language: "fr" });
    expect(mail.link).toMatch(/^https:\/\/accounts\.localhost\/mail-change\/do\?token=/);
    expect((await loginToken(email)).length).toBeGreaterThan(20); // not applied before the click

    const link = tokenOf(mail.link);
    expect((await api("/api/mail-change.php", send("PUT", { token: link }))).status).toBe(200);
    expect((await login(newEmail)).status).toBe(200);
    expect((await login(email)).status).toBe(401);
    expect((await api("/api/mail-change.php", send("PUT", { token: link }))).status).toBe(400);
  });

  it("refuses an invalid or taken address, and needs a login", async () => {
    const email = await newMember();
    const other = await newMember();
    const token = await loginToken(email);
    const invalid = await api(
      "/api/mail-change.php",
      send("POST", { email: "not-an-address", password: PASSWORD }, token)
    );
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { error: string }).error).toBe("invalid_new_email");
    const taken = await api(
      "/api/mail-change.php",
      send("POST", { email: other.toUpperCase(), password: PASSWORD }, token)
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: string }).error).toBe("email_taken");
    expect(
      (await api("/api/mail-change.php", send("POST", { email: "x@accounts.example", password: PASSWORD }))).status
    ).toBe(403);
  });

  it("changes the password only with the right old one and keeps this session", async () => {
    const email = await newMember();
    const token = await loginToken(email);
    const other = await loginToken(email);
    const wrong = await api(
      "/api/password.php",
      send("PUT", { old_password: "nope", new_password: "new-pass-1" }, token)
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe("wrong_old_password");
    const ok = await api(
      "/api/password.php",
      send("PUT", { old_password: PASSWORD, new_password: "new-pass-1" }, token)
    );
    expect(ok.status).toBe(200);
    expect((await login(email, "new-pass-1")).status).toBe(200);
    const user = async (t: string) =>
      ((await (await api("/api/user.php", { headers: { Authorization: `Bearer ${t}` } })).json()) as { user: unknown })
        .user;
    expect(await user(token)).not.toBeNull();
    expect(await user(other)).toBeNull();
  });
});

describe("account deletion", () => {
  async function deleteAccount(email: string) {
    const token = await loginToken(email);
    const res = await api(
      "/api/account-delete.php",
      send("POST", { reason: "other", remarks: "bye", password: PASSWORD }, token)
    );
    expect(res.status).toBe(200);
    return { token, body: (await res.json()) as { partner_url: string | null; undo_days: number } };
  }

  it("logs out, says pending deletion at login, and the mailed link restores the account", async () => {
    const email = await newMember("nl");
    const { token, body } = await deleteAccount(email);
    expect(body).toEqual({ ok: true, partner_url: null, undo_days: 14 });
    const me = await api("/api/user.php", { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { user: unknown }).user).toBeNull();
    const [row] = await site.db.query<{ delete_reason: string; delete_remarks: string }>(
      "SELECT delete_reason, delete_remarks FROM members WHERE email = $1",
      [email]
    );
    expect(row).toEqual({ delete_reason: "other", delete_remarks: "bye" });

    const pending = await login(email);
    expect(pending.status).toBe(409);
    expect(await pending.json()).toEqual({ error: "account_pending_deletion" });
    // A wrong password learns nothing about it.
    expect((await login(email, "wrong")).status).toBe(401);

    const mail = await lastMail(email);
    expect(mail).toMatchObject({ kind: "delete_undo", language: "nl" });
    expect(mail.body).toContain("14");
    now = new Date(now.getTime() + UNDO_WINDOW_MS - 60_000);
    const undo = await api("/api/account-delete.php", send("PUT", { token: tokenOf(mail.link) }));
    expect(undo.status).toBe(200);
    expect((await login(email)).status).toBe(200);
    expect((await api("/api/account-delete.php", send("PUT", { token: tokenOf(mail.link) }))).status).toBe(400);
  });

  it("resends the undo mail (for pending accounts only, with a daily limit)", async () => {
    const email = await newMember();
    await deleteAccount(email);
    const first = await lastMail(email);
    expect((await api("/api/account-undo-mail.php", send("POST", { email }))).status).toBe(200);
    const second = await lastMail(email);
    expect(second.id).toBeGreaterThan(first.id);
    expect(second.kind).toBe("delete_undo");
    expect((await api("/api/account-undo-mail.php", send("POST", { email }))).status).toBe(200);
    expect((await api("/api/account-undo-mail.php", send("POST", { email }))).status).toBe(429);
    const active = await newMember();
    expect((await api("/api/account-undo-mail.php", send("POST", { email: active }))).status).toBe(200);
    expect(await readOutbox(site.db, active)).toHaveLength(0);
  });

  it("purges the account 14 days later: the link is dead and the address is free", async () => {
    const email = await newMember();
    await deleteAccount(email);
    const link = tokenOf((await lastMail(email)).link);
    now = new Date(now.getTime() + UNDO_WINDOW_MS + 1000);
    expect((await login(email)).status).toBe(401);
    expect(await site.db.query("SELECT 1 FROM members WHERE lower(email) = lower($1)", [email])).toHaveLength(0);
    expect((await api("/api/account-delete.php", send("PUT", { token: link }))).status).toBe(400);
  });

  it("answers the site's partner address when one is configured", async () => {
    await site.db.query(
      `UPDATE sites SET settings = settings || '{"delete_partner_url": "https://partner.example/welcome"}' WHERE id = $1`,
      [site.siteId]
    );
    try {
      const { body } = await deleteAccount(await newMember());
      expect(body.partner_url).toBe("https://partner.example/welcome");
    } finally {
      await site.db.query("UPDATE sites SET settings = settings - 'delete_partner_url' WHERE id = $1", [site.siteId]);
    }
  });

  it("refuses an unknown reason", async () => {
    const token = await loginToken(await newMember());
    const res = await api("/api/account-delete.php", send("POST", { reason: "boredom", password: PASSWORD }, token));
    expect(res.status).toBe(400);
  });
});
