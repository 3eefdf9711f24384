import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { test as membersTest } from "./members";
import { axeViolations, expect, test, DEMO_SITES, site, waitForHydration } from "./support";

const outDir = fileURLToPath(new URL("../artifacts/screenshots", import.meta.url));
const nicheDir = path.join(outDir, "niches");
/** With UPDATE_DOCS_SCREENS=1 the run also refreshes the screens docs/themes.md shows (committed). */
const docsDir = process.env.UPDATE_DOCS_SCREENS ? fileURLToPath(new URL("../../docs/screens", import.meta.url)) : null;

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

/** The member a site's visitor is: who its search shows (docs/product.md#sites-and-niches). */
const VISITOR: Record<number, { gender: "male" | "female"; sexuality: "hetero" | "gay" | "lesbian" | "bi" }> = {
  1: { gender: "male", sexuality: "hetero" },
  2: { gender: "female", sexuality: "lesbian" },
  3: { gender: "male", sexuality: "bi" },
  4: { gender: "male", sexuality: "hetero" },
  5: { gender: "male", sexuality: "hetero" },
  6: { gender: "male", sexuality: "hetero" },
  7: { gender: "male", sexuality: "gay" },
};

/** The screens of the members' area, by file name; `{other}` is the member who liked and wrote. */
const SCREENS = [
  ["search", "/members"],
  ["profile", "/members/{other}"],
  ["own-profile", "/profile"],
  ["likes", "/likes"],
  ["chats", "/chats"],
  ["conversation", "/members/{other}/chat"],
  ["settings", "/notifications"],
  ["swipe", "/swipe-game"],
] as const;

/** The page as a member sees it once it has settled: hydrated, its web fonts in, the photos on screen drawn. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.top < innerHeight && box.bottom > 0;
          })
          .every((img) => img.complete)
      )
    )
    .toBe(true);
}

/** A JPEG of the viewport for the run's artefacts and, when asked, a smaller copy for the docs. */
async function save(page: Page, name: string) {
  const jpeg = await page.screenshot({ type: "jpeg", quality: 70 });
  fs.mkdirSync(nicheDir, { recursive: true });
  fs.writeFileSync(path.join(nicheDir, `${name}.jpg`), jpeg);
  if (docsDir) {
    fs.mkdirSync(docsDir, { recursive: true });
    // Half the laptop width is enough to see the look; phones stay at their size.
    const { width = 0 } = await sharp(jpeg).metadata();
    await sharp(jpeg)
      .resize({ width: Math.min(width, 640) })
      .jpeg({ quality: 60, mozjpeg: true })
      .toFile(path.join(docsDir, `${name}.jpg`));
  }
}

membersTest.describe("the members' area of every niche, at 375 and 1280 px (docs/themes.md)", () => {
  membersTest.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "screenshots once");

  for (const { host, niche } of DEMO_SITES) {
    membersTest(`${host.replace(".localhost", "")} (niche ${niche})`, async ({ page, members }) => {
      // A ceiling for 16 pages with an axe scan each, not a wait.
      membersTest.setTimeout(240_000);
      const me = await members.create({ site: host, name: "Alex Morgan", ...VISITOR[niche], photos: 1 });
      const other = await members.create({
        site: host,
        name: "Robin Vale",
        gender: VISITOR[niche].sexuality === "hetero" ? "female" : VISITOR[niche].gender,
        photos: 3,
        likes: [me.id],
      });
      // Someone without a photo, in the conversation list: the placeholder tile.
      const quiet = await members.create({ site: host, name: "Sam Lee", photos: 0 });
      await other.writeTo(me, "Hi Alex! I loved your profile, shall we have a coffee this week?");
      await me.writeTo(other, "Hello Robin, gladly: Thursday after work?");
      await quiet.writeTo(me, "Hey, nice to meet you here.");
      await me.signIn(page);

      const violations: string[] = [];
      for (const width of [375, 1280]) {
        await page.setViewportSize(width < 500 ? { width, height: 667 } : { width, height: 800 });
        for (const [name, pathname] of SCREENS) {
          await page.goto(me.url(pathname.replace("{other}", String(other.id))));
          await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
          await expect(page.locator("main")).toBeVisible();
          await settled(page);
          // Nothing runs past the screen's edge (no sideways scrolling on a phone).
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBe(width);
          await save(page, `${host.replace(".localhost", "")}-${name}-${width}`);
          // Scanned where they are shot: members-look.spec.ts scans the members' area's other pages.
          violations.push(...(await axeViolations(page)).map((v) => `${name} at ${width}: ${v}`));
        }
      }
      expect(violations).toEqual([]);
    });
  }
});
