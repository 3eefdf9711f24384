import type { Page } from "@playwright/test";
import { memberToken, sandboxPayment, spendAllCredits } from "./payments-api";
import { signUp } from "./signup-journey";
import { expect, test } from "./members";
import { axeViolations, pageForAxe, site, waitForHydration } from "./support";

// The time bonus (docs/product.md#time-bonus-and-welcome-discount): a fresh member has 25% off the
// first purchase for 4 hours, with a countdown banner in the members area and, at 0 credits, a
// popup after 40 s there. Each test signs up a member of its own.
const host = "curvycrush.localhost";
const PASSWORD = "secret123"; // signUp's

const banner = (page: Page) => page.getByRole("complementary", { name: "Your time bonus" });
const countdown = (page: Page) => page.getByTestId("time-bonus-countdown");
const popup = (page: Page) => page.getByRole("dialog", { name: "Act fast!" });

/** "03:59:12" as seconds. */
async function secondsShown(page: Page): Promise<number> {
  const [h, m, s] = (await countdown(page).innerText()).split(":").map(Number);
  return h * 3600 + m * 60 + s;
}

const newMember = async (page: Page, javaScriptEnabled: boolean, purpose: string, project: string) => {
  const email = `bonus-${purpose}-${project}-${Date.now()}@example.com`;
  await signUp(page, host, email, javaScriptEnabled);
  return email;
};

test(
  "a new member sees the time bonus counting down in the members area, and its price at checkout",
  { tag: "@no-js" },
  async ({ page, browser, context, javaScriptEnabled }, info) => {
    test.slow(); // a signup, then several pages, each checked by axe
    if (javaScriptEnabled) await page.clock.install();
    await newMember(page, javaScriptEnabled, "banner", info.project.name);
    await page.goto(site(host, "/members"));
    await expect(banner(page)).toContainText("Welcome gift: 25% off your first credits purchase.");
    // Drawn by the server: right without JavaScript, a little under 4 hours after signup.
    await expect(countdown(page)).toHaveText(/^0[34]:\d\d:\d\d$/);
    const first = await secondsShown(page);
    expect(first).toBeLessThanOrEqual(4 * 3600);
    expect(first).toBeGreaterThan(4 * 3600 - 600);
    if (javaScriptEnabled) {
      await waitForHydration(page);
      await page.clock.pauseAt(Date.now() + 1000);
      const before = await secondsShown(page);
      await page.clock.runFor(5_000);
      await expect.poll(() => secondsShown(page)).toBe(before - 5);
      await page.clock.resume(); // axe waits on timers of its own
    }
    const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
    if (checked !== page) await checked.goto(page.url());
    expect(await axeViolations(checked), "members page with the banner").toEqual([]);

    // Only in the members area.
    await page.goto(site(host, "/profile"));
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(site(host, "/likes"));
    await expect(banner(page)).toBeVisible();

    // The banner leads to the credits page, whose prices carry the bonus.
    await banner(page).getByRole("link", { name: "Get 25% off now" }).click();
    await expect(page).toHaveURL(site(host, "/credits"));
    await expect(page.getByText("25% off with TIMEBONUS25").first()).toBeVisible();
  }
);

test("at 0 credits the popup opens after 40 s in the members area, not after leaving it, and stays closed", async ({
  page,
  javaScriptEnabled,
}, info) => {
  test.slow(); // a signup, the credits spent, then several pages
  await page.clock.install();
  const email = await newMember(page, javaScriptEnabled, "popup", info.project.name);
  await spendAllCredits(host, await memberToken(host, email, PASSWORD));
  // The site reads the member again within seconds (it keeps the member briefly per session).
  await expect
    .poll(() => page.evaluate(async () => (await (await fetch("/resources/counts")).json())?.credits), {
      timeout: 20_000,
    })
    .toBe(0);
  await page.goto(site(host, "/members"));
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 1000);

  // 30 s in the area, then away by a link (the timer stops; 45 s there would have opened it), and
  // back: the 40 s start again.
  await page.clock.runFor(30_000);
  await expect(popup(page)).toHaveCount(0);
  await page.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(site(host, "/pages/faq"));
  await page.clock.runFor(45_000);
  await expect(popup(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Search members" }).first().click();
  await expect(page).toHaveURL(/\/members$/);
  await page.clock.runFor(39_000);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toContainText("Your 25% discount on your first credits purchase ends in 3 hours");

  // Focus stays in the popup; Escape closes it and the closing is remembered.
  const offer = popup(page).getByRole("link", { name: "Get 25% off now" });
  await expect(offer).toBeFocused();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
  }
  const dismissed = page.waitForResponse((r) => new URL(r.url()).pathname === "/banners/dismiss");
  await page.keyboard.press("Escape");
  await expect(popup(page)).toHaveCount(0);
  await (await dismissed).finished();
  await page.reload();
  await waitForHydration(page);
  await page.clock.runFor(60_000);
  await expect(popup(page)).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
});

test(
  "the time bonus is gone for a member who has paid",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, info) => {
    const email = await newMember(page, javaScriptEnabled, "paid", info.project.name);
    await page.goto(site(host, "/members"));
    await expect(banner(page)).toBeVisible();
    await sandboxPayment(host, await memberToken(host, email, PASSWORD), {
      package: "p0",
      method: "creditcard",
      outcome: "pay",
    });
    // The page reads the member again within seconds (decision 017: kept like the member).
    await expect
      .poll(
        async () => {
          await page.reload();
          return banner(page).count();
        },
        { timeout: 20_000 }
      )
      .toBe(0);
    await expect(page.getByRole("link", { name: "Credits", exact: false }).first()).toBeVisible();
  }
);

test(
  "the time bonus is gone 4 hours after signup",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }, info) => {
    await newMember(page, javaScriptEnabled, "late", info.project.name);
    await page.goto(site(host, "/members"));
    await expect(banner(page)).toBeVisible();
    // Four hours and a minute later on the new member's own clock.
    await (await members.signedIn(page, host)).advanceClock(4 * 3600 * 1000 + 60_000);
    await expect
      .poll(
        async () => {
          await page.reload();
          return banner(page).count();
        },
        { timeout: 20_000 }
      )
      .toBe(0);
  }
);
