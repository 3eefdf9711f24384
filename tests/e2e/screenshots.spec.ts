import { expect, test, DEMO_SITES, site } from "./support";
import path from "node:path";
import { fileURLToPath } from "node:url";

const outDir = fileURLToPath(new URL("../artifacts/screenshots", import.meta.url));

test.describe("home page of every demo site, in its own theme", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "screenshots once");

  for (const width of [375, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
      const backgrounds = new Set<string>();
      for (const { host, niche } of DEMO_SITES) {
        await page.goto(site(host));
        await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
        backgrounds.add(
          await page.evaluate(
            () =>
              getComputedStyle(document.body).backgroundColor + getComputedStyle(document.querySelector("h1")!).color
          )
        );
        await page.screenshot({
          path: path.join(outDir, `${host.replace(".localhost", "")}-${width}.png`),
          fullPage: true,
        });
      }
      // Seven sites, seven looks.
      expect(backgrounds.size).toBe(DEMO_SITES.length);
    });
  }
});
