import type { Page } from "@playwright/test";
import { expect, site, test } from "./support";
import { logInAsNewMember, memberNow, payHost, profileWithLockedPhotos, providerAction } from "./payment-members";

/**
 * Buying credits through the sandbox provider (docs/decisions/017-payments.md), with and without
 * JavaScript: the provider's page is HTML of the reference API whose buttons the tester clicks.
 */

const PAID = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
/** The browsers of the suite ask for en-US, which spells it "canceled". */
const FAILED = /Payment failed or has been cancell?ed\./;

/**
 * The provider's checkout page is showing; its URL (to act on it later). Without JavaScript the
 * pay form answers a page of the site (a form post may not leave the site) whose Refresh takes the
 * browser on by itself, as the script's redirect does.
 */
async function atProvider(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  return page.url();
}

async function payAtProvider(page: Page, card?: string) {
  await atProvider(page);
  if (card) await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

/** The pay button names the total (a new member's prices include the time bonus). */
const PAY_TOTAL = /^Pay [€£]\d/;

const nav = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

test(
  "iDEAL with a bank: credits added, a toast, premium from the first purchase, photos unlocked",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    const member = await logInAsNewMember(page, testInfo, "NL");
    const before = await memberNow(member);
    const other = await profileWithLockedPhotos(member);
    await page.goto(site(payHost, `/members/${other.id}`));
    await expect(page.getByTestId("locked-photos")).toBeVisible();
    await expect(nav(page).getByRole("link", { name: "Get Premium" })).toBeVisible();

    await page.goto(site(payHost, "/credits"));
    await page.getByTestId("choose-p1").click();
    await expect(page).toHaveURL(site(payHost, "/credits/p1?country=NL"));
    await page.getByRole("link", { name: "iDEAL" }).click();
    // The bank is needed: the form says so and the choice stays possible.
    await page.getByRole("button", { name: PAY_TOTAL }).click();
    await expect(page.getByText("Choose your bank.")).toBeVisible();
    await page.getByLabel("ING", { exact: true }).check();
    await page.getByRole("button", { name: PAY_TOTAL }).click();
    // The provider's page names the bank chosen.
    await atProvider(page);
    await expect(page.getByText("ING", { exact: true })).toBeVisible();
    await payAtProvider(page);

    await expect(page).toHaveURL(/\/credits\/p1\/ideal\?payment=\d+/);
    await expect(page.getByTestId("payment-completed")).toContainText("120 credits have been added to your account.");
    await expect(page.getByTestId("toast")).toContainText("120 credits added");
    await expect(nav(page).getByRole("link", { name: "Get Premium" })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: /Credits/ })).toBeVisible();
    expect(await memberNow(member)).toMatchObject({ credits: before.credits + 120, paid_user: true });

    await page.goto(site(payHost, `/members/${other.id}`));
    await expect(page.getByRole("img").first()).toBeVisible();
    await expect(page.getByTestId("locked-photos")).toHaveCount(0);
  }
);

test(
  "a declined card says the payment failed, and trying again pays",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    const member = await logInAsNewMember(page, testInfo, "GB");
    const before = await memberNow(member);
    await page.goto(site(payHost, "/credits/p0"));
    await page.getByRole("button", { name: "Credit card" }).click();
    await payAtProvider(page, DECLINED);

    await expect(page.getByTestId("payment-failed")).toContainText(FAILED);
    expect((await memberNow(member)).credits).toBe(before.credits);
    await page.getByRole("link", { name: "Try again" }).click();
    await page.getByRole("button", { name: PAY_TOTAL }).click();
    await payAtProvider(page, PAID);
    await expect(page.getByTestId("payment-completed")).toContainText("50 credits have been added");
    expect(await memberNow(member)).toMatchObject({ credits: before.credits + 50, paid_user: true });
  }
);

test("a cancelled payment says so and offers another method", { tag: "@no-js" }, async ({ page }, testInfo) => {
  const member = await logInAsNewMember(page, testInfo, "DE");
  const before = await memberNow(member);
  await page.goto(site(payHost, "/credits/p2"));
  await page.getByRole("button", { name: "PayPal" }).click();
  await atProvider(page);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("payment-failed")).toContainText(FAILED);
  await page.getByRole("link", { name: "Choose another payment method" }).click();
  await expect(page).toHaveURL(site(payHost, "/credits/p2"));
  await expect(page.getByTestId("methods")).toContainText("Sofort");
  expect(await memberNow(member)).toMatchObject({ credits: before.credits, paid_user: false });
});

test("a pending payment shows it is processing, then completes", { tag: "@no-js" }, async ({ page }, testInfo) => {
  const member = await logInAsNewMember(page, testInfo, "NL");
  const before = await memberNow(member);
  await page.goto(site(payHost, "/credits/p0"));
  await page.getByRole("button", { name: "PayPal" }).click();
  const checkoutUrl = await atProvider(page);
  await page.getByRole("button", { name: "Leave pending" }).click();
  await expect(page.getByTestId("payment-pending")).toContainText("Processing your payment");

  await providerAction(checkoutUrl, "pay");
  if (testInfo.project.use.javaScriptEnabled) {
    // The page asks again by itself.
    await expect(page.getByTestId("payment-completed")).toBeVisible({ timeout: 15_000 });
  } else {
    await page.getByRole("link", { name: "Check again" }).click();
    await expect(page.getByTestId("payment-completed")).toBeVisible();
  }
  await expect(page.getByTestId("toast")).toContainText("50 credits added");
  expect((await memberNow(member)).credits).toBe(before.credits + 50);
});
