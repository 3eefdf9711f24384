import { expect, test, site, unknownEmail } from "./support";

test.describe("a Dutch browser", () => {
  test.use({ locale: "nl-NL" });

  test("gets the Dutch login page and Dutch error texts", async ({ page }) => {
    const host = "flirthaven.localhost";
    await page.goto(site(host, "/login"));
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await page.getByLabel("E-mailadres").fill(unknownEmail());
    await page.getByLabel("Wachtwoord").fill("verkeerd");
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page.getByText("Inloggen mislukt, probeer het opnieuw")).toBeVisible();
  });

  test("gets the site's default language where Dutch is not offered", async ({ page }) => {
    await page.goto(site("silversparks.localhost", "/login"));
    await expect(page.locator("html")).toHaveAttribute("lang", "da");
    await expect(page.getByRole("heading", { name: "Log ind" })).toBeVisible();
  });
});
