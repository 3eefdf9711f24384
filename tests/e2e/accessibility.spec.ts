import { axeViolations, expect, pageForAxe, test, DEMO_SITES, site, waitForHydration } from "./support";

/** WCAG 2.2 level A and AA rules (axe's tags are cumulative per version). */

const PAGES = [
  { name: "home", path: "/", status: 200 },
  { name: "login", path: "/login", status: 200 },
  { name: "static page", path: "/pages/terms", status: 200 },
  { name: "complaints", path: "/complaints", status: 200 },
  { name: "404 page", path: "/no-such-page", status: 404 },
  // A first visit, with the entry warning open over the home page.
  { name: "entry warning", path: "/", status: 200, firstVisit: true },
];

// Every page of every niche theme, with and without JavaScript (the two Playwright projects): a
// test per niche, its pages one after the other in one browser.
for (const { host, name, niche } of DEMO_SITES) {
  test(
    `${name} (niche ${niche}): no WCAG 2.2 AA violations on ${PAGES.map((p) => p.name).join(", ")}`,
    { tag: "@no-js" },
    async ({ page: defaultPage, browser, context, javaScriptEnabled }) => {
      const page = await pageForAxe(defaultPage, browser, javaScriptEnabled, context);
      // The entry warning last: its page is the only one without the confirmation cookie.
      for (const { name: pageName, path, status, firstVisit } of PAGES) {
        if (firstVisit) await page.context().clearCookies({ name: "entry_ok" });
        const response = await page.goto(site(host, path));
        expect(response?.status(), pageName).toBe(status);
        await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
        await expect(page.getByRole("dialog"), pageName).toHaveCount(firstVisit ? 1 : 0);
        expect(await axeViolations(page), `${host}${path} (${pageName})`).toEqual([]);
        if (!javaScriptEnabled) expect(await page.locator("html[data-hydrated]").count(), "not hydrated").toBe(0);
      }
    }
  );
}

test("axe catches a violation when one is there (the check is live)", async ({ page }) => {
  await page.goto(site("flirthaven.localhost"));
  await waitForHydration(page); // else hydration may drop the node added below
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "/icons/192.png"; // an image without alt text
    document.querySelector("main")!.append(img);
  });
  expect(await axeViolations(page)).toContainEqual(expect.stringMatching(/^image-alt:/));
});
