import crypto from "node:crypto";
import type { Hono } from "hono";
import { PaymentErrorCode as E, type Currency, type Payment } from "../../app/api/schemas/payments";
import type { EndpointResponse } from "../../app/api/endpoints";
import type { AppEnv, SiteRow } from "../app-env";
import type { Db } from "../db";
import { HttpError, idempotencyKey, readBody, requireMember, respond } from "../http";
import { claimKey, keepAnswer } from "../keyed-requests";
import type { MemberRow } from "../members";
import { clientIp } from "../routes/limits";
import { serveEndpoint } from "../serve-endpoint";
import { ibanProblem, normalizeIban } from "../../app/domain/iban";
import { advancePayment, toPayment, type PaymentRow } from "./ledger";
import { createProviderPayment, DIRECT_DEBIT_SETTLE_MS } from "./provider";
import { lockMember, openPayment, paymentByKey, refuseTooManyPayments } from "./purchase";
import { directDebitCodeText, normalizePhone, phoneHint, refuseTooManySms, sendSms } from "./sms";

/*
 * SEPA direct debit (docs/decisions/017-payments.md, "SEPA direct debit"): the mandate form's
 * details, a 6-digit code by SMS to confirm it, then the debit at the provider, pending until the
 * (sandbox) bank confirms it a few seconds later.
 */

type Q = Pick<Db, "query">;

/** The SMS code works this long, and this many wrong codes end it. */
export const CODE_MINUTES = 10;
export const MAX_WRONG_CODES = 5;
/** At most this many direct debits pending at once per member… */
export const DIRECT_DEBITS_PENDING = 2;
/** …and at most this much (EUR, minor units) debited per member in DIRECT_DEBIT_WINDOW_DAYS, this one included. */
export const DIRECT_DEBIT_MAX_AMOUNT = 15_000;
export const DIRECT_DEBIT_WINDOW_DAYS = 30;

interface MandateRow {
  id: number;
  member_id: number;
  payment_id: number;
  phone: string;
  code_hash: string;
  code_expires_at: Date;
  wrong_codes: number;
  confirmed_at: Date | null;
}

/** A new code and what is kept of it: a salted SHA-256. */
function newCode() {
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  return { code, hash: hashCode(code, crypto.randomBytes(16).toString("hex")) };
}
const hashCode = (code: string, salt: string) =>
  `${salt}$${crypto
    .createHash("sha256")
    .update(salt + code)
    .digest("hex")}`;
function codeMatches(code: string, stored: string): boolean {
  const [salt] = stored.split("$");
  return crypto.timingSafeEqual(Buffer.from(hashCode(code, salt)), Buffer.from(stored));
}

/**
 * 409 directdebit_limit when the member has DIRECT_DEBITS_PENDING pending, or `amount` would pass the
 * 30-day sum. Asked when a mandate is started and again, under the member's lock, when it is
 * confirmed and the debit is made.
 */
async function refuseOverDirectDebitLimit(tx: Q, memberId: number, amount: number, now: Date) {
  const [row] = await tx.query<{ pending: number; sum: number }>(
    `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, COALESCE(sum(amount), 0)::int AS sum
     FROM payments WHERE member_id = $1 AND method = 'sdd' AND status IN ('pending', 'completed') AND created_at > $2`,
    [memberId, new Date(now.getTime() - DIRECT_DEBIT_WINDOW_DAYS * 86_400_000)]
  );
  if (row.pending >= DIRECT_DEBITS_PENDING || row.sum + amount > DIRECT_DEBIT_MAX_AMOUNT) {
    throw new HttpError(409, { error: E.directDebitLimit });
  }
}

/** A mandate waiting for its code, as directdebit.php and directdebit-code.php answer it. */
type SentCode = EndpointResponse<"startDirectDebit">["mandate"];

async function sendCode(
  tx: Q,
  site: SiteRow,
  member: MemberRow,
  mandate: { id: number; phone: string },
  ip: string,
  now: Date
): Promise<SentCode> {
  await refuseTooManySms(tx, { memberId: member.id, phone: mandate.phone, ip }, now);
  const { code, hash } = newCode();
  const expires = new Date(now.getTime() + CODE_MINUTES * 60_000);
  await tx.query(
    "UPDATE directdebit_mandates SET code_hash = $2, code_expires_at = $3, wrong_codes = 0 WHERE id = $1",
    [mandate.id, hash, expires]
  );
  await sendSms(tx, {
    siteId: site.id,
    memberId: member.id,
    to: mandate.phone,
    ip,
    kind: "directdebit_code",
    body: directDebitCodeText(member.language, site.name, code, CODE_MINUTES),
    now,
  });
  return { mandate_id: mandate.id, phone_hint: phoneHint(mandate.phone), expires_at: expires.toISOString() };
}

/** The mandate a payment was started for, as startDirectDebit answered it. */
async function mandateOfPayment(tx: Q, paymentId: number): Promise<SentCode> {
  const [mandate] = await tx.query<Pick<MandateRow, "id" | "phone" | "code_expires_at">>(
    "SELECT id, phone, code_expires_at FROM directdebit_mandates WHERE payment_id = $1",
    [paymentId]
  );
  // The key named a payment of another kind: the same key may not start two different things.
  if (!mandate) throw new HttpError(409, { error: E.requestInProgress });
  return {
    mandate_id: mandate.id,
    phone_hint: phoneHint(mandate.phone),
    expires_at: new Date(mandate.code_expires_at).toISOString(),
  };
}

/** The member's mandate and its payment, locked; 404 payment_not_found for another member's or none. */
async function mandateOf(tx: Q, memberId: number, mandateId: number) {
  const [mandate] = await tx.query<MandateRow>(
    "SELECT * FROM directdebit_mandates WHERE id = $1 AND member_id = $2 FOR UPDATE",
    [mandateId, memberId]
  );
  if (!mandate) throw new HttpError(404, { error: E.paymentNotFound });
  const [payment] = await tx.query<PaymentRow>("SELECT * FROM payments WHERE id = $1 FOR UPDATE", [mandate.payment_id]);
  return { mandate, payment };
}

/** directdebit.php (start, confirm) and directdebit-code.php (a new code). */
export function directDebitRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "startDirectDebit", async (c) => {
    const member = requireMember(c);
    const key = idempotencyKey(c) ?? null;
    const body = await readBody(c, "startDirectDebit");
    const site = c.get("site");
    const { db, clock } = c.get("options");
    const now = clock();
    const iban = normalizeIban(body.iban);
    const problem = ibanProblem(iban);
    if (problem) throw new HttpError(400, { error: problem });
    const phone = normalizePhone(body.phone);
    if (!phone) throw new HttpError(400, { error: "validation_failed", fields: { phone: "invalid_string" } });
    // SEPA debits are in euros; the IBAN's country is the country paid from.
    const country = iban.slice(0, 2);
    const currency: Currency = "EUR";
    const mandate = await db.transaction(async (tx) => {
      const buyer = await lockMember(tx, member);
      // The same details form sent again (a double click, a retry): the mandate it started, no second SMS.
      const earlier = await paymentByKey(tx, member.id, key);
      if (earlier) return mandateOfPayment(tx, earlier.id);
      if (buyer.directdebit_blocked) throw new HttpError(403, { error: E.directDebitBlocked });
      await refuseTooManyPayments(tx, member.id, now);
      const payment = await openPayment(tx, {
        site,
        member: buyer,
        package: body.package,
        method: "sdd",
        bank: null,
        country,
        currency,
        discountcode: body.discountcode,
        idempotencyKey: key,
        now,
      });
      await refuseOverDirectDebitLimit(tx, member.id, payment.amount, now);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO directdebit_mandates (site_id, member_id, payment_id, account_holder, iban, street, house_number,
           zip, city, phone, code_hash, code_expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, '', $11, $11) RETURNING id`,
        [
          site.id,
          member.id,
          payment.id,
          body.account_holder,
          iban,
          body.street,
          body.house_number,
          body.zip,
          body.city,
          phone,
          now,
        ]
      );
      return sendCode(tx, site, buyer, { id: row.id, phone }, clientIp(c), now);
    });
    return respond(c, "startDirectDebit", { mandate });
  });

  serveEndpoint(app, "resendDirectDebitCode", async (c) => {
    const member = requireMember(c);
    const key = idempotencyKey(c);
    const { mandate_id } = await readBody(c, "resendDirectDebitCode");
    const site = c.get("site");
    const { db, clock } = c.get("options");
    const now = clock();
    const mandate = await db.transaction(async (tx) => {
      // The member's row first, as every step of a mandate takes it: a new code asked for while the
      // code is confirmed waits its turn instead of locking the two in opposite order.
      await lockMember(tx, member);
      const { mandate, payment } = await mandateOf(tx, member.id, mandate_id);
      // "Send a new code" pressed twice is one SMS (each costs money and one of the hour's codes).
      const claim = key ? await claimKey<SentCode>(tx, member.id, "directdebit_code", key) : undefined;
      if (claim) return claim.replay;
      if (mandate.confirmed_at || payment.status !== "open") throw new HttpError(409, { error: E.mandateExpired });
      const sent = await sendCode(tx, site, member, mandate, clientIp(c), now);
      if (key) await keepAnswer(tx, member.id, "directdebit_code", key, sent);
      return sent;
    });
    return respond(c, "resendDirectDebitCode", { mandate });
  });

  serveEndpoint(app, "confirmDirectDebit", async (c) => {
    const member = requireMember(c);
    const { mandate_id, otp } = await readBody(c, "confirmDirectDebit");
    const site = c.get("site");
    const { db, clock } = c.get("options");
    const now = clock();
    // A wrong code is counted (committed) before it is answered.
    const outcome = await db.transaction(async (tx): Promise<{ payment: Payment } | { refused: string }> => {
      // The debit is made here, so the limits are decided here, under the member's lock: mandates
      // started side by side each passed them at the start, and confirmations at the same moment
      // take turns, each counting the debits made before it.
      const debtor = await lockMember(tx, member);
      const { mandate, payment } = await mandateOf(tx, member.id, mandate_id);
      // The same code sent again: the mandate is confirmed already.
      if (mandate.confirmed_at) return { payment: toPayment(payment) };
      if (
        payment.status !== "open" ||
        mandate.wrong_codes >= MAX_WRONG_CODES ||
        new Date(mandate.code_expires_at) <= now
      ) {
        return { refused: E.mandateExpired };
      }
      if (!codeMatches(otp, mandate.code_hash)) {
        await tx.query("UPDATE directdebit_mandates SET wrong_codes = wrong_codes + 1 WHERE id = $1", [mandate.id]);
        return { refused: E.codeInvalid };
      }
      if (debtor.directdebit_blocked) throw new HttpError(403, { error: E.directDebitBlocked });
      await refuseOverDirectDebitLimit(tx, member.id, payment.amount, now);
      await tx.query("UPDATE directdebit_mandates SET confirmed_at = $2 WHERE id = $1", [mandate.id, now]);
      const debit = await createProviderPayment(tx, {
        siteId: site.id,
        amount: payment.amount,
        currency: payment.currency,
        method: "sdd",
        description: `${site.name}: ${payment.credits} credits (${payment.package})`,
        status: "pending",
        settlesAt: new Date(now.getTime() + DIRECT_DEBIT_SETTLE_MS),
        now,
      });
      await tx.query("UPDATE payments SET provider_id = $2 WHERE id = $1", [payment.id, debit.id]);
      const advanced = await advancePayment(tx, payment.id, "pending", now);
      return { payment: toPayment(advanced?.payment ?? payment) };
    });
    if ("refused" in outcome) {
      throw new HttpError(outcome.refused === E.codeInvalid ? 400 : 409, { error: outcome.refused });
    }
    return respond(c, "confirmDirectDebit", { payment: outcome.payment });
  });
}
