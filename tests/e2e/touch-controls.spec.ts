import type { Page } from "@playwright/test";
import { expect, test } from "./members";
import { axeViolations, pageForAxe, site, waitForHydration } from "./support";

// The touch controls (chips and cards, the segmented bar, switches, the age range) used with the
// keyboard and submitted, in both projects: with JavaScript the age range is two slider handles
// and a switch saves itself; without, the same form posts number fields and a Save button.
// axe on the pages that use them, in the light general theme and the dark bdsm theme.

const host = "flirthaven.localhost";
const dark = "velvetropes.localhost";

async function open(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** Ages on the result cards ("Name, 34"). */
const cardAges = async (page: Page) =>
  (
    await page
      .locator("section[aria-labelledby=results-title]")
      .getByTestId("member-card")
      .getByRole("heading")
      .allInnerTexts()
  ).map((t) => Number(t.split(", ")[1]));

test("the search's gender bar and age range by keyboard, submitted as the search's address", async ({
  page,
  members,
  javaScriptEnabled,
}) => {
  const member = await members.create({ label: "keys-search" });
  await member.signIn(page);
  await open(page, member.url("/members?gender=&min_age=&max_age="), javaScriptEnabled);
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
  await expect.poll(async () => (await cardAges(page)).filter((age) => age < 20 || age > 25)).toEqual([]);
  // The new search's form shows what was searched.
  await expect(form.getByLabel("Age from", { exact: true })).toHaveValue("20");
  await expect(form.getByRole("group", { name: "Looking for" }).getByRole("radio", { name: "Women" })).toBeChecked();
});

test("the signup's answer cards by keyboard: Space chooses, arrows change, Tab goes to the next question", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, site(host, "/signup"), javaScriptEnabled);
  const gender = page.getByRole("group", { name: "I am" });
  const orientation = page.getByRole("group", { name: "My orientation" });
  await gender.getByRole("radio", { name: "a man" }).focus();
  await page.keyboard.press("Space");
  await expect(gender.getByRole("radio", { name: "a man" })).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(gender.getByRole("radio", { name: "a woman" })).toBeChecked();
  await expect(gender.getByRole("radio", { name: "a man" })).not.toBeChecked();
  await page.keyboard.press("Tab");
  await expect(orientation.getByRole("radio", { name: "Straight" })).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(orientation.getByRole("radio", { name: "Gay" })).toBeChecked();
  await page.getByTestId("signup-next").click();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  // The answers went with the step: back on it, they are still chosen.
  await page.goBack();
  await expect(page.getByRole("group", { name: "I am" }).getByRole("radio", { name: "a woman" })).toBeChecked();
});

test("a settings switch by keyboard: named, explained, saved and shown again", async ({
  page,
  members,
  javaScriptEnabled,
}) => {
  const member = await members.create({ label: "keys-settings" });
  await member.signIn(page);
  await open(page, member.url("/notifications"), javaScriptEnabled);
  const news = page.getByRole("switch", { name: "News" });
  await expect(news).toBeChecked();
  await expect(news).toHaveAccessibleDescription("What is new on the site.");
  await news.focus();
  await page.keyboard.press("Space");
  await expect(news).not.toBeChecked();
  if (!javaScriptEnabled) {
    await page.getByRole("button", { name: "Save e-mail notifications" }).focus();
    await page.keyboard.press("Enter");
  }
  // With JavaScript the switch saved itself: no Save button, the status says so.
  await expect(page.getByTestId("email-kinds-saved")).toHaveText("Saved.");
  await page.reload();
  await expect(page.getByRole("switch", { name: "News" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "New messages" })).toBeChecked();
});

for (const { label, siteHost } of [
  { label: "the general theme", siteHost: host },
  { label: "the dark bdsm theme", siteHost: dark },
]) {
  test(`search, signup and settings with their touch controls have no WCAG 2.2 AA violations in ${label}`, async ({
    page: defaultPage,
    browser,
    context,
    javaScriptEnabled,
    members,
  }) => {
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
  });
}
