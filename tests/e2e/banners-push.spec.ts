import { devices, type Page } from "@playwright/test";
import { createECDH, randomBytes } from "node:crypto";
import { expect, test } from "./members";
import { logIn, waitForHydration } from "./support";

// The push invitation, the disabled-notifications alert and the activate modal
// (docs/product.md#member-banners); the app badge and the page-hidden beacon
// (docs/product.md#notifications-and-settings).

const pushBanner = (page: Page) => page.getByRole("complementary", { name: "Notifications" });
const disabledAlert = (page: Page) => page.getByRole("complementary", { name: "E-mails turned off" });

/** Goes on from the page the browser loaded to another page of the site (the push invitation waits for it). */
async function moveOn(page: Page) {
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: /^Likes/ })
    .click();
  await expect(page).toHaveURL(/\/likes$/);
}

/** "Not now" on a banner, waiting for the answer that remembers it (a cookie). */
async function notNow(page: Page, banner: ReturnType<typeof pushBanner>) {
  const remembered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/banners/dismiss"
  );
  await banner.getByRole("button", { name: "Not now" }).click();
  await (await remembered).finished();
  await expect(banner).toHaveCount(0);
}

test(
  "the push invitation comes before the disabled-notifications alert; each is dismissed for good",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    const member = await members.create({ label: "alerted", notificationsDisabled: [{ reason: "fbl" }] });
    await member.signIn(page);
    await page.goto(member.url("/members"));
    if (javaScriptEnabled) {
      // This browser can take pushes and was never asked: from the second page of the visit on, the
      // invitation, one banner at a time (the first page keeps the alert that applies).
      await expect(disabledAlert(page)).toBeVisible();
      await moveOn(page);
      await expect(pushBanner(page)).toContainText("Get a notification when someone writes to you");
      await expect(disabledAlert(page)).toHaveCount(0);
      // Not on the settings page, which has the switch itself; the alert is not there either.
      await page.goto(member.url("/notifications"));
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      await expect(pushBanner(page)).toHaveCount(0);
      await expect(disabledAlert(page)).toHaveCount(0);
      await page.goto(member.url("/members"));
      await moveOn(page);
      await notNow(page, pushBanner(page));
      await page.reload();
    } else {
      // Without a script nothing can subscribe: the alert is the first banner that applies.
      await expect(pushBanner(page)).toHaveCount(0);
    }
    await expect(disabledAlert(page)).toContainText("Some of our e-mails to you are turned off");
    await disabledAlert(page).getByRole("link", { name: "Check my e-mail settings" }).click();
    await expect(page).toHaveURL(member.url("/notifications#settings-disabled"));
    await expect(disabledAlert(page)).toHaveCount(0);
    await expect(page.getByTestId("disabled-fbl")).toContainText("You marked one of our e-mails as spam.");

    await page.goto(member.url("/likes"));
    await notNow(page, disabledAlert(page));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(disabledAlert(page)).toHaveCount(0);
    await expect(pushBanner(page)).toHaveCount(0);
  }
);

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the push invitation waits for the second page and floats over it: nothing moves, the tab bar stays free`, async ({
    page,
    members,
  }) => {
    await page.setViewportSize(viewport);
    const member = await members.create({ label: "floated" });
    await member.signIn(page);
    // Layout shifts of the whole visit, as the browser counts them (the CLS metric).
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.shifted += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(member.url("/members"));
    // Nothing paints late over the page the browser loaded.
    await waitForHydration(page);
    await expect(pushBanner(page)).toHaveCount(0);
    await moveOn(page);
    await expect(pushBanner(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThanOrEqual(0.02);
    const banner = (await pushBanner(page).boundingBox())!;
    expect(banner.y + banner.height).toBeLessThanOrEqual(viewport.height);
    if (viewport.width < 768) {
      const tabBar = (await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("list")
        .first()
        .boundingBox())!;
      expect(banner.y + banner.height, "above the tab bar").toBeLessThanOrEqual(tabBar.y);
    }
  });
}

test("'Turn on notifications' asks the browser; a refusal ends the invitation", async ({ page, members }) => {
  const member = await members.create({ label: "refusing" });
  await member.signIn(page);
  // The member answers the browser's question with "Block", which the browser remembers for the site.
  await page.addInitScript(() => {
    const answer = () => (localStorage.getItem("notification-answer") ?? "default") as NotificationPermission;
    Object.defineProperty(Notification, "permission", { get: answer });
    Notification.requestPermission = async () => {
      localStorage.setItem("notification-answer", "denied");
      return answer();
    };
  });
  await page.goto(member.url("/members"));
  await moveOn(page);
  await pushBanner(page).getByRole("button", { name: "Turn on notifications" }).click();
  await expect(pushBanner(page)).toHaveCount(0);
  await page.goto(member.url("/notifications"));
  await expect(page.getByTestId("push-browser")).toHaveAttribute("data-state", "denied");
  await expect(page.getByText("You have blocked notifications from this site in this browser.")).toBeVisible();
});

test(
  "right after signup the activate reminder is a modal that keeps focus and closes with Escape; not on a phone",
  { tag: "@no-js" },
  async ({ page, browser, javaScriptEnabled, members }) => {
    const member = await members.create({ label: "fresh", confirmed: false });
    await member.signIn(page);
    await page.goto(member.url("/members?api_signup_complete=1"));
    if (!javaScriptEnabled) {
      // Without a script no dialog can open: the reminder is the alert.
      await expect(page.getByRole("complementary", { name: "Confirm your e-mail address" })).toBeVisible();
    } else {
      const dialog = page.getByRole("dialog", { name: "Confirm your e-mail address" });
      await expect(dialog).toContainText(member.email);
      await expect(page.getByRole("complementary", { name: "Confirm your e-mail address" })).toHaveCount(0);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press("Tab");
        await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }

    const phone = await browser.newContext({ ...devices["Pixel 7"], javaScriptEnabled });
    const phonePage = await phone.newPage();
    await member.signIn(phonePage);
    await phonePage.goto(member.url("/members?api_signup_complete=1"));
    await expect(phonePage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(phonePage.getByRole("dialog")).toHaveCount(0);
    await expect(phonePage.getByRole("complementary", { name: "Confirm your e-mail address" })).toHaveCount(0);
    await phone.close();
  }
);

test("the app badge shows unread messages plus new likes, and is cleared at 0", async ({ page, members }) => {
  const member = await members.create({ label: "badged" });
  const writer = await members.create({ label: "writer" });
  await members.create({ label: "liker", likes: [member.id] });
  await writer.writeTo(member, "Hello there");
  await writer.writeTo(member, "Are you around?");
  await page.addInitScript(() => {
    const calls: (number | "cleared")[] = [];
    Object.assign(window, { badgeCalls: calls });
    Object.assign(navigator, {
      setAppBadge: async (n: number) => void calls.push(n),
      clearAppBadge: async () => void calls.push("cleared"),
    });
  });
  await member.signIn(page);
  await page.goto(member.url("/members"));
  const lastBadge = () => page.evaluate(() => (window as unknown as { badgeCalls: unknown[] }).badgeCalls.at(-1));
  await expect.poll(lastBadge).toBe(3);

  // A badge the browser refuses is ignored: the page goes on.
  const quiet = await members.create({ label: "quiet" });
  await page.context().clearCookies();
  await quiet.signIn(page);
  await page.addInitScript(() => {
    Object.assign(navigator, { setAppBadge: () => Promise.reject(new Error("refused")) });
  });
  await page.goto(quiet.url("/members"));
  await expect.poll(lastBadge).toBe("cleared");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page going out of sight sends the beacon, which the site takes from its own page only", async ({
  page,
  members,
}) => {
  const member = await members.create({ label: "beacon" });
  await member.signIn(page);
  await page.goto(member.url("/members"));
  await waitForHydration(page);
  const beacon = page.waitForRequest((r) => new URL(r.url()).pathname === "/resources/page-hidden");
  // The tab is switched away from (headless pages never are; the browser would say the same).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  const sent = await beacon;
  expect(sent.method()).toBe("POST");
  const answer = await sent.response();
  expect(answer?.status()).toBe(204);
});

test("the browser's push subscription is attached on login and detached on logout", async ({
  page,
  browser,
  members,
}) => {
  const member = await members.create({ label: "pushed" });
  // A browser that subscribed before (headless Chromium cannot subscribe for real): a P-256 key
  // and an auth secret as a push service's subscription holds them.
  const subscription = {
    endpoint: `https://fcm.googleapis.com/fcm/send/${member.id}-${randomBytes(6).toString("hex")}`,
    expirationTime: null,
    keys: {
      p256dh: createECDH("prime256v1").generateKeys().toString("base64url"),
      auth: randomBytes(16).toString("base64url"),
    },
  };
  await page.addInitScript((json) => {
    Object.defineProperty(Notification, "permission", { get: () => "granted" });
    const existing = { ...json, toJSON: () => json, unsubscribe: async () => true };
    PushManager.prototype.getSubscription = async () => existing as unknown as PushSubscription;
  }, subscription);
  const attached = page.waitForResponse((r) => new URL(r.url()).pathname === "/resources/push-subscription");
  await logIn(page, member);
  expect((await attached).status()).toBe(200);

  await page.goto(member.url("/notifications"));
  await expect(page.getByTestId("push-browser")).toHaveAttribute("data-state", "subscribed");
  await expect(page.getByText("This browser receives your notifications.")).toBeVisible();
  await expect(page.getByTestId("push-devices")).toHaveText("Browsers receiving your notifications: 1");

  await page.getByTestId("account-menu").click();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(member.url("/"));
  // Seen from a browser without that subscription: none of the member's browsers receives pushes now.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await member.signIn(otherPage);
  await otherPage.goto(member.url("/notifications"));
  await expect(otherPage.getByTestId("push-devices")).toHaveText("Browsers receiving your notifications: 0");
  await other.close();
});
