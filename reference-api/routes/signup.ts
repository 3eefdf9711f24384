import crypto from "node:crypto";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { hashToken, hashPassword, newSessionToken } from "../auth";
import { authRequired, HttpError, idempotencyKey, readBody, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { memberById, toUser } from "../members";
import { sendMail } from "../mail/outbox";
import { activationMail } from "../mail/signup-texts";
import { purgeDeletedAccounts, rememberDevice } from "./account-rules";
import { SESSION_DAYS } from "./user";
import { clientDevice, clientIp, overDailyLimit, recordEvent } from "./limits";
import { ApiErrorCode } from "../../app/api/errors";
import { normalizeEmail } from "../../app/domain/email-address";
import {
  dateOfBirthError,
  emailError,
  nameError,
  passwordError,
  signupOpen,
  SignupError,
} from "../../app/domain/signup-rules";

/** An activation link works once, for this long. */
export const ACTIVATION_DAYS = 7;
/**
 * How long a signup's Idempotency-Key answers with the account it made: long enough for a double
 * click, a retry after a timeout or the browser's "send again", short enough that an old page
 * cannot sign in.
 */
export const SIGNUP_REPLAY_MS = 10 * 60_000;
/** A new confirmation e-mail at most this often. */
export const RESEND_INTERVAL_MS = 60_000;

async function sendActivation(c: Context<AppEnv>, memberId: number) {
  const { db, clock, siteUrl, log } = c.get("options");
  const site = c.get("site");
  const member = await memberById(db, memberId);
  if (!member?.email) return false;
  const now = clock();
  const who = { siteId: site.id, memberId, email: member.email, ip: clientIp(c) };
  // The daily limit stops a script from flooding a stranger's mailbox through resends.
  if (await overDailyLimit(db, "activation", who, now)) return false;
  await recordEvent(db, "activation", who, now);
  // A new link replaces the old ones: only the newest mail works.
  await db.query("DELETE FROM activation_tokens WHERE member_id = $1 AND used_at IS NULL", [memberId]);
  const token = crypto.randomBytes(32).toString("base64url");
  await db.query(
    "INSERT INTO activation_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
    [hashToken(token), memberId, now, new Date(now.getTime() + ACTIVATION_DAYS * 86_400_000)]
  );
  const link = `${siteUrl(site.domain)}/activate/${token}`;
  const settings = site.settings as { name?: string; mail_name?: string };
  const text = activationMail(member.language, {
    site: settings.name ?? site.name,
    name: member.name,
    link,
    days: ACTIVATION_DAYS,
  });
  await sendMail(
    db,
    {
      siteId: site.id,
      fromName: settings.mail_name ?? site.name,
      to: member.email,
      language: member.language.slice(0, 2),
      kind: "activation",
      subject: text.subject,
      body: text.body,
      link,
    },
    log
  );
  return true;
}

/** The reference implementation of app/api/groups/signup.ts. */
export function signupRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "signup", async (c) => {
    const { db, clock } = c.get("options");
    const site = c.get("site");
    const settings = site.settings as {
      signups?: string;
      signup_credits?: number;
      visible_profile_fields?: string[];
      countries?: string[];
    };
    const body = await readBody(c, "signup");
    if (!signupOpen(settings.signups ?? "all", body.tracking?.network)) {
      throw new HttpError(403, { error: SignupError.inviteOnly });
    }
    const now = clock();
    const ip = clientIp(c);
    const key = idempotencyKey(c);
    // Compared and stored in its one normal form, as login and reset look it up (app/domain/email-address.ts).
    const email = normalizeEmail(body.email) ?? body.email.trim();
    const fields: Record<string, string> = {};
    const put = (field: string, code: string | null) => {
      if (code) fields[field] = code;
    };
    put("email", emailError(body.email));
    put("name", nameError(body.name, email));
    put("date_of_birth", dateOfBirthError(body.date_of_birth, now));
    put("password", passwordError(body.password));
    if ((body.signup_message ?? "").length > 500) fields.signup_message = SignupError.messageTooLong;
    const visible = new Set(settings.visible_profile_fields ?? []);
    const countries = settings.countries ?? [];
    let country = countries[0] ?? "NL";
    const region = visible.has("location") ? body.region?.trim() || null : null;
    if (visible.has("location")) {
      if (body.country && countries.includes(body.country)) country = body.country;
      else put("country", SignupError.countryRequired);
      if (region && !fields.country) {
        const [known] = await db.query("SELECT 1 FROM regions WHERE country = $1 AND name = $2", [country, region]);
        if (!known) put("region", SignupError.invalidRegion);
      }
    }
    let target: number | null = null;
    if (body.target_profile_id) {
      const [row] = await db.query<{ id: number }>("SELECT id FROM members WHERE id = $1 AND site_id = $2", [
        body.target_profile_id,
        site.id,
      ]);
      target = row?.id ?? null;
    }
    // scrypt is slow: worked out before the transaction, which holds the signups of this IP.
    const passwordHash = Object.keys(fields).length === 0 ? await hashPassword(body.password) : "";
    const language = (body.language ?? c.req.header("Accept-Language")?.split(",")[0] ?? "en").trim() || "en";
    const t = body.tracking ?? {};

    // The daily limit's count, the address check and the new account are one step: concurrent
    // signups from one IP (or for one address) wait for each other, so 20 at once make at most the
    // limit's accounts, and a second submit of one form finds the first one's account.
    const outcome = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`signup-ip:${ip}`]);
      if (key) {
        const [earlier] = await tx.query<{ member_id: number }>(
          `SELECT member_id FROM signup_requests WHERE site_id = $1 AND key = $2 AND email = lower($3) AND created_at > $4`,
          [site.id, key, email, new Date(now.getTime() - SIGNUP_REPLAY_MS)]
        );
        if (earlier) return { memberId: earlier.member_id, repeated: true };
      }
      // Accounts from one IP per day: a script creating accounts in bulk stops here.
      if (await overDailyLimit(tx, "signup", { siteId: site.id, ip }, now))
        throw new HttpError(429, { error: ApiErrorCode.tooManySignups });
      if (!fields.email) {
        await tx.query("SELECT pg_advisory_xact_lock(hashtext($1))", [
          `signup-email:${site.id}:${email.toLowerCase()}`,
        ]);
        // An account whose 14 days have passed is gone, not "being deleted": purge before looking.
        await purgeDeletedAccounts(tx, await c.get("clocks").all(tx));
        const [existing] = await tx.query<{ deleted_at: Date | null }>(
          "SELECT deleted_at FROM members WHERE site_id = $1 AND lower(email) = lower($2)",
          [site.id, email]
        );
        if (existing) fields.email = existing.deleted_at ? SignupError.pendingDeletion : SignupError.emailTaken;
      }
      if (Object.keys(fields).length > 0) throw new HttpError(400, { error: "validation_failed", fields });

      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
           status, user_status, credits, language, signup_date, signup_message, target_profile_id,
           network, ref, sub1, sub2, sub3)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'disabled', 'not_confirmed', $11, $12, $13, $14, $15,
           $16, $17, $18, $19, $20)
         RETURNING id`,
        [
          site.id,
          email,
          passwordHash,
          body.name.trim(),
          body.date_of_birth,
          visible.has("gender") ? body.gender ?? null : null,
          visible.has("sexuality") ? body.sexuality ?? null : null,
          country,
          region,
          visible.has("location") ? body.city?.trim() || null : null,
          Math.max(0, settings.signup_credits ?? 0),
          language,
          now,
          body.signup_message?.trim() || null,
          target,
          t.network ?? null,
          t.ref ?? null,
          t.sub1 ?? null,
          t.sub2 ?? null,
          t.sub3 ?? null,
        ]
      );
      await recordEvent(tx, "signup", { siteId: site.id, memberId: created.id, ip }, now);
      if (key) {
        await tx.query(
          "INSERT INTO signup_requests (site_id, key, email, member_id, created_at) VALUES ($1, $2, lower($3), $4, $5)",
          [site.id, key, email, created.id, now]
        );
      }
      await rememberDevice(tx, created.id, clientDevice(c), now);
      return { memberId: created.id, repeated: false };
    });
    if (!outcome.repeated) await sendActivation(c, outcome.memberId);
    // The second submit of a form gets what the first got: the account, signed in.
    const { token, hash } = newSessionToken();
    await db.query(
      "INSERT INTO sessions (token_hash, member_id, created_at, expires_at, last_seen) VALUES ($1, $2, $3, $4, $3)",
      [hash, outcome.memberId, now, new Date(now.getTime() + SESSION_DAYS * 86_400_000)]
    );
    const member = await memberById(db, outcome.memberId);
    return respond(c, "signup", { user: toUser(member!, now), token });
  });

  serveEndpoint(app, "activate", async (c) => {
    const { db } = c.get("options");
    const { token } = await readBody(c, "activate");
    const tokenHash = hashToken(token);
    const [holder] = await db.query<{ member_id: number }>(
      "SELECT member_id FROM activation_tokens WHERE token_hash = $1",
      [tokenHash]
    );
    // The link's life is its member's: that member's clock (member-time.ts).
    const now = await c.get("clocks").of(holder?.member_id);
    // Single use: the UPDATE claims the token only if unused, unexpired and of this site.
    const [claimed] = await db.query<{ member_id: number }>(
      `UPDATE activation_tokens a SET used_at = $2
       FROM members m
       WHERE a.token_hash = $1 AND a.used_at IS NULL AND a.expires_at > $2
         AND m.id = a.member_id AND m.site_id = $3
       RETURNING a.member_id`,
      [tokenHash, now, c.get("site").id]
    );
    if (!claimed) throw new HttpError(400, { error: "activation_failed" });
    await db.query("UPDATE members SET user_status = 'confirmed', status = 'active' WHERE id = $1", [
      claimed.member_id,
    ]);
    // The seed profiles' answers waited for this (docs/product.md#accounts-and-login); the activation itself never fails on them.
    await c
      .get("live")
      .replies.activated(claimed.member_id)
      .catch((error: unknown) =>
        c.get("options").log({ level: "error", msg: "held fictional replies failed", error: String(error) })
      );
    return respond(c, "activate", { ok: true });
  });

  serveEndpoint(app, "resendActivation", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    if (member.user_status === "confirmed") return respond(c, "resendActivation", { sent: false });
    // At most one mail a minute: repeated clicks must not flood the member's inbox.
    const { db, clock } = c.get("options");
    const [recent] = await db.query(
      "SELECT 1 FROM activation_tokens WHERE member_id = $1 AND used_at IS NULL AND created_at > $2",
      [member.id, new Date(clock().getTime() - RESEND_INTERVAL_MS)]
    );
    // Says whether a mail left now (none within a minute of the last, none past the daily limit):
    // the member is told to wait rather than that one is on its way.
    const sent = recent ? false : await sendActivation(c, member.id);
    return respond(c, "resendActivation", { sent });
  });
}
