import crypto from "node:crypto";
import type { Db } from "../db";
import { hashToken } from "../auth";
import { sendMail } from "../mail/outbox";
import { accountMail, type AccountMailKind } from "../mail/account-texts";
import type { AppOptions, SiteRow } from "../app-env";
import { HttpError } from "../http";
import { memberNowSql, memberNowsParams, type MemberClocks, type MemberNows } from "../member-time";
import { ApiErrorCode } from "../../app/api/errors";
import { overDailyLimit, recordEvent } from "./limits";

/** The rules of the account features, with their constants (docs/decisions/007-account.md). */

type Q = Pick<Db, "query">;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Login throttling (docs/product.md#accounts-and-login), per address and source IP: this many wrong passwords within the
 * window block that address from that IP. The owner logging in from elsewhere is not locked out.
 */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE;
/** How long the block lasts, counted from the last wrong password. */
export const LOGIN_BLOCK_MS = 15 * MINUTE;
/** Per IP, over every address: wrong passwords within the window before each further one waits. */
export const IP_FREE_FAILURES = 10;
export const IP_FAILURE_WINDOW_MS = 60 * MINUTE;
/** The wait after the n-th wrong password beyond the free ones: 2^n seconds, at most this. */
export const IP_MAX_DELAY_MS = 60 * MINUTE;

/**
 * Per account, over every IP: wrong passwords within a day from devices that never logged into it
 * before each further one from such a device waits, 2^n seconds and at most ACCOUNT_MAX_DELAY_MS.
 * The account's own devices are never slowed by it, so guessing from many addresses cannot lock the
 * owner out; the owner hears of it by mail, once a day at most (DAILY_LIMITS.login_alert).
 */
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_FAILURE_WINDOW_MS = DAY;
export const ACCOUNT_MAX_DELAY_MS = 15 * MINUTE;

export const RESET_TOKEN_TTL_MS = 1 * HOUR;
export const MAIL_CHANGE_TOKEN_TTL_MS = 24 * HOUR;
/** docs/product.md#account-deletion: account reactivation window. */
export const UNDO_DAYS = 14;
export const UNDO_WINDOW_MS = UNDO_DAYS * DAY;
/** How long the old address may take an e-mail change back. */
export const MAIL_CHANGE_UNDO_DAYS = 14;

export type TokenPurpose = "password_reset" | "mail_change" | "mail_change_undo" | "delete_undo";

/**
 * Minutes the login of this e-mail address from this IP stays blocked, or 0. Counts the wrong
 * passwords of the window since the last successful login from there; unknown addresses are
 * throttled alike (no enumeration).
 */
export async function loginBlockMinutes(db: Q, siteId: number, email: string, ip: string, now: Date) {
  const [row] = await db.query<{ failures: number; last_failure: Date | null }>(
    `SELECT count(*)::int AS failures, max(created_at) AS last_failure FROM login_attempts a
     WHERE a.site_id = $1 AND lower(a.email) = lower($2) AND a.ip = $4 AND NOT a.succeeded AND a.created_at > $3
       AND a.created_at > coalesce((SELECT max(created_at) FROM login_attempts s
         WHERE s.site_id = $1 AND lower(s.email) = lower($2) AND s.ip = $4 AND s.succeeded), '-infinity'::timestamptz)`,
    [siteId, email, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS), ip]
  );
  if (!row || row.failures < MAX_FAILED_LOGINS || !row.last_failure) return 0;
  return minutesLeft(new Date(row.last_failure).getTime() + LOGIN_BLOCK_MS, now);
}

/**
 * Minutes an IP waits before its next login, or 0: after IP_FREE_FAILURES wrong passwords within
 * the hour (any address, any site, successes do not reset it) each further one doubles the wait.
 */
export async function ipLoginDelayMinutes(db: Q, ip: string, now: Date) {
  const [row] = await db.query<{ failures: number; last_failure: Date | null }>(
    `SELECT count(*)::int AS failures, max(created_at) AS last_failure FROM login_attempts
     WHERE ip = $1 AND NOT succeeded AND created_at > $2`,
    [ip, new Date(now.getTime() - IP_FAILURE_WINDOW_MS)]
  );
  if (!row || row.failures < IP_FREE_FAILURES || !row.last_failure) return 0;
  const delay = Math.min(2 ** (row.failures - IP_FREE_FAILURES + 1) * 1000, IP_MAX_DELAY_MS);
  return minutesLeft(new Date(row.last_failure).getTime() + delay, now);
}

/**
 * The account's wrong passwords of the last day from devices it never logged in with, and the
 * minutes such a device waits before its next try (0 within the free ones). Counted by address,
 * so unknown addresses are slowed alike (no enumeration); successes do not reset it (the owner
 * logging in says nothing of whoever is guessing).
 */
export async function accountGuessing(db: Q, siteId: number, email: string, now: Date) {
  const [row] = await db.query<{ failures: number; last_failure: Date | null }>(
    `SELECT count(*)::int AS failures, max(created_at) AS last_failure FROM login_attempts
     WHERE site_id = $1 AND lower(email) = lower($2) AND NOT succeeded AND NOT known_device AND created_at > $3`,
    [siteId, email, new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS)]
  );
  const failures = row?.failures ?? 0;
  if (failures < ACCOUNT_FREE_FAILURES || !row?.last_failure) return { failures, minutes: 0 };
  const delay = Math.min(2 ** (failures - ACCOUNT_FREE_FAILURES + 1) * 1000, ACCOUNT_MAX_DELAY_MS);
  return { failures, minutes: minutesLeft(new Date(row.last_failure).getTime() + delay, now) };
}

/** Who tries a password: the address on a site, from an IP, on a device the account knows or not. */
export interface PasswordTry {
  siteId: number;
  email: string;
  ip: string;
  knownDevice: boolean;
}

/**
 * Throws the 429 of a login block: the address's from this IP first (docs/product.md#accounts-and-login), then the IP's,
 * then, for a device the account does not know, the account's.
 */
export async function refuseThrottled(db: Q, who: PasswordTry, now: Date) {
  const blockedFor = await loginBlockMinutes(db, who.siteId, who.email, who.ip, now);
  if (blockedFor > 0) throw new HttpError(429, { error: ApiErrorCode.accountBlocked, minutes: blockedFor });
  const wait = await ipLoginDelayMinutes(db, who.ip, now);
  if (wait > 0) throw new HttpError(429, { error: ApiErrorCode.tooManyLoginAttempts, minutes: wait });
  if (who.knownDevice) return;
  const { minutes } = await accountGuessing(db, who.siteId, who.email, now);
  if (minutes > 0) throw new HttpError(429, { error: ApiErrorCode.loginSlowed, minutes });
}

export async function recordLoginAttempt(db: Q, a: PasswordTry & { ok: boolean; now: Date }) {
  await db.query(
    "INSERT INTO login_attempts (site_id, email, ip, succeeded, known_device, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [a.siteId, a.email.toLowerCase(), a.ip, a.ok, a.knownDevice, a.now]
  );
}

/** Whether this device (clientDevice) has logged into the account of this address on the site. */
export async function isKnownDevice(db: Q, siteId: number, email: string, device: string | null) {
  if (!device) return false;
  const rows = await db.query(
    `SELECT 1 FROM known_devices d JOIN members m ON m.id = d.member_id
     WHERE m.site_id = $1 AND lower(m.email) = lower($2) AND d.device_hash = $3`,
    [siteId, email.trim(), device]
  );
  return rows.length > 0;
}

/** The member has used this device: a login, the signup, a password reset completed on it. */
export async function rememberDevice(db: Q, memberId: number, device: string | null, now: Date) {
  if (!device) return;
  await db.query(
    `INSERT INTO known_devices (member_id, device_hash, last_seen) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, device_hash) DO UPDATE SET last_seen = EXCLUDED.last_seen`,
    [memberId, device, now]
  );
}

/**
 * After a wrong password from a device the account does not know: once the account's guesses pass
 * the free ones, its owner is told by mail, at most once a day however long the guessing goes on
 * (so the warning cannot be turned into a flood). Unknown addresses have nobody to tell.
 */
export async function warnOwnerOfGuessing(
  db: Q,
  options: Pick<Required<AppOptions>, "siteUrl" | "log">,
  site: SiteRow,
  account: { id: number; email: string; language: string } | undefined,
  email: string,
  now: Date
) {
  // Counted for unknown addresses too: the answer takes as long either way.
  const { failures } = await accountGuessing(db, site.id, email, now);
  if (!account || failures < ACCOUNT_FREE_FAILURES) return;
  const who = { siteId: site.id, memberId: account.id, ip: "" };
  if (await overDailyLimit(db, "login_alert", who, now)) return;
  await recordEvent(db, "login_alert", who, now);
  await sendAccountMail(db, options, site, {
    kind: "login_alert",
    to: account.email,
    language: account.language,
    path: "/reset-password",
    n: failures,
  });
}

function minutesLeft(until: number, now: Date) {
  const left = until - now.getTime();
  return left > 0 ? Math.ceil(left / MINUTE) : 0;
}

/**
 * Removes accounts whose undo window has passed (photos, sessions, chats and tokens go with them
 * by ON DELETE CASCADE). Cheap with its partial index, so it runs wherever an account is looked
 * up by e-mail or token; main.ts may also run it at start.
 */
export async function purgeDeletedAccounts(db: Q, nows: MemberNows): Promise<number> {
  // Each account's window ends on its own clock (member-time.ts).
  const gone = await db.query(
    `DELETE FROM members m WHERE m.deleted_at IS NOT NULL
       AND m.deleted_at <= ${memberNowSql("m.id", 2)} - $1 * interval '1 millisecond' RETURNING m.id`,
    [UNDO_WINDOW_MS, ...memberNowsParams(nows)]
  );
  return gone.length;
}

export interface AccountRow {
  id: number;
  email: string;
  name: string;
  language: string;
  password_hash: string | null;
  deleted_at: Date | null;
}

/** A member who can log in (has a password), by e-mail on this site; accounts due for purge are gone first. */
export async function accountByEmail(db: Q, siteId: number, email: string, nows: MemberNows) {
  await purgeDeletedAccounts(db, nows);
  const [row] = await db.query<AccountRow>(
    `SELECT id, email, name, language, password_hash, deleted_at FROM members
     WHERE site_id = $1 AND lower(email) = lower($2) AND password_hash IS NOT NULL`,
    [siteId, email.trim()]
  );
  return row;
}

/** The id of the member with this address on the site (any, deleted ones too), for its clock. */
export async function accountIdByEmail(db: Q, siteId: number, email: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    "SELECT id FROM members WHERE site_id = $1 AND lower(email) = lower($2)",
    [siteId, email.trim()]
  );
  return row?.id;
}

export async function emailTaken(db: Q, siteId: number, email: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM members WHERE site_id = $1 AND lower(email) = lower($2)", [
    siteId,
    email.trim(),
  ]);
  return rows.length > 0;
}

/** A new link token: 256 random bits; only its SHA-256 is stored. */
export async function issueToken(
  db: Q,
  input: { memberId: number; purpose: TokenPurpose; now: Date; expiresAt: Date; newEmail?: string }
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.query(
    `INSERT INTO account_tokens (token_hash, member_id, purpose, new_email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), input.memberId, input.purpose, input.newEmail ?? null, input.now, input.expiresAt]
  );
  return token;
}

export interface TokenRow {
  token_hash: string;
  member_id: number;
  new_email: string | null;
}

/**
 * The unused token of this purpose, unexpired on its member's clock, with that member's `now` for
 * the rules that follow; or undefined.
 */
export async function findToken(db: Q, token: string, purpose: TokenPurpose, clocks: MemberClocks) {
  const [row] = await db.query<TokenRow & { expires_at: Date }>(
    `SELECT t.token_hash, t.member_id, t.new_email, t.expires_at FROM account_tokens t
     WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL`,
    [hashToken(token), purpose]
  );
  if (!row) return undefined;
  const now = await clocks.of(row.member_id);
  return new Date(row.expires_at) > now ? { ...row, now } : undefined;
}

/** Spends every open token of the purpose of a member: a link works once, and older links die with it. */
export async function useTokens(db: Q, memberId: number, purpose: TokenPurpose, now: Date) {
  await db.query("UPDATE account_tokens SET used_at = $3 WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL", [
    memberId,
    purpose,
    now,
  ]);
}

/** Writes an account mail in the member's language with its one link to the site. */
export async function sendAccountMail(
  db: Q,
  options: Pick<Required<AppOptions>, "siteUrl" | "log">,
  site: SiteRow,
  input: { kind: AccountMailKind; to: string; language: string; path: string; n: number }
) {
  const link = `${options.siteUrl(site.domain)}${input.path}`;
  const { subject, body } = accountMail(input.kind, input.language, { site: site.name, link, n: input.n });
  const fromName = String((site.settings as { mail_name?: unknown }).mail_name ?? site.name);
  await sendMail(
    db,
    { siteId: site.id, fromName, to: input.to, language: input.language, kind: input.kind, subject, body, link },
    options.log
  );
}
