import type { Currency, PackageId, PaymentMethodId } from "../../app/api/schemas/payments";
import { PaymentErrorCode as E } from "../../app/api/schemas/payments";
import type { SiteRow } from "../app-env";
import type { Db } from "../db";
import { HttpError } from "../http";
import type { MemberRow } from "../members";
import type { PaymentRow } from "./ledger";
import { methodFee } from "./methods";
import { automaticDiscount, checkCode, holdCode, type CodeRow } from "./discount-codes";
import { discounted, percentText, sitePackages } from "./prices";

/*
 * What every way of paying shares (a checkout, a repeat order, a direct debit): the limit on
 * payments started, the price the API decides from the package id, and the payment's row.
 */

type Q = Pick<Db, "query">;

/** Payments a member may start in an hour (429 too_many_payments beyond). */
export const PAYMENTS_PER_HOUR = 20;
const HOUR = 3_600_000;

/** 429 too_many_payments when the member started PAYMENTS_PER_HOUR payments in the last hour. */
export async function refuseTooManyPayments(tx: Q, memberId: number, now: Date) {
  const [{ count }] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM payments WHERE member_id = $1 AND created_at > $2",
    [memberId, new Date(now.getTime() - HOUR)]
  );
  if (count >= PAYMENTS_PER_HOUR) {
    const [{ oldest }] = await tx.query<{ oldest: Date }>(
      "SELECT min(created_at) AS oldest FROM payments WHERE member_id = $1 AND created_at > $2",
      [memberId, new Date(now.getTime() - HOUR)]
    );
    const minutes = Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR - now.getTime()) / 60_000));
    throw new HttpError(429, { error: E.tooManyPayments, minutes });
  }
}

export interface Purchase {
  site: SiteRow;
  member: MemberRow;
  package: PackageId;
  method: PaymentMethodId;
  bank: string | null;
  country: string;
  currency: Currency;
  discount: CodeRow | null;
  idempotencyKey: string | null;
  now: Date;
}

/** The payment's row for a purchase, priced by the API: list price, the discount, then the method's fee. */
async function insertPayment(tx: Q, p: Purchase) {
  const plan = sitePackages(p.site)[p.package];
  if (!plan) throw new HttpError(404, { error: E.packageNotFound });
  const list = plan.prices[p.currency];
  const fee = methodFee(p.method);
  const [row] = await tx.query<PaymentRow>(
    `INSERT INTO payments (site_id, member_id, idempotency_key, package, credits, method, bank, country, currency,
       list_amount, amount, transaction_fee, discount_code_id, discount_code, discount_percentage, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
    [
      p.site.id,
      p.member.id,
      p.idempotencyKey,
      p.package,
      plan.credits,
      p.method,
      p.bank,
      p.country,
      p.currency,
      list,
      (p.discount ? discounted(list, p.discount.percent_hundredths) : list) + fee,
      fee,
      p.discount?.id ?? null,
      p.discount?.code ?? null,
      p.discount ? percentText(p.discount.percent_hundredths) : null,
      p.now,
    ]
  );
  return row;
}

/**
 * A new payment (open) for a purchase, with its discount: the code the member typed (refused as the
 * contract says when it does not apply), else the member's automatic one (the time bonus, else the
 * welcome code). A once-per-member code is held by the new payment.
 */
export async function openPayment(
  tx: Q,
  p: Omit<Purchase, "discount"> & { discountcode?: string }
): Promise<PaymentRow> {
  const ctx = {
    member: p.member,
    country: p.country,
    currency: p.currency,
    method: p.method,
    listAmount: sitePackages(p.site)[p.package].prices[p.currency],
    now: p.now,
  };
  const discount = p.discountcode
    ? await checkCode(tx, p.site, p.discountcode, ctx)
    : await automaticDiscount(tx, p.site, ctx);
  const row = await insertPayment(tx, { ...p, discount: discount ?? null });
  if (discount) await holdCode(tx, discount, p.member.id, row.id, p.now);
  return row;
}

/** The member's earlier payment started with this Idempotency-Key, if any. */
export async function paymentByKey(tx: Q, memberId: number, key: string | null): Promise<PaymentRow | undefined> {
  if (!key) return undefined;
  const [row] = await tx.query<PaymentRow>("SELECT * FROM payments WHERE member_id = $1 AND idempotency_key = $2", [
    memberId,
    key,
  ]);
  return row;
}

/**
 * One purchase of a member at a time: the limit, the key and the discount code are decided in
 * order. Answers the member as they are now (premium may have begun since the request came in).
 * FOR NO KEY UPDATE, as lockMemberRow (../members.ts) says why.
 */
export async function lockMember(tx: Q, member: MemberRow): Promise<MemberRow & { directdebit_blocked: boolean }> {
  const [now] = await tx.query<
    Pick<MemberRow, "paid_user" | "signup_date" | "credits" | "country"> & { directdebit_blocked: boolean }
  >(
    "SELECT paid_user, signup_date, credits, country, directdebit_blocked FROM members WHERE id = $1 FOR NO KEY UPDATE",
    [member.id]
  );
  return { ...member, ...now };
}
