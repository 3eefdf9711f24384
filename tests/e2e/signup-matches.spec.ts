import type { Page } from "@playwright/test";
import { expect, test } from "./members";
import { axeViolations, pageForAxe, site, waitForHydration } from "./support";

// Where signup lands (docs/decisions/023): the welcome and a dozen members who match the new
// profile, each to like, then on into the members' area. Runs with and without JavaScript.
const host = "flirthaven.localhost";
const unique = (tag: string, project: string) => `sm-${tag}-${project}-${Date.now()}`;
const next = (page: Page) => page.getByTestId("signup-next").click();

/** Steps 0–2 as a straight man born 12 June 1990, from Utrecht in the Netherlands. */
async function profileSteps(page: Page) {
  await page.getByRole("group", { name: "I am" }).getByRole("radio", { name: "a man" }).check();
  await page.getByRole("group", { name: "My orientation" }).getByRole("radio", { name: "Straight" }).check();
  await next(page);
  await page.getByLabel("Day").selectOption("12");
  await page.getByLabel("Month").selectOption("6");
  await page.getByLabel("Year").selectOption("1990");
  await next(page);
  await page.getByRole("group", { name: "Country" }).getByRole("radio", { name: "Netherlands" }).check();
  await page.getByLabel("Region").selectOption("Utrecht");
  await next(page);
}

async function accountSteps(page: Page, name: string, email: string) {
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await next(page);
  await page.getByLabel("Password (at least 6 characters)").fill("secret123");
  await next(page);
}

/** Whole years since 12 June 1990, today. */
function ageToday() {
  const now = new Date();
  return now.getFullYear() - 1990 - (now.getMonth() < 5 || (now.getMonth() === 5 && now.getDate() < 12) ? 1 : 0);
}

test(
  "a new member lands on women near Utrecht, likes one, finds the like among the likes sent and continues",
  { tag: "@no-js" },
  async ({ page, browser, context, javaScriptEnabled, members }, info) => {
    test.slow(); // a whole signup, the API asked about every face shown, then three more pages
    const name = `Matt${Date.now() % 100000}`;
    const email = `${unique("lands", info.project.name)}@example.com`;
    await page.goto(site(host, "/signup"));
    if (javaScriptEnabled) await waitForHydration(page);
    await profileSteps(page);
    await accountSteps(page, name, email);

    await expect(page).toHaveURL(site(host, "/signup-matches"));
    // The completion page's welcome stays: credits, the activation e-mail and its resend.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome, ${name}!`);
    await expect(page.getByText("You have 20 free credits to start with.")).toBeVisible();
    await expect(page.getByText(`We sent an e-mail to ${email}.`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Send the confirmation e-mail again" })).toBeVisible();

    const age = ageToday();
    await expect(page.getByText(`Women aged ${age - 10} to ${age + 10}, the nearest first.`)).toBeVisible();
    const list = page.getByRole("list", { name: "Members who match you" });
    const cards = list.getByTestId("member-card");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(12);

    // Who they are, as the API knows them: real members of the site, women of the age asked,
    // those of the member's region first, then of the country, then the rest.
    const me = await members.signedIn(page, host);
    const ids = await cards
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => Number(a.getAttribute("href")!.split("/").pop())));
    const shown = await Promise.all(
      ids.map(async (id) => {
        const res = await fetch(`${process.env.E2E_API_URL}/api/member.php?id=${id}&forced-domain=${host}`, {
          headers: { Authorization: `Bearer ${me.token}` },
        });
        expect(res.status, `member ${id}`).toBe(200);
        return ((await res.json()) as { profile: { gender: string; age: number; country: string; region: string } })
          .profile;
      })
    );
    for (const profile of shown) {
      expect(profile.gender).toBe("female");
      expect(Math.abs(profile.age - age)).toBeLessThanOrEqual(10);
    }
    const closeness = shown.map((p) => (p.country !== "NL" ? 0 : p.region === "Utrecht" ? 2 : 1));
    expect(closeness[0]).toBeGreaterThan(0);
    expect([...closeness].sort((a, b) => b - a)).toEqual(closeness);

    // A like: in place with JavaScript, a post and back to the list without.
    const first = cards.first();
    const liked = (await first.getByRole("heading").innerText()).split(",")[0];
    const like = first.getByTestId("like-toggle");
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(like).toHaveAccessibleName(`Like ${liked}`);
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(page).toHaveURL(site(host, "/signup-matches"));
    if (javaScriptEnabled) await expect(like).toBeFocused();
    await expect(cards.nth(1).getByTestId("like-toggle")).toHaveAttribute("aria-pressed", "false");
    // Liked, and the page is still readable by everyone.
    const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (checked !== page) await checked.goto(site(host, "/signup-matches"));
    expect(await axeViolations(checked)).toEqual([]);

    await page.getByRole("link", { name: "Continue" }).click();
    await expect(page).toHaveURL(site(host, "/members"));
    await page.goto(site(host, "/likes/sent"));
    await expect(page.getByTestId("member-card").filter({ hasText: liked })).toHaveCount(1);
  }
);

test("a visitor opening the matches is sent to sign up first", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site(host, "/signup-matches?network=e2e"));
  await expect(page).toHaveURL(site(host, "/signup?network=e2e"));
  await expect(page.getByRole("heading", { level: 1, name: "Sign up" })).toBeVisible();
});

test(
  "/members/{id}/signup lands on the profile afterwards, not on the matches",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, info) => {
    const email = `${unique("target", info.project.name)}@example.com`;
    await page.goto(site(host, "/members/1/signup"));
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(page.getByText("Sign up for free to meet this profile.")).toBeVisible();
    await profileSteps(page);
    await accountSteps(page, "Meeter", email);
    await expect(page).toHaveURL(site(host, "/members/1"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^\S+, \d{2}$/);
  }
);

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("every step and the matches fit the screen, with thumb-sized answers and no WCAG 2.2 AA violations", async ({
    page,
  }, info) => {
    test.slow(); // axe on five steps and the matches
    const fits = async (what: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBe(375);
      expect(await axeViolations(page), what).toEqual([]);
    };
    /** The smallest height of the step's answers: cards, selects, text fields and buttons. */
    const smallestTarget = () =>
      page
        .locator("main")
        .locator("label:has(input[type=radio]), select, input:not([type=hidden]), button:not([tabindex='-1'])")
        .evaluateAll((els) => Math.min(...els.map((el) => el.getBoundingClientRect().height)));

    await page.goto(site(host, "/signup"));
    await waitForHydration(page);
    await fits("step 1: gender and orientation");
    await page.getByRole("radio", { name: "a man" }).check();
    await page.getByRole("radio", { name: "Straight" }).check();
    await next(page);
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await fits("step 2: date of birth");
    expect(await smallestTarget()).toBeGreaterThanOrEqual(44);
    // Day, month and year on one row.
    const tops = await page
      .locator("select")
      .evaluateAll((selects) => selects.map((s) => Math.round(s.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.getByLabel("Day").selectOption("12");
    await page.getByLabel("Month").selectOption("9");
    await page.getByLabel("Year").selectOption("1990");
    await next(page);
    await expect(page.getByText("Step 3 of 5")).toBeVisible();
    await fits("step 3: location");
    expect(await smallestTarget()).toBeGreaterThanOrEqual(44);
    // The region list follows the country card at once.
    const regions = page.getByLabel("Region");
    await page.getByRole("radio", { name: "Germany" }).check();
    await expect(regions.locator("option", { hasText: "Bayern" })).toHaveCount(1);
    await expect(regions.locator("option", { hasText: "Utrecht" })).toHaveCount(0);
    await page.getByRole("radio", { name: "Netherlands" }).check();
    await expect(regions.locator("option", { hasText: "Bayern" })).toHaveCount(0);
    await regions.selectOption("Utrecht");
    await next(page);
    await expect(page.getByText("Step 4 of 5")).toBeVisible();
    await fits("step 4: name and e-mail");
    await page.getByLabel("Username").fill("Phone");
    await page.getByLabel("E-mail address").fill(`${unique("phone", info.project.name)}@example.com`);
    await next(page);
    await expect(page.getByText("Step 5 of 5")).toBeVisible();
    await fits("step 5: password");
    await page.getByLabel("Password (at least 6 characters)").fill("secret123");
    await next(page);
    await expect(page).toHaveURL(site(host, "/signup-matches"));
    await expect(page.getByTestId("member-card").first()).toBeVisible();
    await fits("the matches");
    // Two faces a row, each like button a thumb's target.
    const lefts = await page
      .getByTestId("member-card")
      .evaluateAll((cards) => cards.slice(0, 4).map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(2);
    const likeHeight = await page
      .getByTestId("like-toggle")
      .first()
      .evaluate((b) => b.getBoundingClientRect().height);
    expect(likeHeight).toBeGreaterThanOrEqual(44);
  });
});
