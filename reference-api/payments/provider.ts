import crypto from "node:crypto";
import type { Currency, PaymentMethodId, PaymentStatus } from "../../app/api/schemas/payments";
import type { Db } from "../db";

/*
 * The sandbox payment service provider's books (docs/decisions/017-payments.md), shaped like
 * Mollie's: a payment has an id (tr_…), an amount, a method, a checkout page, a redirect URL and a
 * webhook URL. The API creates payments here and reads their state from here; the provider's
 * pages (sandbox-routes.ts) change that state as the tester chooses and call the webhook.
 */

type Q = Pick<Db, "query">;

export type ProviderStatus = "open" | "pending" | "paid" | "failed" | "canceled" | "expired";

export interface ProviderCard {
  brand: "visa" | "mastercard" | "maestro" | "creditcard";
  last4: string;
  /** "MM/YY". */
  expires: string;
}

export interface ProviderPayment {
  id: string;
  site_id: number;
  amount: number;
  currency: Currency;
  method: PaymentMethodId;
  bank: string | null;
  description: string;
  status: ProviderStatus;
  redirect_url: string | null;
  webhook_url: string | null;
  card_brand: ProviderCard["brand"] | null;
  card_last4: string | null;
  card_expires: string | null;
  created_at: Date;
  expires_at: Date;
  settles_at: Date | null;
}

/** An open payment nobody finishes expires after this (Mollie: about 15 minutes for most methods). */
export const OPEN_PAYMENT_MS = 15 * 60_000;
/** A confirmed direct debit is pending this long before the (sandbox) bank confirms it. */
export const DIRECT_DEBIT_SETTLE_MS = 5_000;

/** What the API makes of the provider's state. */
export const PAYMENT_STATUS_OF: Record<ProviderStatus, PaymentStatus> = {
  open: "open",
  pending: "pending",
  paid: "completed",
  failed: "failed",
  canceled: "cancelled",
  expired: "cancelled",
};

export interface NewProviderPayment {
  siteId: number;
  amount: number;
  currency: Currency;
  method: PaymentMethodId;
  bank?: string | null;
  description: string;
  redirectUrl?: string;
  webhookUrl?: string;
  now: Date;
  /** A charge of a stored card is decided at once; a direct debit starts pending. */
  status?: ProviderStatus;
  card?: ProviderCard;
  settlesAt?: Date;
}

/** The provider's ids: tr_ and 20 random URL-safe characters. */
export const isProviderId = (id: string) => /^tr_[A-Za-z0-9_-]{20}$/.test(id);

/** A new payment at the provider. */
export async function createProviderPayment(db: Q, p: NewProviderPayment): Promise<ProviderPayment> {
  const id = `tr_${crypto.randomBytes(15).toString("base64url")}`;
  const [row] = await db.query<ProviderPayment>(
    `INSERT INTO psp_payments (id, site_id, amount, currency, method, bank, description, status, redirect_url,
       webhook_url, card_brand, card_last4, card_expires, created_at, expires_at, settles_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING *`,
    [
      id,
      p.siteId,
      p.amount,
      p.currency,
      p.method,
      p.bank ?? null,
      p.description,
      p.status ?? "open",
      p.redirectUrl ?? null,
      p.webhookUrl ?? null,
      p.card?.brand ?? null,
      p.card?.last4 ?? null,
      p.card?.expires ?? null,
      p.now,
      new Date(p.now.getTime() + OPEN_PAYMENT_MS),
      p.settlesAt ?? null,
    ]
  );
  return row;
}

/**
 * The provider's payment as it stands at `now`, locked for the caller's transaction: an open one
 * past its time has expired, a direct debit past its settling time is paid.
 */
export async function readProviderPayment(db: Q, id: string, now: Date): Promise<ProviderPayment | undefined> {
  if (!isProviderId(id)) return undefined;
  const [row] = await db.query<ProviderPayment>("SELECT * FROM psp_payments WHERE id = $1 FOR UPDATE", [id]);
  if (!row) return undefined;
  if (row.status === "open" && new Date(row.expires_at) <= now) {
    return setProviderStatus(db, id, ["open"], "expired");
  }
  if (row.status === "pending" && row.settles_at && new Date(row.settles_at) <= now) {
    return setProviderStatus(db, id, ["pending"], "paid");
  }
  return row;
}

/** Moves the provider's payment from one of `from` to `to` (with the card that paid); undefined if it was elsewhere. */
export async function setProviderStatus(
  db: Q,
  id: string,
  from: ProviderStatus[],
  to: ProviderStatus,
  card?: ProviderCard
): Promise<ProviderPayment | undefined> {
  const [row] = await db.query<ProviderPayment>(
    `UPDATE psp_payments SET status = $3,
       card_brand = COALESCE($4, card_brand), card_last4 = COALESCE($5, card_last4),
       card_expires = COALESCE($6, card_expires)
     WHERE id = $1 AND status = ANY($2::text[]) RETURNING *`,
    [id, from, to, card?.brand ?? null, card?.last4 ?? null, card?.expires ?? null]
  );
  return row;
}

/** The webhook's signature: HMAC-SHA256 of the body with the site's secret, hex. */
export const webhookSignature = (secret: string, body: string) =>
  crypto.createHmac("sha256", secret).update(body).digest("hex");

/** Header that carries the webhook's signature. */
export const SIGNATURE_HEADER = "X-Sandbox-Signature";

/** In the sandbox, a stored card ending in 0002 is declined on every later charge (test card 5105 1051 0510 0002). */
const DECLINED_STORED_LAST4 = "0002";

/** A charge of the member's stored card, decided at once as a real provider does for a recurring payment. */
export async function chargeStoredCard(
  db: Q,
  p: Omit<NewProviderPayment, "status" | "card" | "method"> & { card: ProviderCard }
): Promise<ProviderPayment> {
  const status = p.card.last4 === DECLINED_STORED_LAST4 ? "failed" : "paid";
  return createProviderPayment(db, { ...p, method: "creditcard", status });
}
