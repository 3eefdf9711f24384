import type { Hono } from "hono";
import { GENERAL_COMPLAINT_REASONS, MEMBER_COMPLAINT_REASONS } from "../../app/domain/members";
import { MembersErrorCode as E } from "../../app/api/schemas/members";
import type { AppEnv, SiteRow } from "../app-env";
import { blockMember } from "../blocking";
import type { Db } from "../db";
import { HttpError, readBody, respond } from "../http";
import { complaintAckMail } from "../mail/complaint-texts";
import { sendMail } from "../mail/outbox";
import { reportableMember } from "../reachable";
import { serveEndpoint } from "../serve-endpoint";
import { clientIp, overDailyLimit, recordEvent, type LimitSubject } from "./limits";

const invalid = (fields: Record<string, string>) => new HttpError(400, { error: "validation_failed", fields });

/** The site's language (domain_language, e.g. "de_DE") for a visitor's acknowledgement. */
const siteLanguage = (site: SiteRow) =>
  String((site.settings as { domain_language?: unknown }).domain_language ?? "en").slice(0, 2);

/**
 * Acknowledges a complaint by mail, at most once a day per address (complaint_ack): a visitor may
 * name any address, so the API never becomes a way to flood someone's mailbox.
 */
async function acknowledge(
  db: Pick<Db, "query">,
  site: SiteRow,
  who: LimitSubject & { email: string },
  language: string,
  now: Date,
  log: (entry: Record<string, unknown>) => void
) {
  if (await overDailyLimit(db, "complaint_ack", who, now)) return;
  await recordEvent(db, "complaint_ack", who, now);
  const { subject, body } = complaintAckMail(language, site.name);
  const fromName = String((site.settings as { mail_name?: unknown }).mail_name ?? site.name);
  await sendMail(db, { siteId: site.id, fromName, to: who.email, language, kind: "complaint_ack", subject, body }, log);
}

/**
 * complaints.php: a report on a member (target_id, member reasons, members only) or a general
 * complaint (general reasons; a visitor gives an address). Stored for the operator; `block`
 * blocks the reported member in the same transaction.
 */
export function complaintRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "sendComplaint", async (c) => {
    const member = c.get("member");
    const site = c.get("site");
    const input = await readBody(c, "sendComplaint");
    const { db, clock, log } = c.get("options");
    const now = clock();

    if (!member && !input.email) throw invalid({ email: "required" });
    if (!member && input.target_id !== undefined) throw invalid({ target_id: "authentication_required" });
    if (input.block && input.target_id === undefined) throw invalid({ block: "needs_target_id" });
    const reasons: readonly string[] =
      input.target_id === undefined ? GENERAL_COMPLAINT_REASONS : MEMBER_COMPLAINT_REASONS;
    if (!reasons.includes(input.reason)) throw invalid({ reason: "invalid_enum_value" });

    const email = member ? member.email : input.email!;
    const who: LimitSubject = { siteId: site.id, memberId: member?.id ?? null, email, ip: clientIp(c) };
    const action = member ? "member_complaint" : "visitor_complaint";

    await db.transaction(async (tx) => {
      const target =
        member && input.target_id !== undefined ? await reportableMember(tx, member, input.target_id) : null;
      if (await overDailyLimit(tx, action, who, now)) throw new HttpError(429, { error: E.tooManyComplaints });
      await tx.query(
        `INSERT INTO complaints (site_id, reporter_id, target_id, reason, text, email, ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [site.id, member?.id ?? null, target?.id ?? null, input.reason, input.text, email, who.ip, now]
      );
      if (member && target && input.block) await blockMember(tx, member.id, target.id, now);
      await recordEvent(tx, action, who, now);
    });

    if (email) {
      await acknowledge(db, site, { ...who, email }, member ? member.language : siteLanguage(site), now, log);
    }
    return respond(c, "sendComplaint", { ok: true });
  });
}
