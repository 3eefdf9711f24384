import { FORCED_DOMAIN_PARAM } from "../../app/api/endpoints";
import type { Payment } from "../../app/api/schemas/payments";
import type { memberKit } from "./member-kit";
import type { testSite } from "./site";
import { SIGNATURE_HEADER, webhookSignature } from "../payments/provider";
import { WEBHOOK_PATH } from "../payments/webhook";

type Site = Awaited<ReturnType<typeof testSite>>;

/** A direct debit mandate's details as a member types them (the phone aside: each member has one). */
export const MANDATE_DETAILS = {
  account_holder: "Anna de Vries",
  iban: "NL91 ABNA 0417 1643 00",
  street: "Keizersgracht",
  house_number: "1a",
  zip: "1015 CJ",
  city: "Amsterdam",
};
type Kit = ReturnType<typeof memberKit>;

/**
 * For tests of money: starting a payment, playing the tester on the sandbox provider's checkout
 * page without a browser (a form POST, as the page's buttons send), and the provider's webhook.
 */
export function paymentKit(site: Site, domain: string, kit: Kit) {
  let keys = 0;

  /** POST payment.php with a fresh Idempotency-Key unless one is given. */
  async function startPayment(token: string, body: Record<string, unknown>, key = `key-${++keys}-${Date.now()}`) {
    const { status, json } = await kit.call("POST", "/api/payment.php", body, {
      token,
      headers: { "Idempotency-Key": key },
    });
    return { status, json, payment: json.payment as Payment, checkoutUrl: json.checkout_url as string };
  }

  /** The provider's checkout page: `action` pay | fail | cancel | pending, `card` for card payments. */
  async function checkout(checkoutUrl: string, action: string, card?: string) {
    const form = new URLSearchParams({ action, ...(card ? { card } : {}) });
    return site.app.request(new URL(checkoutUrl).pathname, {
      method: "POST",
      body: form.toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
  }

  /** The provider id of a checkout URL (tr_…). */
  const providerId = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split("/").pop()!;

  async function siteSecret(siteDomain = domain) {
    const [row] = await site.db.query<{ webhook_secret: string }>(
      "SELECT webhook_secret FROM sites WHERE domain = $1",
      [siteDomain]
    );
    return row.webhook_secret;
  }

  /** The provider's webhook call for a payment, signed with `secret` (the site's unless given; null: unsigned). */
  async function webhook(id: string, opts: { secret?: string | null; siteDomain?: string } = {}) {
    const body = new URLSearchParams({ id }).toString();
    const secret = opts.secret === undefined ? await siteSecret(opts.siteDomain) : opts.secret;
    return site.app.request(`${WEBHOOK_PATH}?${FORCED_DOMAIN_PARAM}=${opts.siteDomain ?? domain}`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(secret === null ? {} : { [SIGNATURE_HEADER]: webhookSignature(secret, body) }),
      },
    });
  }

  async function getPayment(token: string, id: number) {
    const { status, json } = await kit.call("GET", `/api/payment.php?id=${id}`, undefined, { token });
    return { status, json, payment: json.payment as Payment };
  }

  async function member(id: number) {
    const [row] = await site.db.query<{ credits: number; paid_user: boolean }>(
      "SELECT credits, paid_user FROM members WHERE id = $1",
      [id]
    );
    return row;
  }

  return { startPayment, checkout, providerId, siteSecret, webhook, getPayment, member };
}
