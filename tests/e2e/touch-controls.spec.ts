import type { Page } from "@playwright/test";
import { expect, test } from "./members";
import { axeViolations, pageForAxe, site, waitForHydration } from "./support";

// The pages with touch controls (chips and cards, the segmented bar, switches, the age range) under
// axe, in the light general theme and the dark bdsm theme, with and without JavaScript. Each
// control used by keyboard is in its page's spec (members-search, signup, settings-notifications).

const host = "flirthaven.localhost";
const dark = "velvetropes.localhost";

async function open(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  if (javaScriptEnabled) await waitForHydration(page);
}

for (const { label, siteHost } of [
  { label: "the general theme", siteHost: host },
  { label: "the dark bdsm theme", siteHost: dark },
]) {
  test(
    `search, signup and settings with their touch controls have no WCAG 2.2 AA violations in ${label}`,
    { tag: "@no-js" },
    async ({ page: defaultPage, browser, context, javaScriptEnabled, members }) => {
      const member = await members.create({ label: "axe-controls", site: siteHost });
      const page = await pageForAxe(defaultPage, browser, javaScriptEnabled, context);
      // The signup, before anyone is signed in (the dark site signs up after a landing with a network).
      await open(page, site(siteHost, "/?network=e2e&sub1=axe"), javaScriptEnabled);
      await open(page, site(siteHost, "/signup"), javaScriptEnabled);
      await page.getByRole("group", { name: "I am" }).getByRole("radio", { name: "a woman" }).check();
      expect(await axeViolations(page), "signup").toEqual([]);

      await member.signIn(page);
      await open(page, member.url("/members?gender=female&min_age=25&max_age=40"), javaScriptEnabled);
      await expect(page.getByRole("search").getByLabel("Age from", { exact: true })).toHaveValue("25");
      expect(await axeViolations(page), "search").toEqual([]);

      await open(page, member.url("/notifications"), javaScriptEnabled);
      await page.getByRole("switch", { name: "News" }).focus();
      expect(await axeViolations(page), "settings").toEqual([]);
    }
  );
}
