import type { Page } from "@playwright/test";
import { waitForSmsCode } from "./mailbox";
import { signUp } from "./signup-journey";
import { axeViolations, expect, pageForAxe, site, test } from "./support";

// SEPA direct debit (docs/product.md#sepa-direct-debit), with and without JavaScript: the mandate's
// details with the IBAN checked by checksum and country, then the SMS code ("Code invalid" for a
// wrong one) and the payment. A fresh member: a purchase makes a member premium.
const host = "flirthaven.localhost";

const DETAILS = {
  "Account holder": "Robin de Vries",
  IBAN: "NL91 ABNA 0417 1643 01", // one digit off
  Street: "Oudegracht",
  "House number": "12a",
  "ZIP code": "3511 AB",
  City: "Utrecht",
  "Cell phone number": "+31 6 12345678",
};

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test(
  "direct debit refuses a wrong IBAN keeping what was typed",
  { tag: "@no-js" },
  async ({ page, browser, context, javaScriptEnabled }, info) => {
    await signUp(page, host, `sdd-${info.project.name}-${Date.now()}@example.com`, javaScriptEnabled);
    await page.goto(site(host, "/directdebit?package=p1"));
    await expect(page.getByRole("heading", { level: 1, name: "Pay by SEPA direct debit" })).toBeVisible();
    await expect(page.getByTestId("directdebit-summary")).toContainText("120 credits for");
    const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (checked !== page) await checked.goto(page.url());
    expect(await axeViolations(checked), "the mandate form").toEqual([]);

    await fill(page, DETAILS);
    await page.getByRole("button", { name: "Text me the code" }).click();
    const iban = page.getByLabel("IBAN", { exact: true });
    await expect(page.getByText("This is not a valid IBAN. Please check it.")).toBeVisible();
    await expect(iban).toHaveAttribute("aria-invalid", "true");
    for (const [label, value] of Object.entries(DETAILS))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    const refused = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (refused === page) expect(await axeViolations(refused), "the refused form").toEqual([]);

    // An account outside the SEPA area is said as such.
    await iban.fill("TR33 0006 1005 1978 6457 8413 26");
    await page.getByRole("button", { name: "Text me the code" }).click();
    await expect(page.getByText("Direct debit works only with a bank account in the SEPA area.")).toBeVisible();
  }
);

test(
  "direct debit: a wrong SMS code, then the right one, pays the package",
  { tag: "@no-js" },
  async ({ page, browser, context, javaScriptEnabled }, info) => {
    test.slow(); // a signup, the mandate, two codes and the payment's page
    await signUp(page, host, `sdd-code-${info.project.name}-${Date.now()}@example.com`, javaScriptEnabled);
    // A number of its own per test and project: the API limits codes per number.
    const phone = `+31 6 ${String(Date.now()).slice(-7, -4)}${info.project.name === "js" ? 1 : 2}${String(
      Date.now()
    ).slice(-4)}`;
    await page.goto(site(host, "/directdebit?package=p0"));
    await fill(page, { ...DETAILS, IBAN: "NL91 ABNA 0417 1643 00", "Cell phone number": phone });
    await page.getByRole("button", { name: "Text me the code" }).click();
    await expect(page.getByRole("status")).toContainText("We texted a 6-digit code to +31");
    const { code } = await waitForSmsCode(phone);
    const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (checked === page) expect(await axeViolations(checked), "the code step").toEqual([]);

    const otp = page.getByLabel("Code from the text message");
    await otp.fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page.getByText("Code invalid")).toBeVisible();
    await expect(otp).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Code from the text message").fill(code);
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/credits/p0/sdd\\?payment=\\d+`));
    // Pending until the bank confirms (seconds on the sandbox's clock), then in the transactions.
    const paymentId = new URL(page.url()).searchParams.get("payment");
    await expect
      .poll(
        async () => {
          await page.goto(site(host, `/transactions/${paymentId}`));
          return page.getByTestId("receipt").getByRole("heading", { level: 1 }).innerText();
        },
        { timeout: 30_000 }
      )
      .toBe(`Receipt #${paymentId}`);
    await expect(page.getByTestId("receipt")).toContainText("SEPA direct debit");
  }
);
