// repeat-order.php: buying again with the stored card in one step, exactly once per key; a
// declined stored card (the sandbox's card ending 0002) leaves a failed payment and no credits.
import { describe, expect, it } from "vitest";
import type { PackagesResponse, Payment } from "../../app/api/schemas/payments";
import { memberKit } from "../testing/member-kit";
import { testSiteForFile } from "../testing/site";
import { paymentKit } from "../testing/payment-kit";

const DOMAIN = "repeat.localhost";
const now = new Date("2026-06-01T12:00:00Z");
const site = testSiteForFile(DOMAIN, "Repeat", () => now, { countries: ["NL"] });
const kit = memberKit(site, DOMAIN, () => now);
const pay = paymentKit(site, DOMAIN, kit);

/** A member who paid once by card (the card is stored), past any first-purchase discount. */
async function cardHolder(card: string) {
  const m = await kit.newMember({ signupDate: new Date(now.getTime() - 86_400_000) });
  const started = await pay.startPayment(m.token, { package: "p0", method: "creditcard", country: "NL" });
  expect((await pay.checkout(started.checkoutUrl, "pay", card)).status).toBe(303);
  return m;
}
const repeat = (token: string, pkg: string, key: string) =>
  kit.call("POST", "/api/repeat-order.php", { package: pkg }, { token, headers: { "Idempotency-Key": key } });

describe("repeat-order.php", () => {
  it("shows the stored card in packages.php", async () => {
    const m = await cardHolder("4242 4242 4242 4242");
    const { json } = await kit.call("GET", "/api/packages.php", undefined, { token: m.token });
    expect((json as unknown as PackagesResponse).stored_card).toEqual({
      brand: "visa",
      last4: "4242",
      expires: "06/29",
    });
  });

  it("buys again in one step, once per Idempotency-Key", async () => {
    const m = await cardHolder("4242424242424242");
    const first = await repeat(m.token, "p2", "again-1");
    expect(first.status).toBe(200);
    expect(first.json.payment).toMatchObject({
      status: "completed",
      package: "p2",
      method: "visa",
      amount: 3995,
      credits: 300,
    });
    const retry = await repeat(m.token, "p2", "again-1");
    expect((retry.json.payment as Payment).payment_id).toBe((first.json.payment as Payment).payment_id);
    expect(await pay.member(m.id)).toEqual({ credits: 50 + 300, paid_user: true });
  });

  it("answers card_declined for a declined stored card and keeps the failed payment", async () => {
    const m = await cardHolder("5105 1051 0510 0002");
    const { status, json } = await repeat(m.token, "p1", "declined-1");
    expect({ status, error: json.error }).toEqual({ status: 402, error: "card_declined" });
    expect((await repeat(m.token, "p1", "declined-1")).status).toBe(402);
    expect(await pay.member(m.id)).toEqual({ credits: 50, paid_user: true });
    const list = await kit.call("GET", "/api/transactions.php", undefined, { token: m.token });
    const payments = list.json.payments as Payment[];
    expect(payments.map((p) => [p.package, p.method, p.status])).toEqual([
      ["p1", "mastercard", "failed"],
      ["p0", "creditcard", "completed"],
    ]);
  });

  it("needs a stored card", async () => {
    const m = await kit.newMember();
    const { status, json } = await repeat(m.token, "p1", "none-1");
    expect({ status, error: json.error }).toEqual({ status: 409, error: "no_stored_card" });
  });
});
