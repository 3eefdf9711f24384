import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { addressKey, normalizeAddress } from "../../app/domain/client-address";
import { COMPLAINTS_PER_DAY } from "../../app/domain/members";
import { hashToken } from "../auth";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";

/**
 * Daily limits on everything an outsider or a member can make the API do that reaches a mailbox
 * or creates an account (docs/decisions/007-account.md). Counted over the last 24 hours per
 * member, per target address and per client IP; addresses and IPs across all sites, since one
 * stranger's mailbox or one script does not care which brand it goes through.
 */

type Q = Pick<Db, "query">;
const DAY = 86_400_000;

export type LimitedAction =
  | "password_reset"
  | "password_reset_owner"
  | "login_alert"
  | "mail_change"
  | "delete_undo"
  | "activation"
  | "signup"
  | "member_complaint"
  | "visitor_complaint"
  | "complaint_ack";

export interface DailyLimit {
  member?: number;
  email?: number;
  /** Left out where the IP must not count: members behind one office address each get their own. */
  ip?: number;
}

export const DAILY_LIMITS = {
  // docs/product.md#accounts-and-login: "Too many password reset emails sent, please try again tomorrow." (3 a day). Asked for
  // from a device that never logged into the account: whoever it is, the owner's own budget below
  // stays untouched, so strangers cannot use up the owner's resets.
  password_reset: { email: 3, ip: 10 },
  // Asked for by the owner: signed in, or from a device the account has logged in with.
  password_reset_owner: { member: 3 },
  // "Someone is guessing your password": once a day at most, however long the guessing goes on.
  login_alert: { member: 1 },
  mail_change: { member: 3, email: 3, ip: 10 },
  // The deletion mail plus resends.
  delete_undo: { member: 3, email: 3, ip: 10 },
  // The signup's mail plus "send the e-mail again" (which is also limited to one a minute).
  activation: { member: 5, email: 5, ip: 20 },
  signup: { ip: 10 },
  // Complaints: per member with a session, per IP without one (decision 015).
  member_complaint: { member: COMPLAINTS_PER_DAY },
  visitor_complaint: { ip: COMPLAINTS_PER_DAY },
  // The complaint's acknowledgement: one a day per address, whatever else is sent.
  complaint_ack: { email: 1 },
} satisfies Record<LimitedAction, DailyLimit>;

/**
 * What every per-IP limit counts the member under (`addressKey`: an IPv4 address, an IPv6
 * address's /64), from the address the web tier forwards (the first X-Forwarded-For entry; only
 * the web tier reaches the API, so the header is trusted) in any spelling: with a port, in
 * brackets, IPv4 mapped into IPv6. Text that is no address is not believed: the connection's own
 * address counts instead (logged), and without one (in-process tests) every such caller shares
 * the key "".
 */
export function clientIp(c: Context<AppEnv>): string {
  const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0];
  let address = normalizeAddress(forwarded);
  if (!address) {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    address = normalizeAddress(incoming?.socket.remoteAddress);
    if (forwarded !== undefined) {
      c.get("options").log({
        level: "warn",
        msg: "X-Forwarded-For is not an address: the connection's address counts",
        forwarded: forwarded.slice(0, 100),
      });
    }
  }
  return address ? addressKey(address) : "";
}

/**
 * The browser the web tier names (X-Device-Id: the random id of its device cookie), as stored: its
 * SHA-256. Null without one, or with anything but such an id.
 */
export function clientDevice(c: Context): string | null {
  const id = c.req.header("X-Device-Id");
  return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? hashToken(id) : null;
}

export interface LimitSubject {
  siteId: number;
  memberId?: number | null;
  email?: string | null;
  ip: string;
}

/** Whether one more `action` for this member, address or IP would pass a daily limit. */
export async function overDailyLimit(db: Q, action: LimitedAction, who: LimitSubject, now: Date): Promise<boolean> {
  const limit: DailyLimit = DAILY_LIMITS[action];
  const since = new Date(now.getTime() - DAY);
  const [row] = await db.query<{ by_member: number; by_email: number; by_ip: number }>(
    `SELECT count(*) FILTER (WHERE member_id = $3)::int AS by_member,
            count(*) FILTER (WHERE lower(email) = lower($4))::int AS by_email,
            count(*) FILTER (WHERE ip = $5)::int AS by_ip
     FROM rate_events WHERE action = $1 AND created_at > $2
       AND (member_id = $3 OR lower(email) = lower($4) OR ip = $5)`,
    [action, since, who.memberId ?? null, who.email?.trim() ?? null, who.ip]
  );
  return (
    (limit.member !== undefined && who.memberId != null && row.by_member >= limit.member) ||
    (limit.email !== undefined && !!who.email && row.by_email >= limit.email) ||
    (limit.ip !== undefined && row.by_ip >= limit.ip)
  );
}

/** Counts one `action` (only what was let through: a refused attempt does not prolong the wait). */
export async function recordEvent(db: Q, action: LimitedAction, who: LimitSubject, now: Date) {
  await db.query(
    "INSERT INTO rate_events (site_id, action, member_id, email, ip, created_at) VALUES ($1, $2, $3, $4, $5, $6)",
    [who.siteId, action, who.memberId ?? null, who.email?.trim().toLowerCase() ?? null, who.ip, now]
  );
}
