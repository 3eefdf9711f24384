import { logIn, site, test } from "./support";
for (const [w, h] of [[1280, 800], [390, 844]]) {
  test(`probe ${w}`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await logIn(page, "curvycrush.localhost");
    await page.goto(site("curvycrush.localhost", "/swipe-game"));
    await page.screenshot({ path: `/tmp/look-swipe-${w}.png` });
  });
}
