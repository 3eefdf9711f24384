import { faultSite } from "./fault-site";
import { expect, demoLogin, logIn, site, test, waitForHydration } from "./support";

/**
 * A member screen whose loader fails keeps the page around it: the site's header and navigation
 * stay and work, the document keeps the failure's status, and Try again shows the screen once the
 * API answers again. The API fails for likes.php only (the likes list), so everything else works.
 */
test.describe.configure({ mode: "serial" });

const REAL_SITE = "flirthaven.localhost";
const TRY_LATER = "An error occurred, please try again later.";

test(
  "a failed likes list shows the error inside the members area, its navigation works, Try again recovers",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, testInfo) => {
    test.setTimeout(90_000);
    const faulty = await faultSite({ id: `bounds-${testInfo.project.name}`, name: "Bounded Likes" });
    const { api, host } = faulty;
    try {
      await faulty.admit(page.context());
      await logIn(page, demoLogin(REAL_SITE), { at: host });

      await api.setMode("likes500");
      const response = await page.goto(site(host, "/likes"));
      const status = response?.status() ?? 0;
      expect(status, "the document keeps the failure's status").toBeGreaterThanOrEqual(500);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1, name: TRY_LATER })).toBeVisible();
      await expect(main.getByText(String(status), { exact: true })).toBeVisible();
      await expect(page.locator("body")).not.toContainText(/ApiError|at \w+ \(/);

      // The page around the screen stays: its footer, and the navigation, which leads on to screens that work.
      await expect(page.getByRole("contentinfo")).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Main menu" });
      await expect(nav.getByRole("link", { name: "Search members" })).toBeVisible();
      await expect(nav.getByRole("link", { name: /^Likes/ })).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);
      await nav.getByRole("link", { name: /^Messages/ }).click();
      await expect(page).toHaveURL(site(host, "/chats"));
      await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
      await expect(page.getByRole("heading", { name: TRY_LATER })).toHaveCount(0);

      await nav.getByRole("link", { name: /^Likes/ }).click();
      await expect(page).toHaveURL(site(host, "/likes"));
      await expect(main.getByRole("heading", { level: 1, name: TRY_LATER })).toBeVisible();

      // The API recovers: Try again shows the likes on the same address.
      await api.setMode("ok");
      await main.getByRole("link", { name: "Try again" }).click();
      await expect(main.getByRole("heading", { level: 1, name: "Likes" })).toBeVisible();
      await expect(page).toHaveURL(site(host, "/likes"));
      await expect(main.getByRole("heading", { name: TRY_LATER })).toHaveCount(0);
    } finally {
      await faulty.remove();
    }
  }
);
