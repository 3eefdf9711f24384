import type { Hono } from "hono";
import { PaymentErrorCode as E } from "../../app/api/schemas/payments";
import type { AppEnv } from "../app-env";
import { HttpError, idempotencyKey, readBody, requireMember, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { automaticDiscount, holdCode } from "./discount-codes";
import { advancePayment, announceCredits, toPayment, type PaymentRow } from "./ledger";
import { currencyFor, sitePackages } from "./prices";
import { chargeStoredCard, PAYMENT_STATUS_OF } from "./provider";
import { storedCard } from "./stored-cards";
import { insertPayment, lockMember, paymentByKey, refuseTooManyPayments } from "./purchase";

/**
 * repeat-order.php: a package bought again with the member's stored card in one step, exactly once
 * per Idempotency-Key. The provider decides at once; a declined card's payment is kept as failed
 * (it shows in the transactions) and answered 402 card_declined.
 */
export function repeatOrderRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "repeatOrder", async (c) => {
    const member = requireMember(c);
    const key = idempotencyKey(c) ?? null;
    const body = await readBody(c, "repeatOrder");
    const site = c.get("site");
    const { db, clock } = c.get("options");
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const buyer = await lockMember(tx, member);
      const earlier = await paymentByKey(tx, member.id, key);
      if (earlier) return { payment: earlier };
      const card = await storedCard(tx, member.id);
      if (!card) throw new HttpError(409, { error: E.noStoredCard });
      await refuseTooManyPayments(tx, member.id, now);
      const country = buyer.country.trim();
      const currency = currencyFor(country);
      const ctx = {
        member: buyer,
        country,
        currency,
        method: "creditcard" as const,
        listAmount: sitePackages(site)[body.package].prices[currency],
        now,
      };
      const discount = await automaticDiscount(tx, site, ctx);
      const row = await insertPayment(tx, {
        site,
        member: buyer,
        package: body.package,
        method: card.brand,
        bank: null,
        country,
        currency,
        discount: discount ?? null,
        idempotencyKey: key,
        now,
      });
      if (discount) await holdCode(tx, discount, member.id, row.id, now);
      const charge = await chargeStoredCard(tx, {
        siteId: site.id,
        amount: row.amount,
        currency,
        description: `${site.name}: ${row.credits} credits (${row.package})`,
        card,
        now,
      });
      await tx.query("UPDATE payments SET provider_id = $2 WHERE id = $1", [row.id, charge.id]);
      const advanced = await advancePayment(tx, row.id, PAYMENT_STATUS_OF[charge.status], now, card);
      return { payment: advanced?.payment ?? row, credited: advanced?.credited };
    });
    await announceCredits(c, result.credited);
    const payment: PaymentRow = result.payment;
    if (payment.status === "failed") throw new HttpError(402, { error: E.cardDeclined });
    return respond(c, "repeatOrder", { payment: toPayment(payment) });
  });
}
