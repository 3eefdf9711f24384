import type { Page } from "@playwright/test";
import { expect, site, test } from "./support";
import { logInAsNewMember, payHost } from "./payment-members";

/**
 * Discount codes on the credits page and at checkout (the demo sites' codes,
 * reference-api/seed/discount-codes.ts): each refusal in words, the typed code kept, and a code
 * that applies carried on to the payment.
 */

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Discount code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`code=${code}`));
}

const codeError = (page: Page) => page.getByTestId("code-form").getByRole("alert");

test(
  "each code the credits page refuses says why, and keeps what was typed",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    await logInAsNewMember(page, testInfo, "NL");
    await page.goto(site(payHost, "/credits"));
    for (const [code, text] of [
      ["NOSUCHCODE", "Code not found"],
      ["SPRING2025", "This code has expired."],
    ]) {
      await applyCode(page, code);
      await expect(codeError(page)).toHaveText(text);
      await expect(page.getByLabel("Discount code")).toHaveValue(code);
      await expect(page.getByTestId("packages").getByRole("listitem")).toHaveCount(4);
    }
    // A country-only code, paying from another country.
    await page.getByLabel("Paying from").selectOption("BE");
    await page.getByRole("button", { name: "Change country" }).click();
    await expect(page).toHaveURL(/country=BE/);
    await applyCode(page, "ORANJE25");
    await expect(codeError(page)).toHaveText("This code is not valid in your country.");
  }
);

test(
  "a code for larger packages or for one method is refused at checkout, in words",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    await logInAsNewMember(page, testInfo, "NL");
    await page.goto(site(payHost, "/credits"));
    await applyCode(page, "BIGHEART20");
    await expect(page.getByTestId("discount-note")).toHaveText("20% off with BIGHEART20");
    await page.getByTestId("choose-p0").click();
    await expect(page).toHaveURL(/\/credits\/p0\?country=NL&code=BIGHEART20/);
    await page.getByRole("button", { name: "Credit card" }).click();
    await expect(page.getByRole("alert")).toContainText("This code only applies to a larger package.");

    await page.goto(site(payHost, "/credits?code=PAYPAL15"));
    await page.getByTestId("choose-p1").click();
    await page.getByRole("button", { name: "Credit card" }).click();
    await expect(page.getByRole("alert")).toContainText("This code is not valid with this payment method.");
  }
);

test(
  "a code that applies goes to checkout and is spent once: then Code already used",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    await logInAsNewMember(page, testInfo, "NL");
    await page.goto(site(payHost, "/credits"));
    await applyCode(page, "FIRSTDATE15");
    await expect(page.getByLabel("Discount code")).toHaveValue("FIRSTDATE15");
    // 19.95 € − 15% = 16.96 € (integer arithmetic, half up).
    await expect(page.getByTestId("package-p1").getByTestId("new-price")).toHaveText("now €16.96");
    await page.getByTestId("choose-p1").click();
    await page.getByRole("link", { name: "iDEAL" }).click();
    await page.getByLabel("ING", { exact: true }).check();
    await page.getByRole("button", { name: "Pay €16.96" }).click();
    // With or without JavaScript the browser goes on to the provider by itself.
    await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
    await expect(page.getByText(/16\.96/)).toBeVisible();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByTestId("payment-completed")).toBeVisible();

    await page.goto(site(payHost, "/credits"));
    await applyCode(page, "FIRSTDATE15");
    await expect(codeError(page)).toHaveText("Code already used");
  }
);
