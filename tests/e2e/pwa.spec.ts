import { expect, rawRequest, site, test } from "./support";

test.describe("installable app", () => {
  test("every site has its own manifest and icons", async () => {
    const manifest = async (host: string) =>
      JSON.parse((await rawRequest({ host, path: "/manifest.webmanifest" })).body);
    const flirt = await manifest("flirthaven.localhost");
    const man = await manifest("manmatch.localhost");
    expect(flirt).toMatchObject({ name: "FlirtHaven", display: "standalone", start_url: "/?pwa=1" });
    expect(man.name).toBe("ManMatch");
    expect(man.theme_color).toBe("#1d4ed8");
    expect(flirt.theme_color).not.toBe(man.theme_color);
    expect(flirt.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}/${i.purpose}`)).toEqual([
      "192x192/any",
      "192x192/maskable",
      "512x512/any",
      "512x512/maskable",
    ]);
    const icon = await rawRequest({ host: "manmatch.localhost", path: "/icons/512.png" });
    expect(icon.status).toBe(200);
    expect(icon.headers["content-type"]).toBe("image/png");
  });

  test("the page links the manifest and the theme colour", async ({ page }) => {
    await page.goto(site("manmatch.localhost"));
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#1d4ed8");
  });

  test("the service worker /sw-push.js?v=2 is registered and shows the offline page without a network", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "service workers need JavaScript");
    await page.goto(site("flirthaven.localhost"));
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptURL).toBe(site("flirthaven.localhost", "/sw-push.js?v=2"));
    await context.setOffline(true);
    await page.goto(site("flirthaven.localhost", "/pages/faq")).catch(() => {});
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  });
});
