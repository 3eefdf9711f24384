import type { Page } from "@playwright/test";
import { expect, site, test } from "./support";
import { logInAsNewMember, memberNow, payHost, providerAction, startPayment, type PayMember } from "./payment-members";

/**
 * The repeat order (/credits/repeat-order): a member whose card is stored buys again in one step;
 * a declined stored card says "Credit card payment failed" with "Try again" and "Use PayPal".
 * The sandbox's 5105 1051 0510 0002 pays once and is declined on repeat orders.
 */

async function payByCard(member: PayMember, card: string) {
  const payment = await startPayment(member, { package: "p0", method: "creditcard", country: "NL" });
  await providerAction(payment.checkoutUrl, "pay", card);
}

async function buyAgain(page: Page) {
  await page.goto(site(payHost, "/credits"));
  await page.getByTestId("repeat-order-link").click();
  await expect(page).toHaveURL(site(payHost, "/credits/repeat-order"));
  await expect(page.getByTestId("stored-card")).toContainText("ending in");
  await page.getByTestId("repeat-p1").click();
}

test("a stored card buys again in one step", { tag: "@no-js" }, async ({ page }, testInfo) => {
  const member = await logInAsNewMember(page, testInfo, "NL");
  await payByCard(member, "4242 4242 4242 4242");
  const before = await memberNow(member);
  await buyAgain(page);
  await expect(page.getByTestId("payment-completed")).toContainText("120 credits have been added");
  await expect(page.getByTestId("toast")).toContainText("120 credits added");
  expect((await memberNow(member)).credits).toBe(before.credits + 120);
});

test(
  "a declined stored card says so, and offers to try again or to use PayPal",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    const member = await logInAsNewMember(page, testInfo, "NL");
    await payByCard(member, "5105 1051 0510 0002");
    const before = await memberNow(member);
    await buyAgain(page);
    const declined = page.getByTestId("card-declined");
    await expect(declined.getByRole("heading")).toHaveText("Credit card payment failed");
    expect((await memberNow(member)).credits).toBe(before.credits);
    // Trying again is a new payment (a new key), declined again by this card.
    await declined.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("card-declined").getByRole("heading")).toHaveText("Credit card payment failed");
    await page.getByRole("link", { name: "Use PayPal" }).click();
    await expect(page).toHaveURL(site(payHost, "/credits/p1/paypal"));
    await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible();
  }
);
