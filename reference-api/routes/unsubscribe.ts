import type { Context, Hono } from "hono";
import { NotificationErrorCode as E, UnsubscribeTokenSchema } from "../../app/api/schemas/notifications";
import type { AppEnv } from "../app-env";
import { HttpError, readBody, readQuery, respond } from "../http";
import { readUnsubscribeToken } from "../mail/unsubscribe-token";
import { mailKindOff, unsubscribeKind } from "../notification-rules";
import { serveEndpoint } from "../serve-endpoint";

/** "anna@example.com" → "a***@example.com": whose mail stops, without telling a stranger the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at <= 0 ? "***" : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The member and kind of a token this site signed, for a member of the site who still has an address. */
async function tokenMember(c: Context<AppEnv>, token: string) {
  const site = c.get("site");
  const named = readUnsubscribeToken(site, token);
  const invalid = () => new HttpError(404, { error: E.invalidUnsubscribeToken });
  if (!named) throw invalid();
  const [member] = await c
    .get("options")
    .db.query<{ id: number; email: string }>(
      "SELECT id, email FROM members WHERE id = $1 AND site_id = $2 AND email IS NOT NULL AND email <> ''",
      [named.memberId, site.id]
    );
  if (!member) throw invalid();
  return { ...member, kind: named.kind };
}

/**
 * unsubscribe.php: the one-click unsubscribe of the notification e-mails (RFC 8058), no login —
 * the signed token names member, site and kind (docs/decisions/018-notifications-and-push.md#notification-e-mails).
 */
export function unsubscribeRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getUnsubscribe", async (c) => {
    const { token } = readQuery(c, UnsubscribeTokenSchema);
    const member = await tokenMember(c, token);
    const unsubscribed = await mailKindOff(c.get("options").db, member.id, member.kind);
    return respond(c, "getUnsubscribe", { kind: member.kind, email: maskEmail(member.email), unsubscribed });
  });

  serveEndpoint(app, "unsubscribe", async (c) => {
    const { token } = await readBody(c, "unsubscribe");
    const member = await tokenMember(c, token);
    const { db } = c.get("options");
    await unsubscribeKind(db, member.id, member.kind, c.get("apiClock")());
    return respond(c, "unsubscribe", { kind: member.kind, email: maskEmail(member.email), unsubscribed: true });
  });
}
