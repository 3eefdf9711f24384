import type { Page } from "@playwright/test";
import { test } from "./members";
import { expect, demoLogin, logIn, site, waitForHydration } from "./support";

// The member search (docs/product.md#member-search): filters in the URL, pages, with and without JavaScript.
const host = "flirthaven.localhost";

/** Ages on the result cards (not on the similar results of a widened search). */
const ages = async (page: Page) =>
  (
    await page
      .locator("section[aria-labelledby=results-title]")
      .getByTestId("member-card")
      .getByRole("heading")
      .allInnerTexts()
  ).map((t: string) => Number(t.split(", ")[1]));
const found = async (page: Page) => Number((await page.locator("#results-title").innerText()).match(/\d+/)?.[0]);

async function search(page: Page, choices: Record<string, string>) {
  for (const [label, value] of Object.entries(choices)) {
    await page.getByRole("search").getByLabel(label, { exact: true }).selectOption(value);
  }
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/**
 * Sets the age range as a member would: two number fields without JavaScript, two handles with
 * it (which never cross, so the upper one goes to the end first).
 */
async function setAges(page: Page, from: string, to: string) {
  const form = page.getByRole("search");
  await form.getByLabel("Age to", { exact: true }).fill("99");
  await form.getByLabel("Age from", { exact: true }).fill(from);
  await form.getByLabel("Age to", { exact: true }).fill(to);
}

test(
  "the member's default search, then each filter narrows it and lives in the URL",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    await logIn(page, demoLogin(host));
    await expect(page.getByRole("heading", { level: 1, name: "Find members" })).toBeVisible();
    if (javaScriptEnabled) await waitForHydration(page);
    const all = await found(page);
    expect(all).toBeGreaterThan(0);

    await setAges(page, "30", "35");
    await search(page, {});
    await expect(page).toHaveURL(/min_age=30&max_age=35/);
    // The address changes first; the list follows when the new results arrive.
    await expect.poll(async () => (await ages(page)).filter((age) => age < 30 || age > 35)).toEqual([]);
    const byAge = await found(page);
    expect(byAge).toBeLessThanOrEqual(all);

    await page.getByRole("group", { name: "Looking for" }).getByRole("radio", { name: "Men", exact: true }).check();
    await search(page, {});
    await expect(page).toHaveURL(/gender=male/);
    // The list as the server draws it for this address: a slow page may still show the previous
    // results for a moment after the address changed.
    await page.reload();
    await page.getByTestId("member-card").first().getByRole("link").click();
    await expect(page.locator("dd").first()).toHaveText("Man");
    await page.goBack();

    // The reload keeps the search: it is the URL.
    await page.reload();
    await expect(page.getByRole("search").getByLabel("Age from", { exact: true })).toHaveValue("30");
    await expect(page.getByRole("search").getByLabel("Age to", { exact: true })).toHaveValue("35");
    await expect(
      page.getByRole("group", { name: "Looking for" }).getByRole("radio", { name: "Men", exact: true })
    ).toBeChecked();
  }
);

test(
  "the search's gender bar and age range by keyboard, submitted as the search's address",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    const member = await members.create({ label: "keys-search" });
    await member.signIn(page);
    await page.goto(member.url("/members?gender=&min_age=&max_age="));
    if (javaScriptEnabled) await waitForHydration(page);
    const form = page.getByRole("search");

    // Arrows move the choice along the bar, as in any radio group.
    const gender = form.getByRole("group", { name: "Looking for" });
    await expect(gender.getByRole("radio", { name: "Any" })).toBeChecked();
    await gender.getByRole("radio", { name: "Any" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gender.getByRole("radio", { name: "Women" })).toBeChecked();
    await expect(gender.getByRole("radio", { name: "Women" })).toBeFocused();

    const from = form.getByLabel("Age from", { exact: true });
    const to = form.getByLabel("Age to", { exact: true });
    if (javaScriptEnabled) {
      // Two handles on one track: End and Home jump, arrows step a year, and they never cross.
      await expect(form.getByRole("slider")).toHaveCount(2);
      await from.focus();
      await page.keyboard.press("End");
      await expect(from).toHaveValue("99");
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(from).toHaveValue("20");
      await page.keyboard.press("Tab");
      await expect(to).toBeFocused();
      await page.keyboard.press("Home");
      await expect(to).toHaveValue("20");
      for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
      await expect(to).toHaveValue("25");
      await expect(form.getByText("20 – 25")).toBeVisible();
    } else {
      // Two number fields, empty meaning any.
      await expect(from).toHaveAttribute("type", "number");
      await expect(from).toHaveValue("");
      await from.focus();
      await page.keyboard.type("20");
      await page.keyboard.press("Tab");
      await expect(to).toBeFocused();
      await page.keyboard.type("24");
      await page.keyboard.press("ArrowUp");
      await expect(to).toHaveValue("25");
    }
    await form.getByRole("button", { name: "Search", exact: true }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/\?gender=female&min_age=20&max_age=25(&|$)/);
    await expect.poll(async () => (await ages(page)).filter((age) => age < 20 || age > 25)).toEqual([]);
    // The new search's form shows what was searched.
    await expect(form.getByLabel("Age from", { exact: true })).toHaveValue("20");
    await expect(form.getByRole("group", { name: "Looking for" }).getByRole("radio", { name: "Women" })).toBeChecked();
  }
);

test("country and region narrow to members of that region", { tag: "@no-js" }, async ({ page }) => {
  await logIn(page, demoLogin(host));
  await page.goto(site(host, "/members?gender=&min_age=&max_age="));
  const country = page.getByRole("search").getByLabel("Country", { exact: true });
  const code = await country.locator("option").nth(1).getAttribute("value");
  // The form is drawn anew for the new search's address: choose the region in that one. A slow
  // page shows the new address a moment before it draws the new form, so mark the old one.
  await page.getByRole("search").evaluate((form) => form.setAttribute("data-previous-search", ""));
  await search(page, { Country: code! });
  await expect(page).toHaveURL(new RegExp(`country=${code}`));
  await expect(page.locator("form[data-previous-search]")).toHaveCount(0);
  await expect(page.getByRole("search").getByLabel("Country", { exact: true })).toHaveValue(code!);
  const region = page.getByRole("search").locator("select[name=countryregion]");
  const regionName = (await region.locator("option").nth(1).getAttribute("value"))!;
  await region.selectOption(regionName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`countryregion=${encodeURIComponent(regionName).replace(/%20/g, "\\+")}`));
  if ((await page.getByTestId("member-card").count()) > 0) {
    await page.getByTestId("member-card").first().getByRole("link").click();
    await expect(page.getByRole("article").locator("header").first()).toContainText(regionName);
  }
});

test(
  "pages: page numbers without JavaScript, more results in place with it",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    await logIn(page, demoLogin(host));
    await page.goto(site(host, "/members?gender=&min_age=&max_age="));
    const first = await page.getByTestId("member-card").getByRole("heading").allInnerTexts();
    expect(first.length).toBe(24);
    if (javaScriptEnabled) {
      // In place is the script's: a press before it runs follows the link to page 2, as without JavaScript.
      await waitForHydration(page);
      await page.getByTestId("show-more").click();
      await expect(page.getByTestId("member-card")).toHaveCount(48);
      await expect(page).toHaveURL(/min_age=&max_age=$/); // in place: the page's URL stays
    } else {
      await page.getByRole("link", { name: "Page 2", exact: true }).click();
      await expect(page).toHaveURL(/page=2/);
      const second = await page.getByTestId("member-card").getByRole("heading").allInnerTexts();
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((n) => first.includes(n)).length).toBeLessThan(second.length);
      await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    }
  }
);

test("no match: similar members from a wider search, or a clear empty state", { tag: "@no-js" }, async ({ page }) => {
  await logIn(page, demoLogin(host));
  await page.goto(site(host, "/members?min_age=99&max_age=99&gender=female"));
  await expect(page.getByTestId("similar-results").or(page.getByTestId("search-empty"))).toBeVisible();
});

test("a visitor may search where the site allows logged-out search", { tag: "@no-js" }, async ({ page }) => {
  const response = await page.goto(site(host, "/members"));
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Create a free account")).toBeVisible();
  expect(await page.getByTestId("member-card").count()).toBeGreaterThan(0);
});
