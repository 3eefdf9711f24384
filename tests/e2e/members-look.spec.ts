import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { axeViolations, DEMO_SITES, demoLogin, expect, logIn, pageForAxe, site, test } from "./support";

/**
 * The members area (search, profiles, likes, the games, complaints, the chat, the own profile and
 * the settings) as a member sees it: no WCAG 2.2 AA violation on any of its pages in any of the
 * seven niche themes, on a phone and on a laptop, nothing wider than the screen; without JavaScript
 * in two themes; in two themes, the phone layout (two card columns, a bottom tab bar, the chat one
 * screen at a time) and the desktop one (four or five columns, header links, the chat list beside
 * the conversation). The pictures of these pages in every niche are `npm run screens`'s
 * (tests/screens).
 */
const SITES = [
  { host: "flirthaven.localhost", niche: 1 },
  { host: "manmatch.localhost", niche: 7 },
];
const PAGES = [
  "/members",
  "/members/{id}",
  "/likes",
  "/swipe-game",
  "/match-finder",
  "/complaints",
  "/chats",
  "/members/{id}/chat",
];

/** A member from the search: the first card's profile. */
async function firstMemberPath(page: Page, host: string) {
  await page.goto(site(host, "/members?gender=&min_age=&max_age="));
  return (await page.getByTestId("member-card").first().getByRole("link").first().getAttribute("href"))!;
}

// Headings go one level at a time (axe's heading-order, beyond the WCAG tags): each likes tab names
// its list of cards with a heading of its own, so the cards' names are its sub-headings.
test("the likes page's headings go in order on every tab", async ({ page }) => {
  await logIn(page, demoLogin(SITES[0].host));
  for (const tab of ["received", "sent", "matches"]) {
    await page.goto(site(SITES[0].host, `/likes/${tab}`));
    await expect(page.getByRole("heading", { level: 1, name: "Likes" })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
    expect(violations.map((v) => v.nodes.map((n) => n.target.join(" "))).flat(), tab).toEqual([]);
  }
});

/** Every page of the members area a member uses, the own profile and the settings included. */
const CHECKED_PAGES = [...PAGES, "/profile", "/notifications"];

// axe in every niche's theme: each has its own palette, fonts and shapes (docs/themes.md); on a
// phone and on a laptop, each width its own layout.
for (const { host, niche } of DEMO_SITES) {
  for (const width of [375, 1280]) {
    // A theme changes colours, fonts and shapes, not the markup: without JavaScript the markup is
    // checked in two themes, at the laptop's width.
    const tag = width === 1280 && SITES.some((s) => s.host === host) ? ["@no-js"] : [];
    test(
      `members area of niche ${niche} at ${width} px: no WCAG 2.2 AA violations, nothing wider than the screen`,
      { tag },
      async ({ page, browser, context, javaScriptEnabled }) => {
        // A ceiling for ten pages with an axe scan each, not a wait.
        test.setTimeout(120_000);
        await logIn(page, demoLogin(host));
        const memberPath = await firstMemberPath(page, host);
        const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
        await checked.setViewportSize({ width, height: width < 500 ? 667 : 800 });
        const violations: string[] = [];
        for (const pathname of CHECKED_PAGES.map((p) => p.replace("/members/{id}", memberPath))) {
          const response = await checked.goto(site(host, pathname));
          expect(response?.status(), pathname).toBe(200);
          await expect(checked.locator("html")).toHaveAttribute("data-niche", String(niche));
          // Nothing runs past the screen's edge (no sideways scrolling on a phone).
          expect(await checked.evaluate(() => document.documentElement.scrollWidth), pathname).toBe(width);
          violations.push(...(await axeViolations(checked)).map((v) => `${pathname}: ${v}`));
        }
        expect(violations, host).toEqual([]);
      }
    );
  }
}

for (const { host, niche } of SITES) {
  for (const width of [375, 1280]) {
    test(`members area of niche ${niche} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
      await logIn(page, demoLogin(host));
      await page.goto(site(host, "/members?gender=&min_age=&max_age="));
      // Cards: two columns on a phone, four or five on a desktop; photos hold their size.
      const lefts = await page
        .getByTestId("member-card")
        .evaluateAll((cards) => cards.slice(0, 8).map((c) => Math.round(c.getBoundingClientRect().left)));
      const columns = new Set(lefts).size;
      if (width < 500) expect(columns).toBe(2);
      else expect(columns).toBeGreaterThanOrEqual(4);
      const tabBar = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Likes/ });
      const box = (await tabBar.boundingBox())!;
      // The tab bar sits at the bottom of a phone's screen, the links in the header on a desktop.
      if (width < 500) expect(box.y).toBeGreaterThan(812 - 100);
      else expect(box.y).toBeLessThan(120);
      const wide = width >= 992;
      // The chat: on a wide screen the list beside the conversation (the open one marked) or beside
      // "choose a conversation"; on a phone one screen at a time, the conversation with Back.
      await page.goto(site(host, "/chats"));
      const list = page.getByRole("navigation", { name: "Messages", exact: true });
      await expect(list).toBeVisible();
      const choose = page.getByTestId("choose-conversation");
      if (wide) await expect(choose).toBeVisible();
      else await expect(choose).toBeHidden();
      // A conversation read already: opening it changes no badge other tests count on.
      const read = list.getByTestId("chat-row").filter({ hasNot: page.getByTestId("chat-unread") });
      const chatPath = (await read.first().getByRole("link").first().getAttribute("href"))!;
      await page.goto(site(host, chatPath));
      const conversation = page.locator("section[aria-labelledby=partner-name]");
      await expect(conversation).toBeVisible();
      const back = conversation.getByRole("link", { name: "Back", exact: true });
      if (wide) {
        await expect(list).toBeVisible();
        await expect(back).toBeHidden();
        await expect(list.locator('[aria-current="page"]')).toHaveAttribute("href", chatPath);
        const [listBox, conversationBox] = [(await list.boundingBox())!, (await conversation.boundingBox())!];
        expect(listBox.x + listBox.width).toBeLessThanOrEqual(conversationBox.x + 1);
        expect(Math.abs(listBox.y - conversationBox.y)).toBeLessThan(40);
      } else {
        await expect(list).toBeHidden();
        await expect(back).toBeVisible();
        await back.click();
        await expect(page).toHaveURL(site(host, "/chats"));
        await expect(list).toBeVisible();
      }
    });
  }
}
