import type { Hono } from "hono";
import { PaymentErrorCode as E, PaymentQuerySchema } from "../../app/api/schemas/payments";
import type { AppEnv, SiteRow } from "../app-env";
import { HttpError, idempotencyKey, readBody, readQuery, requireMember, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { announceCredits, isFinal, reconcilePayment, toPayment, type PaymentRow } from "./ledger";
import { bankOf, hasBankStep, methodIdsFor } from "./methods";
import { chosenCountry } from "./packages";
import { automaticDiscount, checkCode, holdCode } from "./discount-codes";
import { currencyFor, sitePackages } from "./prices";
import { createProviderPayment } from "./provider";
import { insertPayment, lockMember, paymentByKey, refuseTooManyPayments } from "./purchase";
import { checkoutUrl } from "./sandbox-routes";
import { WEBHOOK_PATH } from "./webhook";

/** The transactions page shows this many of the newest payments. */
const TRANSACTIONS_SHOWN = 100;

/** Where the provider sends the member back: the site's own page, built here from the site's domain. */
const returnUrl = (siteUrl: string, payment: PaymentRow) =>
  `${siteUrl.replace(/\/$/, "")}/credits/${payment.package}/${payment.method}?payment=${payment.id}`;

const webhookUrl = (publicUrl: string, site: SiteRow) =>
  `${publicUrl.replace(/\/$/, "")}${WEBHOOK_PATH}?forced-domain=${encodeURIComponent(site.domain)}`;

/**
 * payment.php and transactions.php: starting a payment at the provider (priced by the API, once per
 * Idempotency-Key), a payment's state (followed from the provider when the member asks before the
 * webhook came), and the member's payments.
 */
export function checkoutRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "createPayment", async (c) => {
    const member = requireMember(c);
    const key = idempotencyKey(c) ?? null;
    const body = await readBody(c, "createPayment");
    const site = c.get("site");
    const { db, clock, siteUrl, publicUrl } = c.get("options");
    const now = clock();
    const { country } = chosenCountry(site, member, body.country);
    // sdd is the mandate form (directdebit.php), not a checkout; card brands name stored cards.
    if (body.method === "sdd" || !methodIdsFor(country).includes(body.method)) {
      throw new HttpError(400, { error: E.methodNotAvailable });
    }
    const bank = bankOf(body.method, body.bank);
    if (hasBankStep(body.method) && !bank) throw new HttpError(400, { error: E.bankRequired });
    const currency = currencyFor(country);
    const payment = await db.transaction(async (tx) => {
      const buyer = await lockMember(tx, member);
      const earlier = await paymentByKey(tx, member.id, key);
      if (earlier) return earlier;
      await refuseTooManyPayments(tx, member.id, now);
      const ctx = {
        member: buyer,
        country,
        currency,
        method: body.method,
        listAmount: sitePackages(site)[body.package].prices[currency],
        now,
      };
      const discount = body.discountcode
        ? await checkCode(tx, site, body.discountcode, ctx)
        : await automaticDiscount(tx, site, ctx);
      const row = await insertPayment(tx, {
        site,
        member: buyer,
        package: body.package,
        method: body.method,
        bank: bank?.id ?? null,
        country,
        currency,
        discount: discount ?? null,
        idempotencyKey: key,
        now,
      });
      if (discount) await holdCode(tx, discount, member.id, row.id, now);
      const provider = await createProviderPayment(tx, {
        siteId: site.id,
        amount: row.amount,
        currency: row.currency,
        method: row.method,
        bank: row.bank,
        description: `${site.name}: ${row.credits} credits (${row.package})`,
        redirectUrl: returnUrl(siteUrl(site.domain), row),
        webhookUrl: webhookUrl(publicUrl, site),
        now,
      });
      const [withProvider] = await tx.query<PaymentRow>(
        "UPDATE payments SET provider_id = $2 WHERE id = $1 RETURNING *",
        [row.id, provider.id]
      );
      return withProvider;
    });
    return respond(c, "createPayment", {
      payment: toPayment(payment),
      checkout_url: checkoutUrl(publicUrl, payment.provider_id!),
    });
  });

  serveEndpoint(app, "getPayment", async (c) => {
    const member = requireMember(c);
    const { id } = readQuery(c, PaymentQuerySchema);
    const { db, clock } = c.get("options");
    const [row] = await db.query<PaymentRow>("SELECT * FROM payments WHERE id = $1 AND member_id = $2", [
      id,
      member.id,
    ]);
    if (!row) throw new HttpError(404, { error: E.paymentNotFound });
    // The member may be back before the provider's webhook: ask the provider now.
    const advanced = isFinal(row.status) ? { payment: row } : await reconcilePayment(db, row.id, clock());
    await announceCredits(c, advanced?.credited);
    return respond(c, "getPayment", { payment: toPayment(advanced?.payment ?? row) });
  });

  serveEndpoint(app, "getTransactions", async (c) => {
    const member = requireMember(c);
    const { db, clock } = c.get("options");
    const list = async () =>
      db.query<PaymentRow>("SELECT * FROM payments WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2", [
        member.id,
        TRANSACTIONS_SHOWN,
      ]);
    let rows = await list();
    const unsettled = rows.filter((r) => !isFinal(r.status));
    if (unsettled.length > 0) {
      for (const row of unsettled) await announceCredits(c, (await reconcilePayment(db, row.id, clock()))?.credited);
      rows = await list();
    }
    return respond(c, "getTransactions", { payments: rows.map(toPayment) });
  });
}
