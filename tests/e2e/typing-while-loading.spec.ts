import type { Browser, Page, TestInfo } from "@playwright/test";
import { contextFrom, expect, site, test, testClientIp, waitForHydration } from "./support";

/**
 * A member who types as soon as the form appears keeps every character: hydration must never
 * replace or reset what was typed before React took over the page. Every load is a first visit
 * (a browser context of its own, so the page's scripts come from the network, not the cache) on a
 * slow phone (4x CPU throttling widens the window between the form showing and the script running).
 */
const host = "flirthaven.localhost";

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** A first visit: nothing cached; `confirmed` says whether the entry warning was confirmed before. */
async function firstVisit(browser: Browser, testInfo: TestInfo, load: number, confirmed: boolean) {
  const context = confirmed
    ? await contextFrom(browser, testInfo, `load-${load}`)
    : await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": testClientIp(testInfo, `load-${load}`) } });
  const page = await context.newPage();
  await slowPhone(page);
  return { context, page };
}

/** Holds the page's scripts back until the returned function is called: hydration waits for it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** After the page's script has run and everything it asked for has come. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
}

/** Types into the login form as soon as it shows; once the page has started, all of it is there. */
async function typeWhileLoading(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await settled(page);
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  await expect(page.getByLabel("Password")).toHaveValue(password);
}

test("text typed on the login form while the page loads survives, eight first visits", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  for (let load = 0; load < 8; load++) {
    const { context, page } = await firstVisit(browser, testInfo, load, true);
    await page.goto(site(host, "/login"), { waitUntil: "commit" });
    await typeWhileLoading(page, `early-${load}@example.com`, `secret-${load}`);
    await context.close();
  }
});

test("text typed on the reset form while the page loads survives, five first visits", async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  for (let load = 0; load < 5; load++) {
    const { context, page } = await firstVisit(browser, testInfo, load, true);
    const email = `early-reset-${load}@example.com`;
    await page.goto(site(host, "/reset-password"), { waitUntil: "commit" });
    await page.getByLabel("E-mail address").fill(email);
    await settled(page);
    await expect(page.getByLabel("E-mail address"), `load ${load}`).toHaveValue(email);
    await context.close();
  }
});

/*
 * A first visit meets the adult-content warning over the login form. Had the form taken focus and
 * keys before the script made the warning modal, the warning would take the focus in the middle of
 * the password (the e-mail typed before kept, the password's keys going to the warning's button).
 */
test("on a first visit the form behind the entry warning takes no typing until the warning is confirmed", async ({
  browser,
}, testInfo) => {
  const { context, page } = await firstVisit(browser, testInfo, 0, false);
  // The page's scripts are held back until the form was tried: the time before hydration, made long.
  const release = await holdScripts(page);
  await page.goto(site(host, "/login"), { waitUntil: "commit" });
  const dialog = page.getByRole("dialog", { name: "Adults only" });
  await expect(dialog).toBeVisible();
  const email = page.getByLabel("E-mail address");
  await expect(email).toBeAttached();
  await email.focus();
  await expect(email, "before the script runs").not.toBeFocused();
  release();
  await settled(page);
  await email.focus();
  await expect(email, "once the script runs").not.toBeFocused();
  await dialog.getByRole("button", { name: "I am 18 or older – enter" }).click();
  await expect(dialog).toHaveCount(0);
  await email.fill("first@example.com");
  await page.getByLabel("Password").fill("secret");
  await expect(email).toHaveValue("first@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("secret");
  await context.close();
});

test("first visits: the entry warning confirmed at once, what is typed while the page loads survives", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  for (let load = 0; load < 6; load++) {
    const { context, page } = await firstVisit(browser, testInfo, load, false);
    await page.goto(site(host, "/login"), { waitUntil: "commit" });
    // Confirmed before or after the script runs (a post and the page again, or in place).
    const dialog = page.getByRole("dialog", { name: "Adults only" });
    await dialog.getByRole("button", { name: "I am 18 or older – enter" }).click();
    await expect(dialog).toHaveCount(0);
    await typeWhileLoading(page, `first-${load}@example.com`, `secret-${load}`);
    await context.close();
  }
});

/*
 * A form the server filled in (here refilled after a submission sent before the script ran): React
 * sets a text area back to the server's text when it takes over the page, unless the page keeps
 * what was typed (app/utils/typed-before-hydration.ts). Inputs it leaves alone by itself.
 */
test("a form the server refilled keeps what is typed into its text area while the page loads, and sends it", async ({
  browser,
}, testInfo) => {
  const { context, page } = await firstVisit(browser, testInfo, 0, true);
  // The page's scripts are held back until everything is typed: the time before hydration, made long.
  const release = await holdScripts(page);
  await page.goto(site(host, "/complaints"), { waitUntil: "commit" });
  const text = page.getByLabel("What happened?");
  await page.getByLabel("Reason").selectOption("billing");
  await text.fill("I was charged twice.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(text).toHaveValue("I was charged twice.");

  const corrected = "I was charged twice for one bundle, on 3 May.";
  await text.fill(corrected);
  await page.getByLabel("Your e-mail address").fill("early-visitor@example.com");
  release();
  await settled(page);
  await expect(text).toHaveValue(corrected);
  await expect(page.getByLabel("Your e-mail address")).toHaveValue("early-visitor@example.com");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("complaint-sent")).toBeVisible();
  await context.close();
});
