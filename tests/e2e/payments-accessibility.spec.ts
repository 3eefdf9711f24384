import { axeViolations, expect, pageForAxe, site, test } from "./support";
import { logInAsNewMember, payHost, providerAction, startPayment } from "./payment-members";

/**
 * Every payment screen passes axe's WCAG 2.2 AA rules, with and without JavaScript (see
 * accessibility.spec.ts for how the no-js project is checked): the packages, the code refused, the
 * methods, the bank step with its error, the states after the provider, the repeat order.
 */
test(
  "the payment screens have no WCAG 2.2 AA violations",
  { tag: "@no-js" },
  async ({ page: memberPage, browser, context, javaScriptEnabled }, testInfo) => {
    test.setTimeout(120_000);
    const member = await logInAsNewMember(memberPage, testInfo, "NL");
    const page = await pageForAxe(memberPage, browser, javaScriptEnabled, context);
    // The last one pays by card, which the repeat order then offers.
    const paymentIn = async (action: "pay" | "fail" | "pending") => {
      const method = action === "pay" ? "creditcard" : "paypal";
      const payment = await startPayment(member, { package: "p0", method, country: "NL" });
      await providerAction(payment.checkoutUrl, action, method === "creditcard" ? "4242 4242 4242 4242" : undefined);
      return `/credits/p0/${method}?payment=${payment.id}`;
    };
    const check = async (path: string, testId: string) => {
      await page.goto(site(payHost, path));
      await expect(page.getByTestId(testId)).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    };
    await check("/credits/repeat-order", "no-stored-card");
    const screens = [
      ["/premium", "premium-claim"],
      ["/credits?code=NOSUCHCODE", "code-form"],
      ["/credits/p1", "methods"],
      ["/credits/p1/ideal", "checkout-summary"],
      [await paymentIn("pending"), "payment-pending"],
      [await paymentIn("fail"), "payment-failed"],
      [await paymentIn("pay"), "payment-completed"],
      ["/credits/repeat-order", "stored-card"],
    ];
    for (const [path, testId] of screens) await check(path, testId);
    // The bank step's error, as the form shows it.
    await page.goto(site(payHost, "/credits/p1/ideal"));
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByText("Choose your bank.")).toBeVisible();
    expect(await axeViolations(page), "bank step with its error").toEqual([]);

    await page.context().clearCookies({ name: /^auth/ });
    await page.goto(site(payHost, "/pricing"));
    await expect(page.getByTestId("packages")).toBeVisible();
    expect(await axeViolations(page), "/pricing").toEqual([]);
  }
);
