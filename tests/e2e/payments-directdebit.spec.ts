import type { Page } from "@playwright/test";
import { signUp } from "./signup-journey";
import { axePage, axeViolations, expect, site, test } from "./support";

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

test("direct debit refuses a wrong IBAN keeping what was typed", async ({
  page,
  browser,
  context,
  javaScriptEnabled,
}, info) => {
  await signUp(page, host, `sdd-${info.project.name}-${Date.now()}@example.com`, javaScriptEnabled);
  await page.goto(site(host, "/directdebit?package=p1"));
  await expect(page.getByRole("heading", { level: 1, name: "Pay by SEPA direct debit" })).toBeVisible();
  await expect(page.getByTestId("directdebit-summary")).toContainText("120 credits for");
  const checked = await axePage(page, browser, context, javaScriptEnabled);
  if (checked !== page) await checked.goto(page.url());
  expect(await axeViolations(checked), "the mandate form").toEqual([]);

  await fill(page, DETAILS);
  await page.getByRole("button", { name: "Text me the code" }).click();
  const iban = page.getByLabel("IBAN", { exact: true });
  await expect(page.getByText("This is not a valid IBAN. Please check it.")).toBeVisible();
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  for (const [label, value] of Object.entries(DETAILS))
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  const refused = await axePage(page, browser, context, javaScriptEnabled);
  if (refused === page) expect(await axeViolations(refused), "the refused form").toEqual([]);

  // An account outside the SEPA area is said as such.
  await iban.fill("TR33 0006 1005 1978 6457 8413 26");
  await page.getByRole("button", { name: "Text me the code" }).click();
  await expect(page.getByText("Direct debit works only with a bank account in the SEPA area.")).toBeVisible();
});
