import crypto from "node:crypto";
import type { Db } from "../db";
import { hashToken } from "../auth";
import { sendMail } from "../mail/outbox";
import { accountMail, type AccountMailKind } from "../mail/account-texts";
import type { AppOptions, SiteRow } from "../app-env";

/** The rules of the account features, with their constants (docs/decisions/007-account.md). */

type Q = Pick<Db, "query">;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Login throttling (SPEC §4): this many wrong passwords within the window block the account. */
export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * MINUTE;
/** How long the block lasts, counted from the last wrong password. */
export const LOGIN_BLOCK_MS = 15 * MINUTE;

export const RESET_TOKEN_TTL_MS = 1 * HOUR;
/** "Too many password reset emails sent, please try again tomorrow.": per member per 24 hours. */
export const RESET_MAILS_PER_DAY = 3;
export const MAIL_CHANGE_TOKEN_TTL_MS = 24 * HOUR;
/** SPEC §9: account reactivation window. */
export const UNDO_DAYS = 14;
export const UNDO_WINDOW_MS = UNDO_DAYS * DAY;
/** The deletion mail plus resends, per 24 hours. */
export const UNDO_MAILS_PER_DAY = 3;

export type TokenPurpose = "password_reset" | "mail_change" | "delete_undo";

/**
 * Minutes the login of this e-mail address stays blocked, or 0. Counts the wrong passwords of the
 * window since the last successful login; unknown addresses are throttled alike (no enumeration).
 */
export async function loginBlockMinutes(db: Q, siteId: number, email: string, now: Date): Promise<number> {
  const [row] = await db.query<{ failures: number; last_failure: Date | null }>(
    `SELECT count(*)::int AS failures, max(created_at) AS last_failure FROM login_attempts a
     WHERE a.site_id = $1 AND lower(a.email) = lower($2) AND NOT a.succeeded AND a.created_at > $3
       AND a.created_at > coalesce((SELECT max(created_at) FROM login_attempts s
         WHERE s.site_id = $1 AND lower(s.email) = lower($2) AND s.succeeded), '-infinity'::timestamptz)`,
    [siteId, email, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS)]
  );
  if (!row || row.failures < MAX_FAILED_LOGINS || !row.last_failure) return 0;
  const left = new Date(row.last_failure).getTime() + LOGIN_BLOCK_MS - now.getTime();
  return left > 0 ? Math.ceil(left / MINUTE) : 0;
}

/**
 * Removes accounts whose undo window has passed (photos, sessions, chats and tokens go with them
 * by ON DELETE CASCADE). Cheap with its partial index, so it runs wherever an account is looked
 * up by e-mail or token; main.ts may also run it at start.
 */
export async function purgeDeletedAccounts(db: Q, now: Date): Promise<number> {
  const gone = await db.query("DELETE FROM members WHERE deleted_at IS NOT NULL AND deleted_at <= $1 RETURNING id", [
    new Date(now.getTime() - UNDO_WINDOW_MS),
  ]);
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
export async function accountByEmail(db: Q, siteId: number, email: string, now: Date) {
  await purgeDeletedAccounts(db, now);
  const [row] = await db.query<AccountRow>(
    `SELECT id, email, name, language, password_hash, deleted_at FROM members
     WHERE site_id = $1 AND lower(email) = lower($2) AND password_hash IS NOT NULL`,
    [siteId, email.trim()]
  );
  return row;
}

export async function emailTaken(db: Q, siteId: number, email: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM members WHERE site_id = $1 AND lower(email) = lower($2)", [
    siteId,
    email.trim(),
  ]);
  return rows.length > 0;
}

/** Mails of one purpose sent to a member in the last 24 hours (each mail has its own token). */
export async function tokensSentToday(db: Q, memberId: number, purpose: TokenPurpose, now: Date) {
  const [{ count }] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM account_tokens WHERE member_id = $1 AND purpose = $2 AND created_at > $3",
    [memberId, purpose, new Date(now.getTime() - DAY)]
  );
  return count;
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

/** The unused, unexpired token of this purpose, or undefined. */
export async function findToken(db: Q, token: string, purpose: TokenPurpose, now: Date) {
  const [row] = await db.query<TokenRow>(
    `SELECT token_hash, member_id, new_email FROM account_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashToken(token), purpose, now]
  );
  return row;
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
