import http from "node:http";
import type { AddressInfo } from "node:net";
import { controlledBy } from "./service-worker";
import { expect, rawRequest, site, test, webPort } from "./support";

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
  }) => {
    await page.goto(site("flirthaven.localhost"));
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptURL).toBe(site("flirthaven.localhost", "/sw-push.js?v=2"));
    await context.setOffline(true);
    await page.goto(site("flirthaven.localhost", "/pages/faq")).catch(() => {});
    await expect(page.getByRole("heading", { name: "You're offline" })).toBeVisible();
    await context.setOffline(false);
  });

  test("a new version of the service worker waits for the member's Reload, offered quietly", async ({ page }) => {
    // The site on a port of its own (an origin no other test uses), whose worker this test changes.
    const deployment = await siteWithChangingWorker();
    try {
      const origin = `http://flirthaven.localhost:${deployment.port}`;
      await page.goto(`${origin}/pages/faq`);
      await controlledBy(page);
      const prompt = page.getByRole("status").filter({ hasText: "New version available" });
      await expect(prompt).toHaveCount(0);

      // A deployment changes the worker; the app, back on the screen, asks for it, installs it, and it waits.
      deployment.change();
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect(prompt).toBeVisible();
      // Quiet: the page stays usable, nothing is modal.
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      const reloaded = page.waitForEvent("load");
      await prompt.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      // The new version took over: nothing waits any more.
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(false);
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    } finally {
      await deployment.close();
    }
  });
});

/**
 * The site through a pass-through on a free port, serving the service worker as built until
 * `change()`, then with one more line: what a browser sees when a new version is deployed. The
 * browser fetches the worker's script outside the reach of Playwright's routing.
 */
async function siteWithChangingWorker() {
  let changed = false;
  const proxy = http.createServer((req, res) => {
    // Whole and uncompressed (no "not modified"), so a line can be added to it.
    const { "if-none-match": _etag, "if-modified-since": _since, ...headers } = req.headers;
    const forward = http.request(
      {
        host: "127.0.0.1",
        port: webPort,
        method: req.method,
        path: req.url,
        headers: { ...headers, "accept-encoding": "identity" },
      },
      (answer) => {
        if (!changed || !req.url?.startsWith("/sw-push.js")) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const body = Buffer.concat([...chunks, Buffer.from("\n// the next version\n")]);
          const { "transfer-encoding": _chunked, ...headers } = answer.headers;
          res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": String(body.length) });
          res.end(body);
        });
      }
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    change: () => void (changed = true),
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
