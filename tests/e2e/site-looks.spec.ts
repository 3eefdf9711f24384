import { expect, DEMO_SITES, site, test } from "./support";

/**
 * Each demo site's home page in its own theme (docs/themes.md), on a phone and on a laptop: seven
 * sites, seven looks, nothing wider than the screen, the title and the way in on the first
 * screen. The pictures of these pages are `npm run screens`'s (tests/screens).
 */
for (const width of [375, 1280]) {
  test(`home page of every demo site at ${width} px: its own look, nothing past the screen's edge`, async ({
    page,
  }) => {
    const height = width < 500 ? 812 : 800;
    await page.setViewportSize({ width, height });
    const looks = new Set<string>();
    for (const { host, niche } of DEMO_SITES) {
      await page.goto(site(host));
      await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
      looks.add(
        await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor + getComputedStyle(document.querySelector("h1")!).color
        )
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${host} at ${width}`).toBe(width);
      // The site's title whole on the first screen, the way in (the signup, or the login on an
      // invite-only site) starting on it.
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      expect(title.x, `${host} at ${width}`).toBeGreaterThanOrEqual(0);
      expect(title.x + title.width, `${host} at ${width}`).toBeLessThanOrEqual(width);
      expect(title.y + title.height, `${host} at ${width}`).toBeLessThanOrEqual(height);
      const main = page.getByRole("main");
      const wayIn = (await main
        .getByRole("form")
        .or(main.getByRole("link", { name: "Log in" }))
        .first()
        .boundingBox())!;
      expect(wayIn.x + wayIn.width, `${host} at ${width}`).toBeLessThanOrEqual(width);
      expect(wayIn.y, `${host} at ${width}`).toBeLessThan(height);
    }
    // Seven sites, seven looks.
    expect(looks.size).toBe(DEMO_SITES.length);
  });
}
