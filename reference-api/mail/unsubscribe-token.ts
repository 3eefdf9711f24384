import crypto from "node:crypto";
import { EmailKindSchema, type EmailKind } from "../../app/api/schemas/notifications";
import { sameSecret } from "../auth";

/*
 * The token of a notification e-mail's unsubscribe link: `<member id>.<kind>.<signature>`, the
 * signature an HMAC-SHA256 (128 bits kept) of site, member and kind under the site's mail_secret.
 * It does not expire: it can only turn one kind of e-mail off, and a mail may be opened years
 * later (RFC 8058 asks the link to keep working). A token of another site fails there: another
 * secret, another site id.
 */

const signature = (secret: string, siteId: number, memberId: number, kind: EmailKind) =>
  crypto
    .createHmac("sha256", secret)
    .update(`unsubscribe:${siteId}:${memberId}:${kind}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");

export function unsubscribeToken(site: { id: number; mail_secret: string }, memberId: number, kind: EmailKind): string {
  return `${memberId}.${kind}.${signature(site.mail_secret, site.id, memberId, kind)}`;
}

/** The member and kind a token names, when it was signed by this site; undefined otherwise. */
export function readUnsubscribeToken(
  site: { id: number; mail_secret: string },
  token: string
): { memberId: number; kind: EmailKind } | undefined {
  const match = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{22})$/.exec(token);
  const kind = EmailKindSchema.safeParse(match?.[2]);
  if (!match || !kind.success) return undefined;
  const memberId = Number(match[1]);
  if (memberId > 2 ** 31 - 1) return undefined;
  return sameSecret(match[3], signature(site.mail_secret, site.id, memberId, kind.data))
    ? { memberId, kind: kind.data }
    : undefined;
}
