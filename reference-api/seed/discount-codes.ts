import type { Currency, PaymentMethodId } from "../../app/api/schemas/payments";
import type { Db } from "../db";

/** A discount code an operator made (docs/decisions/017-payments.md, "Discount codes"). */
export interface OperatorCode {
  code: string;
  /** Hundredths of a percent (1500 = 15 %). */
  percentHundredths: number;
  validity: "once-per-user" | "unlimited";
  country?: string;
  expires?: string;
  currency?: Currency;
  minimumOrderValue?: number;
  paymentmethods?: PaymentMethodId[];
}

/**
 * The demo sites' codes: one that always works, and one for each reason a code is refused (besides
 * "Code not found": any other text).
 */
export const DEMO_DISCOUNT_CODES: OperatorCode[] = [
  // Works for anyone, as often as they like.
  { code: "FLIRT10", percentHundredths: 1000, validity: "unlimited" },
  // Once per member: "Code already used" after a completed (or pending) purchase with it.
  { code: "FIRSTDATE15", percentHundredths: 1500, validity: "once-per-user" },
  // Expired.
  { code: "SPRING2025", percentHundredths: 2000, validity: "unlimited", expires: "2025-06-01T00:00:00Z" },
  // Only packages of at least 30.00 EUR (p2 and p3; nothing in another currency).
  { code: "BIGHEART20", percentHundredths: 2000, validity: "unlimited", currency: "EUR", minimumOrderValue: 3000 },
  // Only for members paying from the Netherlands.
  { code: "ORANJE25", percentHundredths: 2500, validity: "once-per-user", country: "NL" },
  // Only with PayPal.
  { code: "PAYPAL15", percentHundredths: 1500, validity: "unlimited", paymentmethods: ["paypal"] },
];

export async function insertDiscountCodes(db: Pick<Db, "query">, siteId: number, codes: OperatorCode[]) {
  for (const c of codes) {
    await db.query(
      `INSERT INTO discount_codes (site_id, code, country, expires_at, percent_hundredths, currency,
         minimum_order_value, validity, paymentmethods)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        siteId,
        c.code,
        c.country ?? null,
        c.expires ?? null,
        c.percentHundredths,
        c.currency ?? null,
        c.minimumOrderValue ?? null,
        c.validity,
        c.paymentmethods ?? [],
      ]
    );
  }
}
