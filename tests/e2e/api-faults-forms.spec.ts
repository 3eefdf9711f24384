import { faultSite } from "./fault-site";
import { demoLogin, expect, site, test } from "./support";

/**
 * Forms while the site's API fails, with and without JavaScript: the page comes back as the form
 * with what was typed (passwords aside) and a translated "try again later", never the error page.
 */
const REAL_SITE = "flirthaven.localhost";
const TRY_LATER = "An error occurred, please try again later.";

test(
  "a profile save and a login during an outage keep what was typed",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, testInfo) => {
    const faulty = await faultSite({ id: `forms-down-${testInfo.project.name}`, name: "Faulty forms" });
    const { api, host } = faulty;
    // A returning adult visitor of this new site, as the suite's fixture makes one of the demo sites.
    await faulty.admit(page.context());
    try {
      const { email, password } = demoLogin(REAL_SITE);
      await page.goto(site(host, "/login"));
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page).toHaveURL(site(host, "/members"));

      await page.goto(site(host, "/profile"));
      await page.getByLabel("City").fill("Faultville");
      await api.setMode("error500");
      await page.getByRole("button", { name: "Save profile" }).click();
      await expect(page.getByRole("alert").filter({ hasText: TRY_LATER })).toBeVisible();
      await expect(page.getByLabel("City")).toHaveValue("Faultville");
      await expect(page.getByRole("banner").getByRole("link", { name: "Faulty forms" })).toBeVisible();

      // Logged out, the login form keeps the address typed and says to try later.
      await api.setMode("ok");
      await page.context().clearCookies({ name: /^auth/ });
      await page.goto(site(host, "/login"));
      await api.setMode("error500");
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("alert").filter({ hasText: TRY_LATER })).toBeVisible();
      await expect(page.getByLabel("E-mail address")).toHaveValue(email);
      // A page drawn by the server never carries the password back; with JavaScript the field keeps it.
      if (!javaScriptEnabled) await expect(page.getByLabel("Password")).toHaveValue("");
    } finally {
      await faulty.remove();
    }
  }
);
