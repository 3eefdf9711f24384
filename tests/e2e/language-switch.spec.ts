import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { SUPPORTED_LOCALES } from "../../app/i18n/locales";
import { expect, site, test } from "./support";

const host = "flirthaven.localhost"; // offers all twelve languages
const text = (lng: string) =>
  JSON.parse(fs.readFileSync(fileURLToPath(new URL(`../../locales/${lng}/common.json`, import.meta.url)), "utf8"));

test.describe("each language, chosen by the browser's Accept-Language", () => {
  for (const lng of SUPPORTED_LOCALES) {
    test.describe(lng, () => {
      test.use({ locale: lng });
      test(`the home page speaks ${lng}`, async ({ page }) => {
        await page.goto(site(host));
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await expect(
          page.getByTestId("footer-full").getByRole("link", { name: text(lng).footer.terms, exact: true })
        ).toBeVisible();
        await expect(
          page.getByRole("banner").getByRole("link", { name: text(lng).nav.login, exact: true })
        ).toBeVisible();
      });
    });
  }
});

test(
  "a Belgian visitor switches to French in the header, and the choice sticks",
  { tag: "@no-js" },
  async ({ page, context }) => {
    await page.goto(site(host, "/?geoip=BE"));
    const switcher = page.getByRole("form", { name: "Change language" });
    await expect(switcher.getByRole("button")).toHaveText(["NL", "FR", "DE"]);
    await switcher.getByRole("button", { name: "Français" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("link", { name: "Conditions générales" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "lng");
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);
    await page.goto(site(host, "/login"));
    await expect(page.getByRole("heading", { name: "Se connecter" })).toBeVisible();
  }
);

test(
  "a Dutch visitor has nothing to switch in the header but every language on /lang-config",
  { tag: "@no-js" },
  async ({ page }) => {
    await page.goto(site(host, "/?geoip=NL"));
    await expect(page.getByRole("form", { name: "Change language" })).toHaveCount(0);
    await page.getByRole("link", { name: "Language" }).click();
    await expect(page.getByRole("heading", { name: "Language" })).toBeVisible();
    await page.getByRole("button", { name: "Svenska" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { name: "Språk" })).toBeVisible();
  }
);
