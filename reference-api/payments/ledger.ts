import type { Context } from "hono";
import type { Currency, PackageId, Payment, PaymentMethodId, PaymentStatus } from "../../app/api/schemas/payments";
import type { AppEnv } from "../app-env";
import type { Db } from "../db";
import { PAYMENT_STATUS_OF, readProviderPayment, setProviderStatus, type ProviderCard } from "./provider";

/*
 * The API's own payments and the one way they move forward (docs/decisions/017-payments.md): a
 * payment's state follows the provider's, read from the provider under a lock, and only the step
 * into `completed` credits the member and makes them premium. Whatever asks (the webhook, the
 * member's return, the transactions page), however often and in whatever order, that step happens
 * once: the UPDATE only moves a payment out of a state it is still in.
 */

type Q = Pick<Db, "query">;

export interface PaymentRow {
  id: number;
  site_id: number;
  member_id: number;
  idempotency_key: string | null;
  provider_id: string | null;
  package: PackageId;
  credits: number;
  method: PaymentMethodId;
  bank: string | null;
  country: string;
  currency: Currency;
  list_amount: number;
  amount: number;
  transaction_fee: number;
  discount_code_id: number | null;
  discount_code: string | null;
  discount_percentage: string | null;
  status: PaymentStatus;
  created_at: Date;
  completed_at: Date | null;
}

export const isFinal = (status: PaymentStatus) =>
  status === "completed" || status === "failed" || status === "cancelled";

/** The states a payment may move into each state from: forward only, and never out of a final one. */
const MOVES_FROM: Record<PaymentStatus, PaymentStatus[]> = {
  open: [],
  pending: ["open"],
  completed: ["open", "pending"],
  failed: ["open", "pending"],
  cancelled: ["open", "pending"],
};

export function toPayment(row: PaymentRow): Payment {
  return {
    payment_id: row.id,
    status: row.status,
    package: row.package,
    credits: row.credits,
    method: row.method,
    bank: row.bank,
    country: row.country.trim(),
    currency: row.currency,
    amount: row.amount,
    transaction_fee: row.transaction_fee,
    list_amount: row.list_amount,
    discount:
      row.discount_code && row.discount_percentage
        ? { code: row.discount_code, value_percentage: row.discount_percentage }
        : null,
    created_at: new Date(row.created_at).toISOString(),
    completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
  };
}

/** What a completed step did to the member, for the live "credits" event. */
export interface Credited {
  memberId: number;
  credits: number;
}

export interface Advanced {
  payment: PaymentRow;
  credited?: Credited;
}

/**
 * Moves the payment to `to` if it may go there from where it is, in the caller's transaction. Into
 * `completed`: the package's credits, premium, and the card for repeat orders. Into `failed` or
 * `cancelled`: the discount code it held is free again.
 */
export async function advancePayment(
  tx: Q,
  paymentId: number,
  to: PaymentStatus,
  now: Date,
  card?: ProviderCard | null
): Promise<Advanced | undefined> {
  const [moved] = await tx.query<PaymentRow>(
    `UPDATE payments SET status = $2::text,
       completed_at = CASE WHEN $2::text = 'completed' THEN $3::timestamptz ELSE completed_at END
     WHERE id = $1 AND status = ANY($4::text[]) RETURNING *`,
    [paymentId, to, now, MOVES_FROM[to]]
  );
  if (!moved) return undefined;
  if (to === "failed" || to === "cancelled") {
    await tx.query("DELETE FROM discount_code_uses WHERE payment_id = $1", [paymentId]);
    return { payment: moved };
  }
  if (to !== "completed") return { payment: moved };
  const [member] = await tx.query<{ credits: number }>(
    "UPDATE members SET credits = credits + $2, paid_user = true WHERE id = $1 RETURNING credits",
    [moved.member_id, moved.credits]
  );
  await withdrawFirstPurchaseOffers(tx, moved.member_id, moved.id, now);
  if (card) {
    await tx.query(
      `INSERT INTO stored_cards (member_id, brand, last4, expires, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE SET brand = $2, last4 = $3, expires = $4, created_at = $5`,
      [moved.member_id, card.brand, card.last4, card.expires, now]
    );
  }
  return { payment: moved, credited: { memberId: moved.member_id, credits: member.credits } };
}

/**
 * The time bonus and the welcome code are for the first purchase only, and were checked when each
 * payment started: once a purchase completes, the member's other payments still open with one of
 * them are cancelled at the provider (so they cannot be paid at that price too) and in the API.
 * One the provider has already taken money for, or is taking it for, is left to complete: the
 * money is the member's either way.
 */
async function withdrawFirstPurchaseOffers(tx: Q, memberId: number, completedId: number, now: Date) {
  const stale = await tx.query<{ id: number; provider_id: string | null }>(
    `SELECT p.id, p.provider_id FROM payments p JOIN discount_codes d ON d.id = p.discount_code_id
     WHERE p.member_id = $1 AND p.id <> $2 AND p.status = 'open' AND d.kind IN ('time_bonus', 'welcome')
     ORDER BY p.id FOR UPDATE OF p`,
    [memberId, completedId]
  );
  for (const payment of stale) {
    if (payment.provider_id && !(await setProviderStatus(tx, payment.provider_id, ["open"], "canceled"))) continue;
    await advancePayment(tx, payment.id, "cancelled", now);
  }
}

/**
 * Reads the payment's state at the provider and follows it, in one transaction holding the
 * payment's row: two callers at once (a webhook and the member's return, or two webhooks) take
 * turns, and the second finds the work done.
 */
export async function reconcilePayment(db: Db, paymentId: number, now: Date): Promise<Advanced | undefined> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.query<PaymentRow>("SELECT * FROM payments WHERE id = $1 FOR UPDATE", [paymentId]);
    if (!payment) return undefined;
    if (isFinal(payment.status) || !payment.provider_id) return { payment };
    const provider = await readProviderPayment(tx, payment.provider_id, now);
    if (!provider) return { payment };
    const to = PAYMENT_STATUS_OF[provider.status];
    if (to === payment.status) return { payment };
    const card =
      provider.card_brand && provider.card_last4 && provider.card_expires
        ? { brand: provider.card_brand, last4: provider.card_last4, expires: provider.card_expires }
        : null;
    return (await advancePayment(tx, payment.id, to, now, card)) ?? { payment };
  });
}

/** Tells the member's open tabs their new balance (the navigation's credits and badge). */
export async function announceCredits(c: Context<AppEnv>, credited: Credited | undefined) {
  if (credited) await c.get("live").bus.publish(credited.memberId, { type: "credits", credits: credited.credits });
}
