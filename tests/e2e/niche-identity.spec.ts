import type { BrowserContext, Page } from "@playwright/test";
import { NICHE_FONTS } from "../../themes/index";
import { WEB_FONTS } from "../../themes/web-fonts";
import { test as membersTest } from "./members";
import { contextFrom, expect, test, DEMO_SITES, site } from "./support";

// Each niche's own type pairing, loaded from the site itself (docs/themes.md, docs/decisions/005).

/** The file name a font file starts with once built (public/build/_assets/<name>-<hash>.woff2). */
const stem = (file: string) =>
  file
    .split("/")
    .pop()!
    .replace(/\.woff2$/, "");

function ownFonts(niche: number) {
  const ids = [...new Set([NICHE_FONTS[niche].heading, NICHE_FONTS[niche].body])];
  return {
    heading: WEB_FONTS[NICHE_FONTS[niche].heading].family,
    body: WEB_FONTS[NICHE_FONTS[niche].body].family,
    latin: ids.map((id) => stem(WEB_FONTS[id].subsets.latin.file)),
    all: ids.flatMap((id) => Object.values(WEB_FONTS[id].subsets).map((s) => stem(s.file))),
  };
}

const builtName = (url: string) =>
  new URL(url).pathname
    .split("/")
    .pop()!
    .replace(/-[A-Z0-9]{8}\.woff2$/i, "");

/** Families the page has loaded (FontFace status), without quotes. */
const loadedFamilies = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family.replace(/["']/g, ""));
  });

test.describe("web fonts of each niche", () => {
  for (const { host, niche } of DEMO_SITES) {
    test(`${host}: only its own families, preloaded for a visitor, cached for a year, headings and text set in them`, async ({
      browser,
    }, testInfo) => {
      const own = ownFonts(niche);
      // A browser of its own: no font file cached by another site's visit.
      const context = await contextFrom(browser, testInfo, host);
      const page = await context.newPage();
      const fonts: { name: string; cacheControl: string }[] = [];
      page.on("response", (response) => {
        if (response.url().endsWith(".woff2"))
          fonts.push({ name: builtName(response.url()), cacheControl: response.headers()["cache-control"] ?? "" });
      });
      await page.goto(site(host));
      await expect.poll(() => loadedFamilies(page)).toEqual(expect.arrayContaining([own.heading, own.body]));

      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
      expect(preloads.map(builtName).sort()).toEqual([...own.latin].sort());
      expect(
        [...new Set(fonts.map((f) => f.name))].every((name) => own.all.includes(name)),
        JSON.stringify(fonts)
      ).toBe(true);
      expect(fonts.map((f) => f.name)).toEqual(expect.arrayContaining(own.latin));
      for (const font of fonts) expect(font.cacheControl).toBe("public, max-age=31536000, immutable");

      const family = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily.replace(/["']/g, ""));
      expect(await family("h1")).toMatch(new RegExp(`^${own.heading}, `));
      expect(await family("body")).toMatch(new RegExp(`^${own.body}, `));
      await context.close();
    });
  }

  // The fallback faces are sized to the web fonts (headings to the heading's weight and case): text
  // drawn before the fonts arrive takes the room it will take after. The fonts are held back until
  // the page has painted with the fallback.
  for (const { host, niche } of DEMO_SITES) {
    test(`${host}: the fonts swap in without moving the home page or a static page (CLS ≤ 0.02)`, async ({
      browser,
    }, testInfo) => {
      for (const pathname of ["/", "/pages/terms"]) {
        const context = await contextFrom(browser, testInfo, `${host}-cls${pathname}`);
        const { shifted, moved } = await shiftWhenFontsSwapIn(context, site(host, pathname), niche);
        expect(shifted, `${pathname}: ${moved.join("; ")}`).toBeLessThanOrEqual(0.02);
        await context.close();
      }
    });
  }
});

/**
 * The layout shift a page records when its web fonts arrive only after it has painted in the
 * fallback faces (a browser that has none of them cached; `context` is fresh), at 375 px.
 */
async function shiftWhenFontsSwapIn(
  context: BrowserContext,
  url: string,
  niche: number
): Promise<{ shifted: number; moved: string[] }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 667 });
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number; moved: string[] };
    w.shifted = 0;
    w.moved = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.shifted += entry.value;
        // What moved, for the failure's message: the element, its text, and its box before → after.
        for (const { node, previousRect: a, currentRect: b } of entry.sources) {
          const what =
            node instanceof Element ? `<${node.localName}> ${node.textContent?.trim().slice(0, 40)}` : "text";
          w.moved.push(
            `${entry.value.toFixed(4)} ${what} [${a.x},${a.y} ${a.width}×${a.height} → ${b.x},${b.y} ${b.width}×${
              b.height
            }]`
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  let painted!: () => void;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.route("**/*.woff2", async (route) => {
    await firstPaint;
    await route.continue();
  });
  await page.goto(url, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  // Drawn in the fallback so far.
  expect(
    await page.evaluate(() => [...document.fonts].some((f) => f.status === "loaded" && !/Fallback/.test(f.family)))
  ).toBe(false);
  painted();
  const own = ownFonts(niche);
  await expect.poll(() => loadedFamilies(page)).toEqual(expect.arrayContaining([own.heading, own.body]));
  // Two frames after the swap: any shift it caused has been recorded.
  return page.evaluate(
    () =>
      new Promise<{ shifted: number; moved: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const { shifted, moved } = window as unknown as { shifted: number; moved: string[] };
            resolve({ shifted, moved });
          })
        )
      )
  );
}

membersTest.describe("web fonts on the members' pages", () => {
  // A member's pages do not preload the fonts (a photo is their largest paint; the visitor's pages
  // before the login have cached the files): opened with nothing cached, they still do not move.
  for (const { host, niche } of DEMO_SITES) {
    membersTest(
      `${host}: not preloaded for a member, and search and the own profile do not move when they arrive`,
      async ({ browser, members }, testInfo) => {
        const me = await members.create({ site: host });
        for (const pathname of ["/members", "/profile"]) {
          const context = await contextFrom(browser, testInfo, `${host}-member${pathname}`);
          await me.signIn(context);
          const { shifted, moved } = await shiftWhenFontsSwapIn(context, me.url(pathname), niche);
          expect(shifted, `${pathname}: ${moved.join("; ")}`).toBeLessThanOrEqual(0.02);
          const page = context.pages()[0];
          await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
          await context.close();
        }
      }
    );
  }
});

membersTest.describe("placeholder tiles", () => {
  membersTest(
    "a member without a photo is a tile in the niche's colours and heading face",
    async ({ page, members }) => {
      const looks = new Set<string>();
      for (const { host, niche } of DEMO_SITES.filter((s) => [3, 5].includes(s.niche))) {
        const me = await members.create({ site: host });
        const quiet = await members.create({ site: host, name: "Sam Lee", photos: 0 });
        await quiet.writeTo(me, "Hello!");
        await me.signIn(page);
        await page.goto(me.url("/chats"));
        const tile = page.getByTestId("placeholder-tile").first();
        await expect(tile).toHaveText("SL");
        const look = await tile.evaluate((el) => {
          const style = getComputedStyle(el);
          return { background: style.backgroundImage, font: style.fontFamily.replace(/["']/g, ""), color: style.color };
        });
        expect(look.background).toContain("linear-gradient");
        expect(look.font).toMatch(new RegExp(`^${WEB_FONTS[NICHE_FONTS[niche].heading].family}, `));
        looks.add(look.background);
      }
      expect(looks.size).toBe(2);
    }
  );
});
