import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { sameSecret } from "../auth";
import { announceCredits, reconcilePayment } from "./ledger";
import { isProviderId, SIGNATURE_HEADER, webhookSignature } from "./provider";

/** Where the provider tells the API that a payment changed (docs/api-contract.md#payments). */
export const WEBHOOK_PATH = "/api/payment-webhook.php";

/**
 * The provider's webhook, Mollie-style: the body names only the payment (`id=tr_…`), signed with
 * the site's secret (HMAC-SHA256, hex, in X-Sandbox-Signature). The body is never believed: the API
 * reads the payment's state from the provider and follows it (ledger.ts), so a repeated, late or
 * early call changes nothing more, and an unsigned or forged one nothing at all.
 */
export function webhookRoutes(app: Hono<AppEnv>) {
  app.post(WEBHOOK_PATH, async (c) => {
    const site = c.get("site");
    const { db, clock, log } = c.get("options");
    const raw = await c.req.text();
    if (!sameSecret(c.req.header(SIGNATURE_HEADER) ?? "", webhookSignature(site.webhook_secret, raw))) {
      log({ level: "warn", msg: "payment webhook with a wrong signature", site: site.domain });
      return c.json({ error: "invalid_signature" }, 401);
    }
    const id = new URLSearchParams(raw).get("id") ?? "";
    const [payment] = isProviderId(id)
      ? await db.query<{ id: number }>("SELECT id FROM payments WHERE provider_id = $1 AND site_id = $2", [id, site.id])
      : [];
    // An id the API never made: acknowledged (the provider stops retrying), nothing else.
    if (!payment) {
      log({ level: "warn", msg: "payment webhook for an unknown payment", site: site.domain });
      return c.json({ ok: true });
    }
    await announceCredits(c, (await reconcilePayment(db, payment.id, clock()))?.credited);
    return c.json({ ok: true });
  });
}
