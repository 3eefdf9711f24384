import { expect, site, test } from "./support";

const host = "flirthaven.localhost";
const PAGES = [
  ["terms", "Terms and conditions"],
  ["privacy", "Privacy policy"],
  ["cookies", "Cookie policy"],
  ["ban", "Bans and blocked accounts"],
  ["faq", "Frequently asked questions"],
  ["return-policy", "Return policy"],
  ["service", "Customer service"],
] as const;

test.describe("static pages", () => {
  for (const [slug, title] of PAGES) {
    test(`/pages/${slug} is filled in from the company's data`, async ({ page }) => {
      await page.goto(site(host, `/pages/${slug}`));
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · FlirtHaven`);
      const contact = page.getByRole("complementary", { name: "Contact" });
      await expect(contact).toContainText("Amora Digital B.V., Keizersgracht 123, 1015 CJ Amsterdam, Netherlands");
      // docs/product.md#static-pages: the support phone without dashes and spaces.
      await expect(contact.getByRole("link", { name: "+31201234567" })).toHaveAttribute("href", "tel:+31201234567");
      await expect(contact).toContainText("81234567");
      await expect(page.locator("body")).not.toContainText("{{");
    });
  }

  test("the terms are dated by the company's added date, as it is later than 2023-12-01", async ({ page }) => {
    await page.goto(site(host, "/pages/terms"));
    // The browser asks for en-US: a US date.
    await expect(page.getByText("Version of Mar 15, 2024")).toBeVisible();
    await expect(page.locator("article")).toContainText(
      "registered with the Chamber of Commerce under number 81234567"
    );
  });

  test("the return policy names the site's refund days", async ({ page }) => {
    await page.goto(site(host, "/pages/return-policy"));
    await expect(page.locator("article")).toContainText("within 14 days of buying it");
  });

  test("an unknown static page is the 404 page", async ({ page }) => {
    const response = await page.goto(site(host, "/pages/nonsense"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  });

  test.describe("in German", () => {
    test.use({ locale: "de-DE" });
    test("the terms read in German with a German date", async ({ page }) => {
      await page.goto(site(host, "/pages/terms"));
      await expect(page.getByRole("heading", { level: 1, name: "Allgemeine Geschäftsbedingungen" })).toBeVisible();
      await expect(page.getByText("Fassung vom 15.03.2024")).toBeVisible();
    });
  });
});
