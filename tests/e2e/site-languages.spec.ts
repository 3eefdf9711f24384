import { expect, test, demoLogin, logIn, site } from "./support";

// The site's texts come from the API's settings, asked for in the page's language.
const SITES = [
  {
    lng: "fr",
    host: "matureflame.localhost",
    title: "MatureFlame – rencontrez des femmes mûres",
    tagline: "Flirtez avec des femmes sûres d'elles, dans la fleur de l'âge.",
    disclaimer: "Certains profils sont animés par notre équipe à des fins de divertissement.",
    login: { email: "Adresse e-mail", password: "Mot de passe", submit: "Se connecter" },
    opener: "Votre profil m'a fait sourire. Que faites-vous ce week-end ?",
  },
  {
    lng: "de",
    host: "velvetropes.localhost",
    title: "Velvet Ropes – BDSM-Dating",
    tagline: "Triff diskret Menschen, die deine Vorlieben teilen.",
    disclaimer: "Einige Profile werden zur Unterhaltung von unserem Team betrieben.",
    login: { email: "E-Mail-Adresse", password: "Passwort", submit: "Anmelden" },
    opener: "Dein Profil hat mich zum Lächeln gebracht. Was machst du am Wochenende?",
  },
] as const;

for (const s of SITES) {
  test.describe(`a ${s.lng} visitor of ${s.host}`, () => {
    test.use({ locale: s.lng });

    test("reads the site's title, tagline and disclaimer, and the demo's chats, in that language", async ({ page }) => {
      await page.goto(site(s.host));
      await expect(page.locator("html")).toHaveAttribute("lang", s.lng);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
      await expect(page).toHaveTitle(new RegExp(`^${s.title}`));
      await expect(page.getByText(s.tagline)).toBeVisible();
      await expect(page.getByTestId("footer-full")).toContainText(s.disclaimer);
      await expect(page.locator("body")).not.toContainText("operated by our team");

      await logIn(page, demoLogin(s.host), { labels: s.login });
      await page.goto(site(s.host, "/chats"));
      await expect(page.getByText(s.opener).first()).toBeVisible();
    });
  });
}

test.describe("a site offered in every language", () => {
  test.use({ locale: "de-AT" });
  test("names itself in the visitor's language", async ({ page }) => {
    await page.goto(site("flirthaven.localhost"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FlirtHaven – Singles in deiner Nähe treffen");
    await expect(page.getByTestId("footer-full")).toContainText(
      "Einige Profile werden zur Unterhaltung von unserem Team betrieben."
    );
  });
});

test.describe("logging in", () => {
  test.use({ locale: "en-GB" });
  test("applies the member's stored language, and it stays", async ({ page }) => {
    // The Velvet Ropes demo member's account is in German; the browser asks for English.
    await logIn(page, demoLogin("velvetropes.localhost"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mitglieder finden");
    // Kept in the language cookie: the next page is German too.
    await page.goto(site("velvetropes.localhost", "/chats"));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Hauptmenü" })).toBeVisible();
  });
});
