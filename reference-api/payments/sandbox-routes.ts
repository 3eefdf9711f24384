import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { html } from "hono/html";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import crypto from "node:crypto";
import type { AppEnv } from "../app-env";
import { BANKS } from "./methods";
import {
  readProviderPayment,
  setProviderStatus,
  SIGNATURE_HEADER,
  webhookSignature,
  type ProviderCard,
  type ProviderPayment,
  type ProviderStatus,
} from "./provider";

/*
 * The sandbox provider's hosted checkout page (docs/decisions/017-payments.md), served by the
 * reference API at /sandbox-psp/checkout/{id}: the tester chooses what the provider does with the
 * payment (pay, fail, cancel, leave pending), then the provider calls the API's webhook and sends
 * the browser back to the site. Tests do the same without a browser: a form POST of
 * `action=pay|fail|cancel|pending` (and `card` for card payments) to the checkout URL.
 */

export const CHECKOUT_PREFIX = "/sandbox-psp/checkout/";
export const checkoutUrl = (publicUrl: string, providerId: string) =>
  `${publicUrl.replace(/\/$/, "")}${CHECKOUT_PREFIX}${providerId}`;

/** Test cards: 4000 0000 0000 0002 is declined; any other valid number pays (and is stored for repeat orders). */
export const DECLINED_CARD = "4000000000000002";

const ACTIONS: Record<string, { from: ProviderStatus[]; to: ProviderStatus }> = {
  pay: { from: ["open", "pending"], to: "paid" },
  fail: { from: ["open", "pending"], to: "failed" },
  cancel: { from: ["open", "pending"], to: "canceled" },
  pending: { from: ["open"], to: "pending" },
};

/** Luhn's check digit, as every card number carries. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function cardBrand(digits: string): ProviderCard["brand"] {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^(5018|5020|5038|6304|67)/.test(digits)) return "maestro";
  return "creditcard";
}

/** The card a tester typed: its brand, last four digits and an expiry three years on; undefined when not a card number. */
function typedCard(input: string, now: Date): ProviderCard | undefined {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return undefined;
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const year = String((now.getUTCFullYear() + 3) % 100).padStart(2, "0");
  return { brand: cardBrand(digits), last4: digits.slice(-4), expires: `${month}/${year}` };
}

/** An amount in minor units as text, without floating point: "EUR 19.95". */
const amountText = (amount: number, currency: string) =>
  `${currency} ${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;

function page(nonce: string, title: string, body: ReturnType<typeof html>) {
  return html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} – sandbox payment provider</title>
        <style nonce="${nonce}">
          body {
            font: 16px/1.5 system-ui, sans-serif;
            max-width: 32rem;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #1a1a1a;
          }
          .test {
            background: #fff3cd;
            border: 1px solid #8a6d00;
            border-radius: 6px;
            padding: 0.5rem 0.75rem;
          }
          dl {
            display: grid;
            grid-template-columns: auto 1fr;
            gap: 0.25rem 1rem;
          }
          dt {
            font-weight: 600;
          }
          label {
            display: block;
            font-weight: 600;
            margin-top: 1rem;
          }
          input {
            font: inherit;
            padding: 0.5rem;
            width: 100%;
            box-sizing: border-box;
          }
          .actions {
            display: flex;
            flex-wrap: wrap;
            gap: 0.5rem;
            margin-top: 1.5rem;
          }
          button {
            font: inherit;
            padding: 0.6rem 1rem;
            border-radius: 6px;
            border: 1px solid #333;
            background: #fff;
            cursor: pointer;
          }
          button[value="pay"] {
            background: #14532d;
            border-color: #14532d;
            color: #fff;
          }
          .error {
            color: #a10000;
            font-weight: 600;
          }
        </style>
      </head>
      <body>
        <p class="test">Sandbox payment provider: no real money moves.</p>
        ${body}
      </body>
    </html>`;
}

function checkoutPage(nonce: string, payment: ProviderPayment, error?: string) {
  const bank = BANKS[payment.method]?.find((b) => b.id === payment.bank);
  const isCard = payment.method === "creditcard";
  const open = payment.status === "open" || payment.status === "pending";
  return page(
    nonce,
    "Checkout",
    html`<h1>Checkout</h1>
      <dl>
        <dt>For</dt>
        <dd>${payment.description}</dd>
        <dt>Amount</dt>
        <dd>${amountText(payment.amount, payment.currency)}</dd>
        <dt>Method</dt>
        <dd>${payment.method}</dd>
        ${bank
          ? html`<dt>Bank</dt>
              <dd>${bank.name}</dd>`
          : ""}
        ${payment.method === "sct"
          ? html`<dt>Transfer to</dt>
              <dd>NL00 SAND 0123 4567 89, reference ${payment.id}</dd>`
          : ""}
        <dt>Status</dt>
        <dd>${payment.status}</dd>
      </dl>
      ${open
        ? html`<form method="post">
            ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
            ${isCard
              ? html`<label for="card">Card number</label>
                  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" />
                  <p>
                    4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 5105 1051 0510 0002 pays once and is
                    declined on repeat orders.
                  </p>`
              : ""}
            <div class="actions">
              <button name="action" value="pay">Pay</button>
              <button name="action" value="fail">Fail</button>
              <button name="action" value="cancel">Cancel</button>
              ${payment.status === "open" ? html`<button name="action" value="pending">Leave pending</button>` : ""}
            </div>
          </form>`
        : html`<p>This payment is no longer open.</p>`}
      ${payment.redirect_url ? html`<p><a href="${payment.redirect_url}">Back to the site</a></p>` : ""}`
  );
}

/**
 * The provider's pages. `app` is the reference API itself: the provider calls its webhook through
 * the same HTTP handler a network call would reach, signed with the site's secret.
 */
export function sandboxProviderRoutes(app: Hono<AppEnv>) {
  const routes = new Hono<AppEnv>();
  routes.use("*", bodyLimit({ maxSize: 8 * 1024, onError: (c) => c.text("Payload too large", 413) }));
  routes.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
  });

  const render = (c: Context<AppEnv>, payment: ProviderPayment, status: ContentfulStatusCode = 200, error?: string) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'; base-uri 'none'`
    );
    return c.html(checkoutPage(nonce, payment, error), status);
  };

  routes.get("/checkout/:id", async (c) => {
    const { db, clock } = c.get("options");
    const payment = await db.transaction((tx) => readProviderPayment(tx, c.req.param("id"), clock()));
    if (!payment) return c.text("Unknown payment", 404);
    return render(c, payment);
  });

  routes.post("/checkout/:id", async (c) => {
    const { db, clock, log } = c.get("options");
    const now = clock();
    const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
    const action = ACTIONS[String(form.action ?? "")];
    const outcome = await db.transaction(async (tx) => {
      const payment = await readProviderPayment(tx, c.req.param("id"), now);
      if (!payment) return { status: 404 as const };
      if (!action || !action.from.includes(payment.status)) return { status: 409 as const, payment };
      let to = action.to;
      let card: ProviderCard | undefined;
      if (to === "paid" && payment.method === "creditcard") {
        const typed = String(form.card ?? "");
        card = typedCard(typed, now);
        if (!card) return { status: 400 as const, payment };
        if (typed.replace(/[\s-]/g, "") === DECLINED_CARD) [to, card] = ["failed", undefined];
      }
      return { status: 200 as const, payment: (await setProviderStatus(tx, payment.id, action.from, to, card))! };
    });
    if (outcome.status === 404) return c.text("Unknown payment", 404);
    if (outcome.status === 400) return render(c, outcome.payment, 400, "Enter a valid card number.");
    if (outcome.status === 409) return render(c, outcome.payment, 409);
    const { payment } = outcome;
    if (payment.webhook_url) {
      const [{ webhook_secret: secret }] = await db.query<{ webhook_secret: string }>(
        "SELECT webhook_secret FROM sites WHERE id = $1",
        [payment.site_id]
      );
      const body = new URLSearchParams({ id: payment.id }).toString();
      const answer = await Promise.resolve(
        app.fetch(
          new Request(payment.webhook_url, {
            method: "POST",
            body,
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              [SIGNATURE_HEADER]: webhookSignature(secret, body),
            },
          })
        )
      ).catch((error: unknown) => ({ ok: false, status: String(error) }));
      // The member's return asks the API anyway, which asks the provider: a lost webhook costs nothing.
      if (!answer.ok) log({ level: "warn", msg: "sandbox provider: webhook failed", status: answer.status });
    }
    return payment.redirect_url ? c.redirect(payment.redirect_url, 303) : render(c, payment);
  });
  return routes;
}
