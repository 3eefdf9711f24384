import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, site, test } from "./support";
import { logInAsNewMember } from "./payment-members";

const outDir = fileURLToPath(new URL("../artifacts/screenshots", import.meta.url));

/** Two niche themes (general and bbw): the packages read on a phone and on a laptop. */
const SITES = [
  { host: "flirthaven.localhost", niche: 1, country: "NL" },
  { host: "curvycrush.localhost", niche: 4, country: "GB" },
];

test.describe("/premium and /credits in two niche themes", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "screenshots once");

  for (const { host, niche, country } of SITES) {
    test(`niche ${niche} at 375 and 1280 px`, async ({ page }, testInfo) => {
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
          await page.screenshot({
            path: path.join(outDir, `${host.replace(".localhost", "")}${pathname.replace("/", "-")}-${width}.png`),
            fullPage: true,
          });
        }
      }
    });
  }
});
