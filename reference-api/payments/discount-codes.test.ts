// Discount codes: each reason a code is refused (with the demo sites' codes), once per member even
// from two tabs at once, the time bonus TIMEBONUS25 (first 14,400 s after signup, unpaid members),
// the welcome code after it, and the account-deletion offer's personal code.
import { beforeAll, describe, expect, it } from "vitest";
import type { DiscountCode, PackagesResponse, Payment } from "../../app/api/schemas/payments";
import { DEMO_DISCOUNT_CODES, insertDiscountCodes } from "../seed/discount-codes";
import { memberKit } from "../testing/member-kit";
import { testSiteForFile } from "../testing/site";
import { paymentKit } from "../testing/payment-kit";

const DOMAIN = "codes.localhost";
const START = new Date("2026-06-01T12:00:00Z");
let now = START;
const clock = () => now;
const site = testSiteForFile(DOMAIN, "Codes", clock, { countries: ["NL", "BE", "GB"] });
const kit = memberKit(site, DOMAIN, clock);
const pay = paymentKit(site, DOMAIN, kit);

/** A member whose time bonus is over (signed up a day ago) unless told otherwise. */
const member = (opts: Parameters<typeof kit.newMember>[0] = {}) =>
  kit.newMember({ signupDate: new Date(now.getTime() - 86_400_000), ...opts });

async function codeCheck(token: string, query: string) {
  const { status, json } = await kit.call("GET", `/api/discountcode.php?${query}`, undefined, { token });
  return { status, error: json.error, code: json.discountcode as DiscountCode | undefined };
}
async function packages(token: string | undefined, query = "") {
  const { status, json } = await kit.call("GET", `/api/packages.php${query}`, undefined, { token });
  return { status, error: json.error, answer: json as unknown as PackagesResponse };
}
const CARD = { package: "p1", method: "creditcard", country: "NL" };
async function buy(token: string, body: Record<string, unknown>, action = "pay") {
  const started = await pay.startPayment(token, body);
  expect(started.status).toBe(200);
  await pay.checkout(started.checkoutUrl, action, "4242424242424242");
  return (await pay.getPayment(token, started.payment.payment_id)).payment;
}

describe("discount codes", () => {
  // The demo sites' codes, and a deletion offer of 50 %, for every test (each may run alone).
  beforeAll(async () => {
    await insertDiscountCodes(site.db, site.siteId, DEMO_DISCOUNT_CODES);
    await site.db.query("UPDATE sites SET company = '{\"delete_discount\": 50}'");
  });

  it("answers Code not found for a code nobody made", async () => {
    const m = await member();
    expect(await codeCheck(m.token, "code=NOSUCHCODE")).toMatchObject({ status: 404, error: "code_not_found" });
    expect(await packages(m.token, "?discountcode=NOSUCHCODE")).toMatchObject({ status: 404, error: "code_not_found" });
    const { status, json } = await pay.startPayment(m.token, { ...CARD, discountcode: "NOSUCHCODE" });
    expect({ status, error: json.error }).toEqual({ status: 404, error: "code_not_found" });
  });

  it("applies a code in integer arithmetic, half up, any letter case", async () => {
    const m = await member();
    const { answer } = await packages(m.token, "?discountcode=flirt10");
    expect(answer.discount).toMatchObject({ code: "FLIRT10", value_percentage: "10.0", validity: "unlimited" });
    // 995 × 0.9 = 895.5 → 896; 1995 × 0.9 = 1795.5 → 1796.
    expect(answer.packages.map((p) => p.discounted_amount)).toEqual([896, 1796, 3596, 8096]);
    const payment = await buy(m.token, { ...CARD, discountcode: "FLIRT10" });
    expect(payment).toMatchObject({
      status: "completed",
      list_amount: 1995,
      amount: 1796,
      discount: { code: "FLIRT10", value_percentage: "10.0" },
    });
  });

  it("answers expired for an expired code", async () => {
    const m = await member();
    expect(await codeCheck(m.token, "code=SPRING2025")).toMatchObject({ status: 409, error: "code_expired" });
  });

  it("refuses a package below the code's minimum order value, and other currencies", async () => {
    const m = await member();
    expect(await codeCheck(m.token, "code=BIGHEART20&package=p0")).toMatchObject({
      status: 400,
      error: "code_minimum_order",
    });
    expect((await codeCheck(m.token, "code=BIGHEART20&package=p2")).status).toBe(200);
    const { answer } = await packages(m.token, "?discountcode=BIGHEART20");
    expect(answer.packages.map((p) => p.discounted_amount)).toEqual([null, null, 3196, 7196]);
    expect(await packages(m.token, "?discountcode=BIGHEART20&country=GB")).toMatchObject({
      status: 400,
      error: "code_minimum_order",
    });
    const { status, json } = await pay.startPayment(m.token, { ...CARD, package: "p0", discountcode: "BIGHEART20" });
    expect({ status, error: json.error }).toEqual({ status: 400, error: "code_minimum_order" });
  });

  it("refuses a country-only code from another country", async () => {
    const m = await member();
    expect(await codeCheck(m.token, "code=ORANJE25&country=BE")).toMatchObject({ status: 400, error: "code_country" });
    expect((await codeCheck(m.token, "code=ORANJE25&country=NL")).code).toMatchObject({ country: "NL" });
  });

  it("refuses a method-only code with another method", async () => {
    const m = await member();
    expect(await codeCheck(m.token, "code=PAYPAL15&method=creditcard")).toMatchObject({
      status: 400,
      error: "code_method",
    });
    expect((await codeCheck(m.token, "code=PAYPAL15&method=paypal")).code).toMatchObject({
      paymentmethods: ["paypal"],
    });
    const { status, json } = await pay.startPayment(m.token, { ...CARD, discountcode: "PAYPAL15" });
    expect({ status, error: json.error }).toEqual({ status: 400, error: "code_method" });
  });

  it("answers Code already used for a once-per-member code after a completed purchase, not after a failed one", async () => {
    const m = await member();
    const failed = await buy(m.token, { ...CARD, discountcode: "FIRSTDATE15" }, "fail");
    expect(failed.status).toBe("failed");
    const paid = await buy(m.token, { ...CARD, discountcode: "FIRSTDATE15" });
    // 1995 × 0.85 = 1695.75 → 1696.
    expect(paid).toMatchObject({ status: "completed", amount: 1696 });
    expect(await codeCheck(m.token, "code=FIRSTDATE15")).toMatchObject({ status: 409, error: "code_used" });
    const { status, json } = await pay.startPayment(m.token, { ...CARD, discountcode: "FIRSTDATE15" });
    expect({ status, error: json.error }).toEqual({ status: 409, error: "code_used" });
    // Another member still may.
    expect((await codeCheck((await member()).token, "code=FIRSTDATE15")).status).toBe(200);
  });

  it("lets two tabs paying at once spend a once-per-member code once", async () => {
    const m = await member();
    const tabs = await Promise.all([
      pay.startPayment(m.token, { ...CARD, discountcode: "FIRSTDATE15" }),
      pay.startPayment(m.token, { ...CARD, discountcode: "FIRSTDATE15" }),
    ]);
    const started = tabs.filter((t) => t.status === 200);
    expect(started.length).toBeGreaterThan(0);
    for (const t of tabs.filter((t) => t.status !== 200)) expect(t.json.error).toBe("code_used");
    await Promise.all(started.map((t) => pay.checkout(t.checkoutUrl, "pay", "4242424242424242")));
    const results = await Promise.all(started.map((t) => pay.getPayment(m.token, t.payment.payment_id)));
    const completed = results.map((r) => r.payment).filter((p: Payment) => p.status === "completed");
    expect(completed.length).toBe(1);
    expect(completed[0].amount).toBe(1696);
    expect((await pay.member(m.id)).credits).toBe(120);
    const [{ uses }] = await site.db.query<{ uses: number }>(
      "SELECT count(*)::int AS uses FROM discount_code_uses u JOIN payments p ON p.id = u.payment_id WHERE u.member_id = $1",
      [m.id]
    );
    expect(uses).toBe(1);
  });

  it("keeps the code with a payment the provider has taken money for, before its webhook", async () => {
    const m = await member();
    const first = await pay.startPayment(m.token, { ...CARD, discountcode: "FIRSTDATE15" });
    await site.db.query("UPDATE psp_payments SET status = 'paid' WHERE id = $1", [pay.providerId(first.checkoutUrl)]);
    const second = await pay.startPayment(m.token, { ...CARD, discountcode: "FIRSTDATE15" });
    expect({ status: second.status, error: second.json.error }).toEqual({ status: 409, error: "code_used" });
    expect((await pay.getPayment(m.token, first.payment.payment_id)).payment).toMatchObject({
      status: "completed",
      amount: 1696,
    });
  });
});

describe("the time bonus and the welcome code", () => {
  it("are withdrawn from payments still open once another purchase completes", async () => {
    const m = await kit.newMember({ signupDate: now });
    // One tab pays with a code of its own, another was opened with the time bonus, a third (a
    // mandate waiting for its SMS code) too: the bonus is for the first purchase only.
    const typed = await pay.startPayment(m.token, { ...CARD, discountcode: "FLIRT10" });
    const withBonus = await pay.startPayment(m.token, { ...CARD, package: "p3" });
    expect(withBonus.payment.discount).toMatchObject({ code: "TIMEBONUS25" });
    await pay.checkout(typed.checkoutUrl, "pay", "4242424242424242");
    expect((await pay.getPayment(m.token, typed.payment.payment_id)).payment.status).toBe("completed");
    expect((await pay.getPayment(m.token, withBonus.payment.payment_id)).payment.status).toBe("cancelled");
    const late = await pay.checkout(withBonus.checkoutUrl, "pay", "4242424242424242");
    expect(late.status).toBe(409);
    expect((await pay.member(m.id)).credits).toBe(120);
    // The welcome code the same way, once the bonus is over.
    const w = await member();
    const first = await pay.startPayment(w.token, { ...CARD, discountcode: "FLIRT10" });
    const welcome = await pay.startPayment(w.token, CARD);
    expect(welcome.payment.discount).toMatchObject({ code: "WELCOME10" });
    await pay.checkout(first.checkoutUrl, "pay", "4242424242424242");
    await pay.getPayment(w.token, first.payment.payment_id);
    expect((await pay.getPayment(w.token, welcome.payment.payment_id)).payment.status).toBe("cancelled");
  });

  it("stay with a payment the provider took money for before the first purchase completed", async () => {
    const m = await kit.newMember({ signupDate: now });
    const typed = await pay.startPayment(m.token, { ...CARD, discountcode: "FLIRT10" });
    const withBonus = await pay.startPayment(m.token, CARD);
    await site.db.query("UPDATE psp_payments SET status = 'paid' WHERE id = $1", [
      pay.providerId(withBonus.checkoutUrl),
    ]);
    await pay.checkout(typed.checkoutUrl, "pay", "4242424242424242");
    await pay.getPayment(m.token, typed.payment.payment_id);
    expect((await pay.getPayment(m.token, withBonus.payment.payment_id)).payment).toMatchObject({
      status: "completed",
      amount: 1496,
    });
    expect((await pay.member(m.id)).credits).toBe(240);
  });

  it("gives a new unpaid member TIMEBONUS25 for 14,400 s, on every package, at checkout too", async () => {
    const m = await kit.newMember({ signupDate: now });
    const { json } = await kit.call("GET", "/api/timebonus.php", undefined, { token: m.token });
    expect(json.time_bonus).toEqual({
      code: "TIMEBONUS25",
      value_percentage: "25.0",
      ends_at: new Date(now.getTime() + 14_400_000).toISOString(),
      seconds_left: 14_400,
    });
    const { answer } = await packages(m.token);
    expect(answer.discount).toMatchObject({ code: "TIMEBONUS25", value_percentage: "25.0" });
    // 995 × 0.75 = 746.25 → 746.
    expect(answer.packages.map((p) => p.discounted_amount)).toEqual([746, 1496, 2996, 6746]);
    expect(await codeCheck(m.token, "welcome=true")).toMatchObject({ status: 404, error: "code_not_found" });
    const started = await pay.startPayment(m.token, CARD);
    expect(started.payment).toMatchObject({ amount: 1496, discount: { code: "TIMEBONUS25" } });
  });

  it("counts down by the API's clock and ends after 4 hours; then the welcome code applies", async () => {
    const m = await kit.newMember({ signupDate: new Date(now.getTime() - 14_399_000) });
    const { json } = await kit.call("GET", "/api/timebonus.php", undefined, { token: m.token });
    expect(json.time_bonus).toMatchObject({ seconds_left: 1 });
    now = new Date(now.getTime() + 1000);
    const after = await kit.call("GET", "/api/timebonus.php", undefined, { token: m.token });
    expect(after.json.time_bonus).toBeNull();
    expect(await codeCheck(m.token, "code=TIMEBONUS25")).toMatchObject({ status: 409, error: "code_expired" });
    expect((await codeCheck(m.token, "welcome=true")).code).toMatchObject({
      code: "WELCOME10",
      value_percentage: "10.0",
    });
    const { answer } = await packages(m.token);
    expect(answer.discount?.code).toBe("WELCOME10");
    expect(answer.packages[1].discounted_amount).toBe(1796);
  });

  it("gives paid members neither, and the first purchase makes them paid", async () => {
    const m = await kit.newMember({ signupDate: now });
    const paid = await buy(m.token, CARD);
    expect(paid).toMatchObject({ status: "completed", amount: 1496 });
    const { json } = await kit.call("GET", "/api/timebonus.php", undefined, { token: m.token });
    expect(json.time_bonus).toBeNull();
    expect(await codeCheck(m.token, "welcome=true")).toMatchObject({ status: 404, error: "code_not_found" });
    expect(await codeCheck(m.token, "code=TIMEBONUS25")).toMatchObject({ status: 409, error: "code_used" });
    expect((await packages(m.token)).answer.discount).toBeNull();
  });

  it("gives visitors no discount", async () => {
    expect((await packages(undefined)).answer.discount).toBeNull();
  });
});

describe("the account-deletion offer's code", () => {
  it("makes the member a personal code of the company's delete_discount, once, for 7 days", async () => {
    const m = await member();
    const first = await codeCheck(m.token, "offer=delete");
    expect(first.status).toBe(200);
    expect(first.code).toMatchObject({
      code: expect.stringMatching(/^STAY-[A-Z2-9]{6}$/),
      user_id: m.id,
      value_percentage: "50.0",
      validity: "once-per-user",
      expires: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      expired: false,
    });
    expect((await codeCheck(m.token, "offer=delete")).code?.code).toBe(first.code?.code);
    // Nobody else can use it.
    expect(await codeCheck((await member()).token, `code=${first.code!.code}`)).toMatchObject({
      status: 404,
      error: "code_not_found",
    });
    const payment = await buy(m.token, { ...CARD, discountcode: first.code!.code });
    // 1995 × 0.5 = 997.5 → 998.
    expect(payment).toMatchObject({ status: "completed", amount: 998 });
    expect(await codeCheck(m.token, `code=${first.code!.code}`)).toMatchObject({ status: 409, error: "code_used" });
  });

  it("expires after 7 days", async () => {
    const m = await member();
    const { code } = await codeCheck(m.token, "offer=delete");
    now = new Date(now.getTime() + 7 * 86_400_000);
    expect(await codeCheck(m.token, `code=${code!.code}`)).toMatchObject({ status: 409, error: "code_expired" });
  });
});
