import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { hashPassword, verifyPassword } from "../auth";
import { authRequired, HttpError, readBody, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import {
  accountByEmail,
  emailTaken,
  findToken,
  isKnownDevice,
  issueToken,
  MAIL_CHANGE_TOKEN_TTL_MS,
  purgeDeletedAccounts,
  recordLoginAttempt,
  refuseThrottled,
  rememberDevice,
  MAIL_CHANGE_UNDO_DAYS,
  RESET_TOKEN_TTL_MS,
  sendAccountMail,
  UNDO_DAYS,
  UNDO_WINDOW_MS,
  useTokens,
} from "./account-rules";
import { clientDevice, clientIp, overDailyLimit, recordEvent } from "./limits";
import { AccountErrorCode as E } from "../../app/api/schemas/account";
import { normalizeEmail } from "../../app/domain/email-address";

const linkInvalid = () => new HttpError(400, { error: E.linkInvalid });
const wrongPassword = () => new HttpError(400, { error: E.wrongPassword, fields: { password: E.wrongPassword } });
const HOUR = 3_600_000;

/**
 * Whether the member's current password is right. It is a password guess like a login: blocked
 * and counted by the same rules, so a stolen session cannot be used to guess it.
 */
async function passwordMatches(c: Context<AppEnv>, member: { id: number; email: string | null }, password: string) {
  const { db, clock } = c.get("options");
  const [siteId, email, now] = [c.get("site").id, member.email ?? "", clock()];
  const who = { siteId, email, ip: clientIp(c), knownDevice: await isKnownDevice(db, siteId, email, clientDevice(c)) };
  await refuseThrottled(db, who, now);
  const [row] = await db.query<{ password_hash: string | null }>("SELECT password_hash FROM members WHERE id = $1", [
    member.id,
  ]);
  const ok = await verifyPassword(password, row?.password_hash ?? null);
  if (!ok) {
    await recordLoginAttempt(db, { ...who, ok, now });
    await refuseThrottled(db, who, now);
  }
  return ok;
}

/** The token each mail-change link carries: the confirming link to the new address, the undo link to the old one. */
const MAIL_CHANGE_LINK = { confirmEmailChange: "mail_change", undoEmailChange: "mail_change_undo" } as const;

/**
 * The member and address a mail-change link names, refused when the link is spent, expired or
 * unknown; `now` is the member's own time (member-clocks.ts), for what follows is about them.
 */
async function openMailChangeLink(c: Context<AppEnv>, endpoint: keyof typeof MAIL_CHANGE_LINK) {
  const { db } = c.get("options");
  const { token } = await readBody(c, endpoint);
  const row = await findToken(db, token, MAIL_CHANGE_LINK[endpoint], c.get("clocks"));
  if (!row?.new_email) throw linkInvalid();
  // What follows is about the token's member: its own clock (member-time.ts).
  return { db, site: c.get("site"), row: { ...row, new_email: row.new_email }, now: row.now };
}

/** The reference implementation of app/api/groups/account.ts (rules and constants in ./account-rules.ts). */
export function accountRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "requestPasswordReset", async (c) => {
    const { db } = c.get("options");
    const { email } = await readBody(c, "requestPasswordReset");
    const site = c.get("site");
    const clocks = c.get("clocks");
    const account = await accountByEmail(db, site.id, email, await clocks.all());
    // The limits and the link's life are the account's: its own clock (member-time.ts).
    const now = await clocks.of(account?.id);
    // The owner (signed in, or on a device the account has logged in with) has a budget of their
    // own: strangers asking for the address's resets use up only theirs, never the owner's.
    const owner =
      !!account && (c.get("member")?.id === account.id || (await isKnownDevice(db, site.id, email, clientDevice(c))));
    const action = owner ? "password_reset_owner" : "password_reset";
    // Known and unknown addresses get the same answers, limits included: membership stays private.
    const who = { siteId: site.id, memberId: account?.id, email, ip: clientIp(c) };
    if (await overDailyLimit(db, action, who, now)) throw new HttpError(429, { error: E.tooManyResetMails });
    await recordEvent(db, action, who, now);
    if (!account) return respond(c, "requestPasswordReset", { ok: true });
    const token = await issueToken(db, {
      memberId: account.id,
      purpose: "password_reset",
      now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    await sendAccountMail(db, c.get("options"), site, {
      kind: "password_reset",
      to: account.email,
      language: account.language,
      path: `/reset-password/do?token=${token}`,
      n: RESET_TOKEN_TTL_MS / HOUR,
    });
    return respond(c, "requestPasswordReset", { ok: true });
  });

  serveEndpoint(app, "checkPasswordResetToken", async (c) => {
    const { db } = c.get("options");
    const token = z.string().safeParse(c.req.query("token"));
    const row = token.success ? await findToken(db, token.data, "password_reset", c.get("clocks")) : undefined;
    if (!row) throw new HttpError(404, { error: E.linkInvalid });
    return respond(c, "checkPasswordResetToken", { ok: true });
  });

  serveEndpoint(app, "resetPassword", async (c) => {
    const { db } = c.get("options");
    const { token, password } = await readBody(c, "resetPassword");
    const row = await findToken(db, token, "password_reset", c.get("clocks"));
    if (!row) throw linkInvalid();
    // What follows is about the token's member: its own clock (member-time.ts).
    const { now } = row;
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.query("UPDATE members SET password_hash = $2 WHERE id = $1", [row.member_id, hash]);
      await useTokens(tx, row.member_id, "password_reset", now);
      // Whoever knew the old password is logged out everywhere.
      await tx.query("DELETE FROM sessions WHERE member_id = $1", [row.member_id]);
      // The device that proved the mailbox is the owner's: never slowed by guessing from elsewhere.
      await rememberDevice(tx, row.member_id, clientDevice(c), now);
    });
    return respond(c, "resetPassword", { ok: true });
  });

  serveEndpoint(app, "changePassword", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db } = c.get("options");
    const { old_password, new_password } = await readBody(c, "changePassword");
    const [{ password_hash }] = await db.query<{ password_hash: string | null }>(
      "SELECT password_hash FROM members WHERE id = $1",
      [member.id]
    );
    if (!(await verifyPassword(old_password, password_hash)))
      throw new HttpError(400, { error: E.wrongOldPassword, fields: { old_password: E.wrongOldPassword } });
    const hash = await hashPassword(new_password);
    await db.query("UPDATE members SET password_hash = $2 WHERE id = $1", [member.id, hash]);
    await db.query("DELETE FROM sessions WHERE member_id = $1 AND token_hash <> $2", [member.id, c.get("tokenHash")]);
    return respond(c, "changePassword", { ok: true });
  });

  serveEndpoint(app, "requestEmailChange", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db, clock } = c.get("options");
    const site = c.get("site");
    const body = await readBody(c, "requestEmailChange");
    const [email, password] = [normalizeEmail(body.email), body.password];
    if (!(await passwordMatches(c, member, password))) throw wrongPassword();
    if (!email) throw new HttpError(400, { error: E.invalidNewEmail, fields: { email: E.invalidNewEmail } });
    if (await emailTaken(db, site.id, email))
      throw new HttpError(409, { error: E.emailTaken, fields: { email: E.emailTaken } });
    const now = clock();
    const who = { siteId: site.id, memberId: member.id, email, ip: clientIp(c) };
    if (await overDailyLimit(db, "mail_change", who, now))
      throw new HttpError(429, { error: E.tooManyMails, fields: { email: E.tooManyMails } });
    await recordEvent(db, "mail_change", who, now);
    const token = await issueToken(db, {
      memberId: member.id,
      purpose: "mail_change",
      now,
      expiresAt: new Date(now.getTime() + MAIL_CHANGE_TOKEN_TTL_MS),
      newEmail: email,
    });
    await sendAccountMail(db, c.get("options"), site, {
      kind: "mail_change",
      to: email,
      language: member.language,
      path: `/mail-change/do?token=${token}`,
      n: MAIL_CHANGE_TOKEN_TTL_MS / HOUR,
    });
    return respond(c, "requestEmailChange", { ok: true });
  });

  serveEndpoint(app, "confirmEmailChange", async (c) => {
    const { db, site, row, now } = await openMailChangeLink(c, "confirmEmailChange");
    // Someone may have signed up with the address since the mail went out.
    if (await emailTaken(db, site.id, row.new_email)) throw new HttpError(409, { error: E.emailTaken });
    const [old] = await db.query<{ email: string; language: string }>(
      "UPDATE members m SET email = $2 FROM members o WHERE m.id = $1 AND m.site_id = $3 AND o.id = m.id RETURNING o.email, m.language",
      [row.member_id, row.new_email, site.id]
    );
    await useTokens(db, row.member_id, "mail_change", now);
    if (old?.email) {
      // The old address hears of it and can take the account back: a stolen session alone must
      // not be enough to take the account over.
      const undo = await issueToken(db, {
        memberId: row.member_id,
        purpose: "mail_change_undo",
        now,
        expiresAt: new Date(now.getTime() + MAIL_CHANGE_UNDO_DAYS * 86_400_000),
        newEmail: old.email,
      });
      await sendAccountMail(db, c.get("options"), site, {
        kind: "mail_changed",
        to: old.email,
        language: old.language,
        path: `/mail-change/undo?token=${undo}`,
        n: MAIL_CHANGE_UNDO_DAYS,
      });
    }
    return respond(c, "confirmEmailChange", { ok: true });
  });

  serveEndpoint(app, "undoEmailChange", async (c) => {
    const { db, site, row, now } = await openMailChangeLink(c, "undoEmailChange");
    const [taken] = await db.query(
      "SELECT 1 FROM members WHERE site_id = $1 AND lower(email) = lower($2) AND id <> $3",
      [site.id, row.new_email, row.member_id]
    );
    if (taken) throw new HttpError(409, { error: E.emailTaken });
    await db.transaction(async (tx) => {
      await tx.query("UPDATE members SET email = $2 WHERE id = $1 AND site_id = $3", [
        row.member_id,
        row.new_email,
        site.id,
      ]);
      await useTokens(tx, row.member_id, "mail_change_undo", now);
      await useTokens(tx, row.member_id, "mail_change", now);
      // Whoever changed the address is logged out; the owner chooses a new password next.
      await tx.query("DELETE FROM sessions WHERE member_id = $1", [row.member_id]);
    });
    return respond(c, "undoEmailChange", { ok: true });
  });

  serveEndpoint(app, "deleteAccount", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db, clock } = c.get("options");
    const site = c.get("site");
    const { reason, remarks, password } = await readBody(c, "deleteAccount");
    if (!(await passwordMatches(c, member, password))) throw wrongPassword();
    const now = clock();
    // The deletion mail counts towards the daily undo mails.
    await recordEvent(
      db,
      "delete_undo",
      { siteId: site.id, memberId: member.id, email: member.email, ip: clientIp(c) },
      now
    );
    const token = await db.transaction(async (tx) => {
      await tx.query("UPDATE members SET deleted_at = $2, delete_reason = $3, delete_remarks = $4 WHERE id = $1", [
        member.id,
        now,
        reason,
        remarks?.trim() || null,
      ]);
      await tx.query("DELETE FROM sessions WHERE member_id = $1", [member.id]);
      return issueToken(tx, {
        memberId: member.id,
        purpose: "delete_undo",
        now,
        expiresAt: new Date(now.getTime() + UNDO_WINDOW_MS),
      });
    });
    await sendAccountMail(db, c.get("options"), site, {
      kind: "delete_undo",
      to: member.email ?? "",
      language: member.language,
      path: `/account-delete/undo?token=${token}`,
      n: UNDO_DAYS,
    });
    const partner = (site.settings as { delete_partner_url?: unknown }).delete_partner_url;
    return respond(c, "deleteAccount", {
      ok: true,
      partner_url: typeof partner === "string" && /^https?:\/\//.test(partner) ? partner : null,
      undo_days: UNDO_DAYS,
    });
  });

  serveEndpoint(app, "undoAccountDeletion", async (c) => {
    const { db } = c.get("options");
    const { token } = await readBody(c, "undoAccountDeletion");
    await purgeDeletedAccounts(db, await c.get("clocks").all());
    const row = await findToken(db, token, "delete_undo", c.get("clocks"));
    if (!row) throw linkInvalid();
    // What follows is about the token's member: its own clock (member-time.ts).
    const { now } = row;
    await db.query(
      "UPDATE members SET deleted_at = NULL, delete_reason = NULL, delete_remarks = NULL WHERE id = $1 AND site_id = $2",
      [row.member_id, c.get("site").id]
    );
    await useTokens(db, row.member_id, "delete_undo", now);
    return respond(c, "undoAccountDeletion", { ok: true });
  });

  serveEndpoint(app, "resendUndoMail", async (c) => {
    const { db } = c.get("options");
    const site = c.get("site");
    const { email } = await readBody(c, "resendUndoMail");
    const clocks = c.get("clocks");
    const account = await accountByEmail(db, site.id, email, await clocks.all());
    const now = await clocks.of(account?.id);
    // Same answers for every other address, limits included: this form needs no password, so it
    // reveals nothing.
    const who = { siteId: site.id, memberId: account?.id, email, ip: clientIp(c) };
    if (await overDailyLimit(db, "delete_undo", who, now)) throw new HttpError(429, { error: E.tooManyUndoMails });
    await recordEvent(db, "delete_undo", who, now);
    if (!account?.deleted_at) return respond(c, "resendUndoMail", { ok: true });
    // The window still counts from the deletion: a resent link does not extend it.
    const expiresAt = new Date(new Date(account.deleted_at).getTime() + UNDO_WINDOW_MS);
    const token = await issueToken(db, { memberId: account.id, purpose: "delete_undo", now, expiresAt });
    await sendAccountMail(db, c.get("options"), site, {
      kind: "delete_undo",
      to: account.email,
      language: account.language,
      path: `/account-delete/undo?token=${token}`,
      n: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 86_400_000)),
    });
    return respond(c, "resendUndoMail", { ok: true });
  });
}
