import { expect, site, test } from "./support";
import { logInAsNewMember, payHost } from "./payment-members";

/**
 * The packages (docs/decisions/017-payments.md): /credits, /premium and /pricing priced in the
 * member's country's currency, changeable without JavaScript, with each method's local mark.
 */

test("a member sees the four premium tiers with the popular ribbon and the claim, priced in euros", async ({
  page,
}, testInfo) => {
  await logInAsNewMember(page, testInfo, "NL");
  await page.getByRole("link", { name: "Get Premium" }).click();
  await expect(page).toHaveURL(site(payHost, "/premium"));
  await expect(page.getByRole("heading", { level: 1, name: "Get Premium" })).toBeVisible();
  await expect(page.getByTestId("premium-claim")).toHaveText("Premium members have a 46% higher chance of a match.");
  const tiers = page.getByTestId("packages").getByRole("listitem");
  await expect(tiers).toHaveCount(4);
  await expect(page.getByTestId("package-p2")).toContainText("Most popular");
  await expect(page.getByTestId("package-p1")).not.toContainText("Most popular");
  // A new member's time bonus (25% for the first 4 hours): the list price struck through, then the new one.
  await expect(page.getByTestId("package-p0").getByTestId("old-price")).toHaveText("Was €9.95");
  await expect(page.getByTestId("package-p0").getByTestId("new-price")).toHaveText("now €7.46");
  await expect(page.getByTestId("package-p3").getByTestId("old-price")).toHaveText("Was €89.95");
  await expect(page.getByTestId("discount-note")).toHaveText("25% off with TIMEBONUS25");
});

test(
  "the country changes the currency and the methods, with or without JavaScript",
  { tag: "@no-js" },
  async ({ page }, testInfo) => {
    await logInAsNewMember(page, testInfo, "NL");
    await page.goto(site(payHost, "/credits"));
    await expect(page.getByTestId("package-p1").getByTestId("old-price")).toHaveText("Was €19.95");
    // The countries FlirtHaven serves, the member's own first; none of the API's other markets.
    await expect(page.getByLabel("Paying from").locator("option")).toHaveText([
      "Netherlands",
      "Belgium",
      "Germany",
      "United Kingdom",
      "United States",
    ]);
    await page.getByLabel("Paying from").selectOption("GB");
    await page.getByRole("button", { name: "Change country" }).click();
    await expect(page).toHaveURL(/country=GB/);
    await expect(page.getByTestId("package-p1").getByTestId("old-price")).toHaveText("Was £17.99");
    await page.getByTestId("choose-p1").click();
    await expect(page.getByTestId("methods").getByRole("listitem").first()).toContainText("Credit card");
    await expect(page.getByTestId("methods")).not.toContainText("iDEAL");
  }
);

test(
  "a visitor sees /pricing in their country's currency and is led to the signup",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto(site(payHost, "/pricing"));
    await expect(page.getByRole("heading", { level: 1, name: "Pricing" })).toBeVisible();
    await expect(page.getByTestId("packages").getByRole("listitem")).toHaveCount(4);
    await expect(page.getByTestId("premium-claim")).toBeVisible();
    await expect(page.getByTestId("code-form")).toHaveCount(0);
    await page.getByTestId("choose-p2").click();
    await expect(page).toHaveURL(site(payHost, "/signup"));
  }
);

/** Two niche themes (general and bbw): the packages read on a phone and on a laptop. */
const LAYOUT_SITES = [
  { host: "flirthaven.localhost", niche: 1, country: "NL" },
  { host: "curvycrush.localhost", niche: 4, country: "GB" },
];

for (const { host, niche, country } of LAYOUT_SITES) {
  test(`/premium and /credits in niche ${niche}: prices in one row side by side, nothing wider than a phone`, async ({
    page,
  }, testInfo) => {
    await logInAsNewMember(page, testInfo, country, host);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
      for (const pathname of ["/premium", "/credits"]) {
        await page.goto(site(host, pathname));
        await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
        await expect(page.getByTestId("packages").getByRole("listitem")).toHaveCount(4);
        // Side by side, the packages' prices sit on one line, the popular one's ribbon or not.
        if (width >= 992) {
          const tops = await page
            .getByTestId("packages")
            .getByTestId("price")
            .evaluateAll((prices) => prices.map((p) => Math.round(p.getBoundingClientRect().top)));
          expect(new Set(tops).size, `${pathname} price rows ${tops.join(", ")}`).toBe(1);
        }
        // Nothing wider than the screen: no sideways scrolling on a phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${pathname} at ${width}`
        ).toBeLessThanOrEqual(width);
      }
    }
  });
}
