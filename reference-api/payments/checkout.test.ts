// Paying through the sandbox provider: payment.php prices the package (never the browser), the
// checkout page, the signed webhook, and crediting exactly once whatever the order, repetition or
// concurrency of the webhook and the member's return. transactions.php lists the payments.
import { describe, expect, it } from "vitest";
import type { Payment } from "../../app/api/schemas/payments";
import { p1IdealPurchase } from "../../tests/mocks/payment-fixtures";
import { memberKit } from "../testing/member-kit";
import { testSiteForFile } from "../testing/site";
import { PAYMENTS_PER_HOUR } from "./purchase";
import { OPEN_PAYMENT_MS } from "./provider";
import { paymentKit } from "../testing/payment-kit";

const DOMAIN = "checkout.localhost";
let now = new Date("2026-06-01T12:00:00Z");
const clock = () => now;
const site = testSiteForFile(DOMAIN, "Checkout", clock, { countries: ["NL", "BE", "DE"] });
const kit = memberKit(site, DOMAIN, clock);
const pay = paymentKit(site, DOMAIN, kit);
/** Members past their time bonus (unpaid ones get the welcome code). */
const newMember = (opts: Parameters<typeof kit.newMember>[0] = {}) =>
  kit.newMember({ signupDate: new Date(now.getTime() - 86_400_000), ...opts });

const IDEAL = { package: "p1", method: "ideal", bank: "ing", country: "NL" };
const CARD = { package: "p0", method: "creditcard", country: "NL" };

async function paidThroughCheckout(token: string, body: Record<string, unknown> = IDEAL, card?: string) {
  const started = await pay.startPayment(token, body);
  expect(started.status).toBe(200);
  const res = await pay.checkout(started.checkoutUrl, "pay", card);
  expect(res.status).toBe(303);
  return started;
}

describe("payment.php: starting a payment", () => {
  it("prices the package itself and answers the provider's checkout page", async () => {
    // A member who has bought before: no first-purchase discount.
    const m = await newMember({ paidUser: true });
    const { status, payment, checkoutUrl } = await pay.startPayment(m.token, IDEAL);
    expect(status).toBe(200);
    expect(payment).toMatchObject({ status: "open", ...p1IdealPurchase, completed_at: null });
    expect(checkoutUrl).toMatch(/^http:\/\/cdn\.test\/sandbox-psp\/checkout\/tr_[A-Za-z0-9_-]{20}$/);
    const page = await site.app.request(new URL(checkoutUrl).pathname);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain("EUR 19.95");
    expect(text).toContain("ING");
    expect(page.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
  });

  it("ignores an amount in the body: the charge is the API's price", async () => {
    const m = await newMember({ paidUser: true });
    const { status, payment, checkoutUrl } = await pay.startPayment(m.token, { ...IDEAL, amount: 1, credits: 99999 });
    expect(status).toBe(200);
    expect(payment.amount).toBe(1995);
    expect(payment.credits).toBe(120);
    const [provider] = await site.db.query<{ amount: number }>("SELECT amount FROM psp_payments WHERE id = $1", [
      pay.providerId(checkoutUrl),
    ]);
    expect(provider.amount).toBe(1995);
  });

  it("refuses an unknown package id", async () => {
    const m = await newMember();
    const { status, json } = await pay.startPayment(m.token, { ...IDEAL, package: "p9" });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: "validation_failed", fields: { package: expect.any(String) } });
  });

  it("refuses a method not offered in the country, and sdd (the mandate form)", async () => {
    const m = await newMember();
    for (const body of [
      { ...CARD, method: "blik" },
      { ...CARD, method: "ideal", bank: "ing", country: "DE" },
      { ...CARD, method: "sdd" },
      { ...CARD, method: "visa" },
      { ...CARD, method: "sdd", country: "GB" },
    ]) {
      const { status, json } = await pay.startPayment(m.token, body);
      expect({ status, error: json.error }).toEqual({ status: 400, error: "method_not_available" });
    }
    expect((await site.db.query("SELECT 1 FROM payments WHERE member_id = $1", [m.id])).length).toBe(0);
  });

  it("asks for a bank at methods with a bank step", async () => {
    const m = await newMember();
    for (const bank of [undefined, "nobank"]) {
      const { status, json } = await pay.startPayment(m.token, { ...IDEAL, bank });
      expect({ status, error: json.error }).toEqual({ status: 400, error: "bank_required" });
    }
  });

  it("starts one payment for one Idempotency-Key, however often it is sent", async () => {
    const m = await newMember();
    const [a, b] = await Promise.all([
      pay.startPayment(m.token, IDEAL, "same"),
      pay.startPayment(m.token, IDEAL, "same"),
    ]);
    const c = await pay.startPayment(m.token, IDEAL, "same");
    // At once, the second is answered "in progress" while the first runs (or, arriving after, as it).
    for (const r of [a, b]) if (r.status !== 200) expect(r.json).toEqual({ error: "request_in_progress" });
    const answered = [a, b, c].filter((r) => r.status === 200);
    expect(answered).toContain(c);
    expect(new Set(answered.map((r) => r.payment.payment_id)).size).toBe(1);
    expect(new Set(answered.map((r) => r.checkoutUrl)).size).toBe(1);
    const rows = await site.db.query("SELECT 1 FROM payments WHERE member_id = $1", [m.id]);
    expect(rows.length).toBe(1);
  });

  it("needs a member", async () => {
    const { status, json } = await kit.call("POST", "/api/payment.php", IDEAL);
    expect({ status, error: json.error }).toEqual({ status: 403, error: "authentication_required" });
  });
});

describe("the sandbox provider and the webhook: credited exactly once", () => {
  it("pays, calls the webhook, sends the member back to the site, credits and makes premium", async () => {
    const m = await newMember({ credits: 5 });
    const started = await pay.startPayment(m.token, IDEAL);
    const res = await pay.checkout(started.checkoutUrl, "pay");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(
      `https://${DOMAIN}/credits/p1/ideal?payment=${started.payment.payment_id}`
    );
    // The webhook has come: the API's payment is completed before the member asks.
    const [row] = await site.db.query<{ status: string }>("SELECT status FROM payments WHERE id = $1", [
      started.payment.payment_id,
    ]);
    expect(row.status).toBe("completed");
    expect(await pay.member(m.id)).toEqual({ credits: 125, paid_user: true });
    const { payment } = await pay.getPayment(m.token, started.payment.payment_id);
    expect(payment.status).toBe("completed");
    expect(payment.completed_at).toBe(now.toISOString());
    expect(await pay.member(m.id)).toEqual({ credits: 125, paid_user: true });
  });

  it("credits once when the webhook is repeated", async () => {
    const m = await newMember();
    const started = await paidThroughCheckout(m.token);
    for (let i = 0; i < 3; i++) expect((await pay.webhook(pay.providerId(started.checkoutUrl))).status).toBe(200);
    expect((await pay.member(m.id)).credits).toBe(120);
  });

  it("credits once when the member is back before the webhook, and the webhook comes after", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, IDEAL);
    const id = pay.providerId(started.checkoutUrl);
    // The provider has the money; its webhook has not arrived.
    await site.db.query("UPDATE psp_payments SET status = 'paid' WHERE id = $1", [id]);
    const { payment } = await pay.getPayment(m.token, started.payment.payment_id);
    expect(payment.status).toBe("completed");
    expect((await pay.member(m.id)).credits).toBe(120);
    expect((await pay.webhook(id)).status).toBe(200);
    expect((await pay.getPayment(m.token, started.payment.payment_id)).payment.status).toBe("completed");
    expect(await pay.member(m.id)).toEqual({ credits: 120, paid_user: true });
  });

  it("credits once when webhooks and the member's return arrive at the same time", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, IDEAL);
    const id = pay.providerId(started.checkoutUrl);
    await site.db.query("UPDATE psp_payments SET status = 'paid' WHERE id = $1", [id]);
    const answers = await Promise.all([
      pay.webhook(id),
      pay.webhook(id),
      pay.webhook(id),
      pay.getPayment(m.token, started.payment.payment_id),
      pay.getPayment(m.token, started.payment.payment_id),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await pay.member(m.id)).credits).toBe(120);
  });

  it("does nothing with a failure after the completion (out of order)", async () => {
    const m = await newMember();
    const started = await paidThroughCheckout(m.token);
    const id = pay.providerId(started.checkoutUrl);
    await site.db.query("UPDATE psp_payments SET status = 'failed' WHERE id = $1", [id]);
    expect((await pay.webhook(id)).status).toBe(200);
    expect((await pay.getPayment(m.token, started.payment.payment_id)).payment.status).toBe("completed");
    expect(await pay.member(m.id)).toEqual({ credits: 120, paid_user: true });
  });

  it("credits nothing for an unsigned, forged or other site's webhook", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, IDEAL);
    const id = pay.providerId(started.checkoutUrl);
    await site.db.query("UPDATE psp_payments SET status = 'paid' WHERE id = $1", [id]);
    const [{ webhook_secret: otherSecret }] = await site.db.query<{ webhook_secret: string }>(
      "INSERT INTO sites (domain, name, niche, settings, company) VALUES ('other.localhost', 'O', 1, '{}', '{}') RETURNING webhook_secret"
    );
    expect((await pay.webhook(id, { secret: null })).status).toBe(401);
    expect((await pay.webhook(id, { secret: "guessed" })).status).toBe(401);
    expect((await pay.webhook(id, { secret: otherSecret })).status).toBe(401);
    // Signed right for the other site: that site has no such payment.
    expect((await pay.webhook(id, { siteDomain: "other.localhost" })).status).toBe(200);
    const [row] = await site.db.query<{ status: string }>("SELECT status FROM payments WHERE id = $1", [
      started.payment.payment_id,
    ]);
    expect(row.status).toBe("open");
    expect(await pay.member(m.id)).toEqual({ credits: 0, paid_user: false });
  });

  it("records a declined card as failed, without credits, and keeps no card", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, CARD);
    expect((await pay.checkout(started.checkoutUrl, "pay", "4000 0000 0000 0002")).status).toBe(303);
    const { payment } = await pay.getPayment(m.token, started.payment.payment_id);
    expect(payment.status).toBe("failed");
    expect(await pay.member(m.id)).toEqual({ credits: 0, paid_user: false });
    expect(await site.db.query("SELECT 1 FROM stored_cards WHERE member_id = $1", [m.id])).toEqual([]);
  });

  it("keeps the card of a completed card payment for repeat orders", async () => {
    const m = await newMember();
    await paidThroughCheckout(m.token, CARD, "4242 4242 4242 4242");
    const [card] = await site.db.query("SELECT brand, last4 FROM stored_cards WHERE member_id = $1", [m.id]);
    expect(card).toEqual({ brand: "visa", last4: "4242" });
    expect((await pay.member(m.id)).credits).toBe(50);
  });

  it("refuses a card number that is no card number, keeping the payment open", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, CARD);
    const res = await pay.checkout(started.checkoutUrl, "pay", "1234");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Enter a valid card number.");
    expect((await pay.getPayment(m.token, started.payment.payment_id)).payment.status).toBe("open");
  });

  it("follows cancel, and pending until the tester pays", async () => {
    const m = await newMember();
    const cancelled = await pay.startPayment(m.token, IDEAL);
    await pay.checkout(cancelled.checkoutUrl, "cancel");
    expect((await pay.getPayment(m.token, cancelled.payment.payment_id)).payment.status).toBe("cancelled");
    // A cancelled payment cannot be paid afterwards.
    expect((await pay.checkout(cancelled.checkoutUrl, "pay")).status).toBe(409);

    const transfer = await pay.startPayment(m.token, { package: "p0", method: "sct", country: "NL" });
    await pay.checkout(transfer.checkoutUrl, "pending");
    expect((await pay.getPayment(m.token, transfer.payment.payment_id)).payment.status).toBe("pending");
    expect((await pay.member(m.id)).credits).toBe(0);
    await pay.checkout(transfer.checkoutUrl, "pay");
    expect((await pay.getPayment(m.token, transfer.payment.payment_id)).payment.status).toBe("completed");
    expect(await pay.member(m.id)).toEqual({ credits: 50, paid_user: true });
  });

  it("cancels an open payment nobody finished once the provider lets it expire", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, IDEAL);
    now = new Date(now.getTime() + OPEN_PAYMENT_MS + 1000);
    expect((await pay.getPayment(m.token, started.payment.payment_id)).payment.status).toBe("cancelled");
    expect((await pay.checkout(started.checkoutUrl, "pay")).status).toBe(409);
    expect((await pay.member(m.id)).credits).toBe(0);
  });

  it("escapes what the checkout page shows", async () => {
    const m = await newMember();
    const started = await pay.startPayment(m.token, IDEAL);
    await site.db.query("UPDATE psp_payments SET description = '<script>alert(1)</script>' WHERE id = $1", [
      pay.providerId(started.checkoutUrl),
    ]);
    const text = await (await site.app.request(new URL(started.checkoutUrl).pathname)).text();
    expect(text).not.toContain("<script>alert(1)</script>");
    expect(text).toContain("&lt;script&gt;");
  });
});

describe("payment.php (GET) and transactions.php", () => {
  it("answers only the member's own payments", async () => {
    const a = await newMember();
    const b = await newMember();
    const started = await pay.startPayment(a.token, IDEAL);
    const { status, json } = await pay.getPayment(b.token, started.payment.payment_id);
    expect({ status, error: json.error }).toEqual({ status: 404, error: "payment_not_found" });
  });

  it("lists the member's payments newest first, failed ones too", async () => {
    const m = await newMember();
    const first = await paidThroughCheckout(m.token);
    now = new Date(now.getTime() + 60_000);
    const second = await pay.startPayment(m.token, CARD);
    await pay.checkout(second.checkoutUrl, "pay", "4000000000000002");
    const { status, json } = await kit.call("GET", "/api/transactions.php", undefined, { token: m.token });
    expect(status).toBe(200);
    const payments = json.payments as Payment[];
    expect(payments.map((p) => [p.payment_id, p.status])).toEqual([
      [second.payment.payment_id, "failed"],
      [first.payment.payment_id, "completed"],
    ]);
  });

  it("limits the payments a member starts in an hour", async () => {
    const m = await newMember();
    for (let i = 0; i < PAYMENTS_PER_HOUR; i++) expect((await pay.startPayment(m.token, CARD)).status).toBe(200);
    const { status, json } = await pay.startPayment(m.token, CARD);
    expect(status).toBe(429);
    expect(json).toMatchObject({ error: "too_many_payments", minutes: 60 });
    // A retry of an earlier request is no new payment.
    now = new Date(now.getTime() + 3_600_000 + 1);
    expect((await pay.startPayment(m.token, CARD)).status).toBe(200);
  });

  it("holds the hour's limit when the payments are started all at once", async () => {
    const m = await newMember();
    const tries = PAYMENTS_PER_HOUR + 5;
    const started = await Promise.all(Array.from({ length: tries }, () => pay.startPayment(m.token, CARD)));
    expect(started.filter((s) => s.status === 200)).toHaveLength(PAYMENTS_PER_HOUR);
    expect(started.filter((s) => s.status === 429)).toHaveLength(tries - PAYMENTS_PER_HOUR);
  });
});
