import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { newSessionToken, verifyPassword } from "../auth";
import { authRequired, HttpError, readBody, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { MEMBER_SELECT, memberById, toUser, type MemberRow } from "../members";
import {
  accountIdByEmail,
  isKnownDevice,
  purgeDeletedAccounts,
  recordLoginAttempt,
  refuseThrottled,
  rememberDevice,
  warnOwnerOfGuessing,
} from "./account-rules";
import { clientDevice, clientIp } from "./limits";

/** A session lasts as long as the web tier's auth cookie (docs/product.md#accounts-and-login: 30 days), counted from login. */
export const SESSION_DAYS = 30;

/** user.php: who is logged in (GET), log in (POST), save the language (PUT); logout.php. */
export function userRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getUser", (c) => {
    const member = c.get("member");
    return respond(c, "getUser", { user: member ? toUser(member, c.get("options").clock()) : null });
  });

  serveEndpoint(app, "login", async (c) => {
    const { db } = c.get("options");
    const clocks = c.get("clocks");
    const { email, password } = await readBody(c, "login");
    const site = c.get("site");
    // The rules are about the account the address names: its own clock (member-time.ts).
    const now = await clocks.of(await accountIdByEmail(db, site.id, email));
    const device = clientDevice(c);
    // Who tries: the address from this IP, on a device the account has logged in with or not.
    const who = {
      siteId: site.id,
      email,
      ip: clientIp(c),
      knownDevice: await isKnownDevice(db, site.id, email, device),
    };
    // docs/product.md#accounts-and-login: too many wrong passwords block the address (from this IP) for a while, an IP guessing
    // across addresses waits longer and longer, and so do new devices on an account being guessed
    // from many IPs; all before any password check.
    await refuseThrottled(db, who, now);
    await purgeDeletedAccounts(db, await clocks.all());
    const [row] = await db.query<MemberRow & { password_hash: string | null; deleted_at: Date | null }>(
      `${MEMBER_SELECT} WHERE m.site_id = $1 AND lower(m.email) = lower($2)`,
      [site.id, email]
    );
    // Same answer (and the same scrypt work) for an unknown e-mail and a wrong password:
    // no account enumeration.
    const ok = await verifyPassword(password, row?.password_hash ?? null);
    await recordLoginAttempt(db, { ...who, ok, now });
    if (!row || !ok) {
      if (!who.knownDevice) {
        const account = row?.email ? { ...row, email: row.email } : undefined;
        await warnOwnerOfGuessing(db, c.get("options"), site, account, email, now);
      }
      // The wrong password that reaches a limit already answers with the block.
      await refuseThrottled(db, who, now);
      throw new HttpError(401, { error: "login_failed" });
    }
    // Only the right password learns that the account waits out its 14-day undo window.
    if (row.deleted_at) throw new HttpError(409, { error: "account_pending_deletion" });
    await rememberDevice(db, row.id, device, now);
    const { token, hash } = newSessionToken();
    const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    await db.query(
      "INSERT INTO sessions (token_hash, member_id, created_at, expires_at, last_seen) VALUES ($1, $2, $3, $4, $3)",
      [hash, row.id, now, expires]
    );
    return respond(c, "login", { user: toUser(row, now), token });
  });

  serveEndpoint(app, "updateUser", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { db, clock } = c.get("options");
    const { language } = await readBody(c, "updateUser");
    await db.query("UPDATE members SET language = $1 WHERE id = $2", [language, member.id]);
    const updated = await memberById(db, member.id);
    return respond(c, "updateUser", { user: toUser(updated!, clock()) });
  });

  serveEndpoint(app, "logout", async (c) => {
    const tokenHash = c.get("tokenHash");
    if (tokenHash) await c.get("options").db.query("DELETE FROM sessions WHERE token_hash = $1", [tokenHash]);
    return respond(c, "logout", { ok: true });
  });
}
