import { expect, site, test } from "./support";

/**
 * A member who types as soon as the form appears keeps every character: hydration must never
 * replace or reset what was typed before React took over the page.
 */
const host = "flirthaven.localhost";
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "only hydration can lose typed text");

// A slow phone: the page hydrates while the test types (6x CPU throttling widens that window).
test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
});

test("text typed on the login form while the page loads survives, ten loads in a row", async ({ page }) => {
  for (let load = 0; load < 10; load++) {
    const email = `early-${load}@example.com`;
    await page.goto(site(host, "/login"), { waitUntil: "commit" });
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(`secret-${load}`);
    // Give hydration (and anything after it) time to run, then look again.
    await page.waitForLoadState("load");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    await expect(page.getByLabel("E-mail address"), `load ${load}`).toHaveValue(email);
    await expect(page.getByLabel("Password"), `load ${load}`).toHaveValue(`secret-${load}`);
  }
});

test("text typed on the reset form while the page loads survives", async ({ page }) => {
  for (let load = 0; load < 5; load++) {
    const email = `early-reset-${load}@example.com`;
    await page.goto(site(host, "/reset-password"), { waitUntil: "commit" });
    await page.getByLabel("E-mail address").fill(email);
    await page.waitForLoadState("load");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForTimeout(300);
    await expect(page.getByLabel("E-mail address"), `load ${load}`).toHaveValue(email);
  }
});
