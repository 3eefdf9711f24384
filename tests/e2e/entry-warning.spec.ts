import { expect, site, test, waitForHydration } from "./support";

test.use({ seeEntryWarning: true });
const host = "flirthaven.localhost";

test("a first-time visitor confirms the entry warning once", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site(host));
  const dialog = page.getByRole("dialog", { name: "Adults only" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("FlirtHaven contains adult content");
  // With JavaScript the dialog hides at once while the cookie is set in the background.
  const cookieSet = page.waitForResponse((r) => r.url().includes("/entry-warning") && r.request().method() === "POST");
  await dialog.getByRole("button", { name: "I am 18 or older – enter" }).click();
  await expect(dialog).toHaveCount(0);
  await cookieSet;
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("with JavaScript the warning is modal: focus stays inside and Escape does not skip it", async ({ page }) => {
  await page.goto(site(host));
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Adults only" });
  const confirm = dialog.getByRole("button", { name: "I am 18 or older – enter" });
  await expect(confirm).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
});

test("the installed app never shows it", async ({ page }) => {
  await page.goto(site(host, "/?pwa=1"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto(site(host, "/login"));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test(
  "the page behind the warning takes no focus or typing until it is confirmed",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto(site(host, "/login"));
    const dialog = page.getByRole("dialog", { name: "Adults only" });
    await expect(dialog).toBeVisible();
    const email = page.getByLabel("E-mail address");
    await email.focus();
    await expect(email).not.toBeFocused();
    await dialog.getByRole("button", { name: "I am 18 or older – enter" }).click();
    await expect(dialog).toHaveCount(0);
    await email.fill("after@example.com");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("after@example.com");
  }
);
