import type { Locator, Page } from "@playwright/test";
import { expect, test, type TestMember } from "./members";
import { axeViolations, contextFrom, logIn, pageForAxe, waitForHydration } from "./support";

// The settings page's preferences (docs/product.md#notifications-and-settings), with and without
// JavaScript: each saved and shown again, invisible mode, the location by hand and from the
// browser's position, what the mail system turned off.

const card = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title }) });

/** The settings page, with its script running when the browser has JavaScript. */
async function openSettings(page: Page, url: string, javaScriptEnabled: boolean) {
  await page.goto(url);
  if (javaScriptEnabled) await waitForHydration(page);
}

/**
 * Saves the switches just flipped in a card: with JavaScript they saved themselves (there is no
 * Save button then), without it the card's Save button posts them.
 */
async function saveSwitches(section: Locator, button: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expect(section.getByRole("button", { name: button })).toHaveCount(0);
  else await section.getByRole("button", { name: button }).click();
}

test(
  "each preference is saved and shown again after a reload",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    const member = await members.create({ label: "prefs" });
    await member.signIn(page);
    await openSettings(page, member.url("/notifications"), javaScriptEnabled);

    const email = card(page, "E-mail notifications");
    await expect(email.getByRole("switch", { name: "Offers and promotions" })).toBeChecked();
    await email.getByRole("switch", { name: "Offers and promotions" }).uncheck();
    await email.getByRole("switch", { name: "Weekly updates" }).uncheck();
    await saveSwitches(email, "Save e-mail notifications", javaScriptEnabled);
    await expect(page.getByTestId("email-kinds-saved")).toHaveText("Saved.");

    const push = card(page, "Push notifications");
    await push.getByRole("switch", { name: "Likes and matches" }).uncheck();
    await saveSwitches(push, "Save push notifications", javaScriptEnabled);
    await expect(page.getByTestId("push-kinds-saved")).toHaveText("Saved.");

    const invisible = card(page, "Invisible mode");
    await expect(invisible).toContainText("other members do not find you in search");
    await invisible.getByRole("switch", { name: "Invisible mode" }).check();
    await saveSwitches(invisible, "Save invisible mode", javaScriptEnabled);
    await expect(page.getByTestId("invisible-saved")).toHaveText("Saved.");

    const location = card(page, "Location");
    await location.getByLabel("Country", { exact: true }).selectOption("NL");
    await location.getByLabel("Region", { exact: true }).selectOption("Utrecht");
    await location.getByLabel("City", { exact: true }).fill("Amersfoort");
    await location.getByRole("button", { name: "Save location" }).click();
    await expect(page.getByTestId("location-saved")).toHaveText("Saved.");

    await page.reload();
    await expect(email.getByRole("switch", { name: "Offers and promotions" })).not.toBeChecked();
    await expect(email.getByRole("switch", { name: "Weekly updates" })).not.toBeChecked();
    await expect(email.getByRole("switch", { name: "New messages" })).toBeChecked();
    await expect(push.getByRole("switch", { name: "Likes and matches" })).not.toBeChecked();
    await expect(push.getByRole("switch", { name: "New messages" })).toBeChecked();
    await expect(invisible.getByRole("switch", { name: "Invisible mode" })).toBeChecked();
    await expect(location.getByLabel("Region", { exact: true })).toHaveValue("Utrecht");
    await expect(location.getByLabel("City", { exact: true })).toHaveValue("Amersfoort");
  }
);

test(
  "a settings switch by keyboard: named, explained, saved and shown again",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    const member = await members.create({ label: "keys-settings" });
    await member.signIn(page);
    await openSettings(page, member.url("/notifications"), javaScriptEnabled);
    const news = page.getByRole("switch", { name: "News" });
    await expect(news).toBeChecked();
    await expect(news).toHaveAccessibleDescription(/new on the site/);
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
    await expect(card(page, "E-mail notifications").getByRole("switch", { name: "New messages" })).toBeChecked();
  }
);

test(
  "a place that is not one is refused with a message, keeping what was typed",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const member = await members.create({ label: "badplace" });
    await member.signIn(page);
    await page.goto(member.url("/notifications"));
    const location = card(page, "Location");
    const city = "x".repeat(81);
    // Past the field's own limit, as a hostile or scripted post would send it.
    await location.getByLabel("City", { exact: true }).evaluate((input: HTMLInputElement, value) => {
      input.removeAttribute("maxlength");
      input.value = value;
    }, city);
    await location.getByRole("button", { name: "Save location" }).click();
    await expect(location.getByText("The city may have at most 80 characters.")).toBeVisible();
    await expect(location.getByLabel("City", { exact: true })).toHaveValue(city);
  }
);

test(
  "invisible mode hides the member from another member's likes and search",
  { tag: "@no-js" },
  async ({ page, browser, members, javaScriptEnabled }) => {
    const seen = await members.create({ label: "seen", gender: "male" });
    // Of an age nobody else is made with, so one search finds the member among few others.
    const hider = await members.create({ label: "hider", gender: "female", birthdate: "1929-06-15", likes: [seen.id] });
    const search = seen.url("/members?gender=female&min_age=97&max_age=97&country=NL");
    const other = await browser.newContext();
    const seenPage = await other.newPage();
    await seen.signIn(seenPage);
    const hiderCards = seenPage.getByTestId("member-card").filter({ hasText: hider.name });
    await seenPage.goto(seen.url("/likes/received"));
    await expect(hiderCards).toBeVisible();
    await seenPage.goto(search);
    await expect(hiderCards.first()).toBeVisible();

    await hider.signIn(page);
    await openSettings(page, hider.url("/notifications"), javaScriptEnabled);
    await card(page, "Invisible mode").getByRole("switch", { name: "Invisible mode" }).check();
    await saveSwitches(card(page, "Invisible mode"), "Save invisible mode", javaScriptEnabled);
    await expect(page.getByTestId("invisible-saved")).toBeVisible();

    for (const path of [seen.url("/likes/received"), search]) {
      await seenPage.goto(path);
      await expect(seenPage.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(hiderCards).toHaveCount(0);
    }
    await other.close();
  }
);

/**
 * The member passes every card of the swipe game up to the one named `name`, as the game's Pass
 * would (swipe.php): that card is the game's next. Answers it (null when the deck ended first).
 */
async function passUntil(member: TestMember, name: string) {
  const api = (path: string) => `${process.env.E2E_API_URL}${path}?forced-domain=${member.site}`;
  const login = await fetch(api("/api/user.php"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { "Content-Type": "application/json", Authorization: `Bearer ${token}` };
  for (let i = 0; i < 500; i++) {
    const card = (await (await fetch(api("/api/swipe.php"), { headers })).json()) as {
      profile: { id: number; name: string } | null;
    };
    if (!card.profile || card.profile.name === name) return card.profile;
    await fetch(api("/api/swipe.php"), {
      method: "POST",
      headers,
      body: JSON.stringify({ id: card.profile.id, decision: "pass" }),
    });
  }
  return null;
}

test(
  "invisible mode hides the member from another member's swipe game",
  { tag: "@no-js" },
  async ({ page, browser, members, javaScriptEnabled }, testInfo) => {
    const [swiper, hider] = await Promise.all([
      members.create({ label: "swiper", gender: "male" }),
      members.create({ label: "hider", gender: "female" }),
    ]);
    // The game shows members online first. Both move to a day of their own, years ahead, where only
    // the hider and the operated profiles of that hour are online; the swiper passes those, so the
    // hider's card is next while the hider can be seen. (Sessions made before would have ended by
    // then: both log in anew.)
    const ahead = (2000 + Math.floor(Math.random() * 1000)) * 24 * 3_600_000;
    await Promise.all([swiper.advanceClock(ahead), hider.advanceClock(ahead)]);
    await logIn(page, hider);
    await openSettings(page, hider.url("/notifications"), javaScriptEnabled);

    const other = await contextFrom(browser, testInfo, "swiper");
    const swipePage = await other.newPage();
    await logIn(swipePage, swiper);
    expect(await passUntil(swiper, hider.name)).toMatchObject({ id: hider.id });
    await swipePage.goto(swiper.url("/swipe-game"));
    const hiderCard = swipePage.getByTestId("swipe-card").filter({ hasText: hider.name });
    await expect(hiderCard).toBeVisible();

    await card(page, "Invisible mode").getByRole("switch", { name: "Invisible mode" }).check();
    await saveSwitches(card(page, "Invisible mode"), "Save invisible mode", javaScriptEnabled);
    await expect(page.getByTestId("invisible-saved")).toBeVisible();

    await swipePage.reload();
    await expect(swipePage.getByRole("heading", { level: 1, name: "Swipe game" })).toBeVisible();
    await expect(hiderCard).toHaveCount(0);
    await other.close();
  }
);

test(
  "e-mails the mail system turned off are listed with their reason, and turned on again",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const member = await members.create({ label: "bounced", notificationsDisabled: [{ reason: "bounce" }] });
    await member.signIn(page);
    await page.goto(member.url("/notifications"));
    const row = page.getByTestId("disabled-bounce");
    await expect(row).toContainText("Your mailbox did not accept our e-mails.");
    await expect(row).toContainText("all e-mails");
    await row.getByRole("button", { name: "Try my address again" }).click();
    await expect(page.getByTestId("notifications-enabled")).toHaveText("Saved.");
    await page.reload();
    await expect(page.getByTestId("disabled-bounce")).toHaveCount(0);
  }
);

test.describe("with the browser's position", () => {
  test("'Use my location' finds the city of a granted position, which is saved", async ({ page, context, members }) => {
    await context.grantPermissions(["geolocation"]);
    // Utrecht's Dom tower.
    await context.setGeolocation({ latitude: 52.0907, longitude: 5.1214 });
    const member = await members.create({ label: "located" });
    await member.signIn(page);
    await page.goto(member.url("/notifications"));
    await waitForHydration(page);
    await expect(page.getByTestId("geolocation")).toHaveAttribute("data-state", "granted");
    await expect(page.getByText("You allow this site to use your location.")).toBeVisible();
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByTestId("geolocation-found")).toContainText("Utrecht");
    const location = card(page, "Location");
    await expect(location.getByLabel("City", { exact: true })).toHaveValue("Utrecht");
    await location.getByRole("button", { name: "Save location" }).click();
    await expect(page.getByTestId("location-saved")).toBeVisible();
    await page.reload();
    await expect(location.getByLabel("City", { exact: true })).toHaveValue("Utrecht");
    await expect(location.getByLabel("Country", { exact: true })).toHaveValue("NL");
  });

  test("a refused position is said so, and the place is left to choose", async ({ page, members }) => {
    const member = await members.create({ label: "refuser" });
    await member.signIn(page);
    // The browser refuses the position (the member said no), as the Permissions API reports it.
    await page.addInitScript(() => {
      const denied = { state: "denied", addEventListener() {}, removeEventListener() {} };
      navigator.permissions.query = () => Promise.resolve(denied as unknown as PermissionStatus);
    });
    await page.goto(member.url("/notifications"));
    await expect(page.getByTestId("geolocation")).toHaveAttribute("data-state", "denied");
    await expect(page.getByText("You have blocked location for this site in this browser")).toBeVisible();
    await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
    await expect(card(page, "Location").getByLabel("Country", { exact: true })).toBeVisible();
  });

  test(
    "without JavaScript the page says the position needs it, and offers the choice by hand",
    { tag: "@no-js-only" },
    async ({ page, members }) => {
      const member = await members.create({ label: "noscript" });
      await member.signIn(page);
      await page.goto(member.url("/notifications"));
      await expect(page.getByText("Finding your location needs JavaScript")).toBeVisible();
      await expect(page.getByText("Turning on notifications in this browser needs JavaScript.")).toBeVisible();
    }
  );
});

test(
  "the settings page has no WCAG 2.2 AA violations",
  { tag: "@no-js" },
  async ({ page: defaultPage, browser, context, javaScriptEnabled, members }) => {
    const member = await members.create({
      label: "axe",
      notificationsDisabled: [{ reason: "listunsubscribe", kind: "news" }],
    });
    const page = await pageForAxe(defaultPage, browser, javaScriptEnabled, context);
    await member.signIn(page);
    await page.goto(member.url("/notifications"));
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  }
);
