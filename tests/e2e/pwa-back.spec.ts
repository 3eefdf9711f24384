import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./members";

// The installed app's Back button (docs/product.md#navigation; app/components/pwa-back-button.tsx):
// an installed app has no browser Back, so the profile, likes, liked-member, credits and
// payment-method pages offer one. Back goes one page back in the app, or, when the app was opened
// on the page itself (a notification, the start screen), to the page's own way out.

/**
 * Runs the pages as the installed app: `(display-mode: standalone)` matches, as in an app opened
 * from the home screen. Chromium's media emulation (CDP Emulation.setEmulatedMedia) ignores
 * display-mode and its PWA domain needs an app really installed, so the page's matchMedia answers it.
 */
async function asInstalledApp(context: BrowserContext) {
  await context.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      /display-mode:\s*standalone/.test(query)
        ? ({ ...matchMedia("all"), matches: true, media: query } as MediaQueryList)
        : matchMedia(query);
  });
}

const back = (page: Page) => page.getByRole("button", { name: "Back" });

test("a profile opened in the installed app has Back, leading to the members when the app opened on it", async ({
  page,
  context,
  members,
}) => {
  const [member, other] = await Promise.all([members.create({ label: "apper" }), members.create({ label: "shown" })]);
  await member.signIn(page);
  // In a browser tab the browser has its own Back.
  await page.goto(member.url(`/members/${other.id}`));
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(back(page)).toHaveCount(0);

  await asInstalledApp(context);
  await page.goto(member.url(`/members/${other.id}`));
  await back(page).click();
  await expect(page).toHaveURL(member.url("/members"));
});

test("the likes tabs in the installed app have Back", async ({ page, context, members }) => {
  const member = await members.create({ label: "liker" });
  await member.signIn(page);
  await asInstalledApp(context);
  await page.goto(member.url("/likes/received"));
  await back(page).click();
  await expect(page).toHaveURL(member.url("/members"));
});

test("a liked member's profile in the installed app has Back, leading to the likes when the app opened on it", async ({
  page,
  context,
  members,
}) => {
  const [liker, liked] = await Promise.all([members.create({ label: "liker" }), members.create({ label: "liked" })]);
  await liker.like(liked);
  await liked.signIn(page);
  await asInstalledApp(context);
  await page.goto(liked.url(`/likes/m/${liker.id}`));
  await back(page).click();
  await expect(page).toHaveURL(liked.url("/likes"));
});

test("credits and a payment method in the installed app have Back, one page back in the app", async ({
  page,
  context,
  members,
}) => {
  const member = await members.create({ label: "buyer" });
  await member.signIn(page);
  await asInstalledApp(context);
  await page.goto(member.url("/credits/p1/paypal"));
  await back(page).click();
  await expect(page).toHaveURL(member.url("/credits"));
  // Now a page of the app lies before the next one: Back returns to it.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const chosen = await page.locator('a[href^="/credits/p"]').first().getAttribute("href");
  // That very link: the page may still add links above it while its script starts.
  await page.locator(`a[href="${chosen}"]`).first().click();
  await expect(page).toHaveURL(member.url(chosen!));
  await back(page).click();
  await expect(page).toHaveURL(member.url("/credits"));
});
