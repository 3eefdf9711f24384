import { memberToken, sandboxPayment } from "./payments-api";
import { signUp } from "./signup-journey";
import { axeViolations, expect, pageForAxe, site, test } from "./support";

// The member's payments and a printable receipt (docs/product.md#transactions), with and without
// JavaScript: a fresh member (a purchase makes a member premium, which no shared member may become).
const host = "flirthaven.localhost";

/** "€9.95" for an amount in minor units, as the English pages write euros. */
const euros = (minor: number) => `€${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

test(
  "a member sees each payment with its fee and status, and prints the receipt",
  { tag: "@no-js" },
  async ({ page, browser, context, javaScriptEnabled }, info) => {
    const email = `payments-${info.project.name}-${Date.now()}@example.com`;
    await signUp(page, host, email, javaScriptEnabled);

    // Reached from the settings page.
    await page.goto(site(host, "/notifications"));
    await page.getByRole("link", { name: "See my payments" }).click();
    await expect(page).toHaveURL(site(host, "/transactions"));
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    await expect(page.getByText("You have not bought anything yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/credits");

    const token = await memberToken(host, email, "secret123");
    const paid = await sandboxPayment(host, token, { package: "p0", method: "creditcard", outcome: "pay" });
    const failed = await sandboxPayment(host, token, { package: "p1", method: "paysafecard", outcome: "fail" });
    expect(failed.transaction_fee).toBeGreaterThan(0);

    await page.goto(site(host, "/transactions"));
    const rows = page.getByTestId("transactions").locator("tbody tr");
    await expect(rows).toHaveCount(2);
    // Newest first: package, method, amount, fee, status.
    await expect(rows.nth(0).locator("td")).toHaveText([
      /^\w{3} \d{1,2}, \d{4}$/,
      "120 credits",
      "paysafecard",
      euros(failed.amount),
      euros(failed.transaction_fee),
      "Failed",
      `Details #${failed.payment_id}`,
    ]);
    await expect(rows.nth(1).locator("td")).toHaveText([
      /^\w{3} \d{1,2}, \d{4}$/,
      "50 credits",
      "Credit card",
      euros(paid.amount),
      "€0.00",
      "Paid",
      `Receipt #${paid.payment_id}`,
    ]);
    const list = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (list !== page) await list.goto(page.url());
    expect(await axeViolations(list), "transactions").toEqual([]);

    await rows
      .nth(1)
      .getByRole("link", { name: `Receipt #${paid.payment_id}` })
      .click();
    await expect(page).toHaveURL(site(host, `/transactions/${paid.payment_id}`));
    const receipt = page.getByTestId("receipt");
    await expect(receipt.getByRole("heading", { level: 1 })).toHaveText(`Receipt #${paid.payment_id}`);
    const seller = page.getByTestId("receipt-seller");
    for (const line of [
      "Amora Digital B.V.",
      "Keizersgracht 123",
      "1015 CJ Amsterdam",
      "Chamber of Commerce (KvK) number: 81234567",
      "VAT number: NL862345678B01",
    ])
      await expect(seller).toContainText(line);
    await expect(receipt).toContainText(`Total${euros(paid.amount)}`);
    await expect(receipt).toContainText("You may withdraw from this purchase within 14 days.");
    await expect(receipt.getByRole("link", { name: "Return policy" })).toHaveAttribute("href", "/pages/return-policy");

    // The print button needs JavaScript; printed, the page is the receipt alone.
    await expect(page.getByRole("button", { name: "Print receipt" })).toHaveCount(javaScriptEnabled ? 1 : 0);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.getByRole("link", { name: "All payments" })).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (checked !== page) await checked.goto(page.url());
    expect(await axeViolations(checked), "receipt").toEqual([]);

    // Another member's payment, or none, is the 404 page.
    const missing = await page.goto(site(host, `/transactions/${paid.payment_id + 100000}`));
    expect(missing?.status()).toBe(404);
  }
);
