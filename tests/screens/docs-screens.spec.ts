import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { test as membersTest } from "../e2e/members";
import { logInAsNewMember } from "../e2e/payment-members";
import { expect, test, DEMO_SITES, site, waitForHydration } from "../e2e/support";

const outDir = fileURLToPath(new URL("../artifacts/screenshots", import.meta.url));
const nicheDir = path.join(outDir, "niches");
/** The screens docs/themes.md shows (committed). */
const docsDir = fileURLToPath(new URL("../../docs/screens", import.meta.url));

// What these pages must look like is asserted by the e2e suite; here they are only shot, each once
// its theme is on (data-niche) and the page has settled.

test.describe("home page of every demo site, in its own theme", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
      for (const { host, niche } of DEMO_SITES) {
        await page.goto(site(host));
        await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
        await page.screenshot({
          path: path.join(outDir, `${host.replace(".localhost", "")}-${width}.png`),
          fullPage: true,
        });
      }
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

/** A JPEG of the viewport for the run's artefacts and a smaller copy for the docs. */
async function save(page: Page, name: string) {
  const jpeg = await page.screenshot({ type: "jpeg", quality: 70 });
  fs.mkdirSync(nicheDir, { recursive: true });
  fs.writeFileSync(path.join(nicheDir, `${name}.jpg`), jpeg);
  fs.mkdirSync(docsDir, { recursive: true });
  // Half the laptop width is enough to see the look; phones stay at their size.
  const { width = 0 } = await sharp(jpeg).metadata();
  await sharp(jpeg)
    .resize({ width: Math.min(width, 640) })
    .jpeg({ quality: 60, mozjpeg: true })
    .toFile(path.join(docsDir, `${name}.jpg`));
}

membersTest.describe("the members' area of every niche, at 375 and 1280 px (docs/themes.md)", () => {
  for (const { host, niche } of DEMO_SITES) {
    membersTest(`${host.replace(".localhost", "")} (niche ${niche})`, async ({ page, members }) => {
      // A ceiling for 16 pages, not a wait.
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

      for (const width of [375, 1280]) {
        await page.setViewportSize(width < 500 ? { width, height: 667 } : { width, height: 800 });
        for (const [name, pathname] of SCREENS) {
          await page.goto(me.url(pathname.replace("{other}", String(other.id))));
          await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
          await expect(page.locator("main")).toBeVisible();
          await settled(page);
          await save(page, `${host.replace(".localhost", "")}-${name}-${width}`);
        }
      }
    });
  }
});

/** Two niche themes (general and bbw): the packages on a phone and on a laptop. */
const PAYMENT_SITES = [
  { host: "flirthaven.localhost", niche: 1, country: "NL" },
  { host: "curvycrush.localhost", niche: 4, country: "GB" },
];

test.describe("/premium and /credits in two niche themes", () => {
  for (const { host, niche, country } of PAYMENT_SITES) {
    test(`niche ${niche} at 375 and 1280 px`, async ({ page }, testInfo) => {
      await logInAsNewMember(page, testInfo, country, host);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
        for (const pathname of ["/premium", "/credits"]) {
          await page.goto(site(host, pathname));
          await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
          await expect(page.getByTestId("packages").getByRole("listitem")).toHaveCount(4);
          await page.screenshot({
            path: path.join(outDir, `${host.replace(".localhost", "")}${pathname.replace("/", "-")}-${width}.png`),
            fullPage: true,
          });
        }
      }
    });
  }
});
