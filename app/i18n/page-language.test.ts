import { describe, expect, it } from "vitest";
import { documentOf, textOf } from "../../tests/mocks/page-document";
import {
  cookiesOf,
  demoLogin,
  httpRequest,
  siteOrigin,
  webServerForFile,
  type HttpAnswer,
} from "../../tests/mocks/web-server";

/**
 * The language a page is drawn in (docs/decisions/002): the browser's, where the site offers it,
 * else the site's default; the member's stored language after logging in; and the site's own texts
 * from the API's settings in that language. Web server, pages and reference API in this process.
 */
const server = webServerForFile();
/** Past the entry warning, as a returning adult visitor. */
const ADULT = "entry_ok=IjEi";

/** A page as a browser whose language is `language` asks for it, with the cookies it holds. */
const visit = (host: string, path: string, language: string, cookie = "") =>
  httpRequest(server.port, {
    host,
    path,
    headers: { "Accept-Language": language, Cookie: [ADULT, cookie].filter(Boolean).join("; ") },
  });

/** The login form sent as the page's own form sends it. */
const logIn = (host: string, login: { email: string; password: string }, language: string) =>
  httpRequest(server.port, {
    host,
    path: "/login",
    method: "POST",
    headers: {
      "Accept-Language": language,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: siteOrigin(server.port, host),
      Cookie: ADULT,
    },
    body: new URLSearchParams(login).toString(),
  });

const page = (answer: HttpAnswer) => {
  const document = documentOf(answer.body);
  return {
    document,
    lang: document.documentElement.getAttribute("lang"),
    h1: [...document.querySelectorAll("h1")].map(textOf),
    text: textOf(document.body),
  };
};
/** What the login form's labels and button say. */
const loginForm = (document: Document) => ({
  labels: [...document.querySelectorAll("form label")].map(textOf),
  buttons: [...document.querySelectorAll("form button")].map(textOf),
});

describe("a Dutch browser", () => {
  const DUTCH = "nl-NL,nl;q=0.9";

  it("gets the Dutch login page and Dutch error texts", async () => {
    const host = "flirthaven.localhost";
    const login = page(await visit(host, "/login", DUTCH));
    expect(login.lang).toBe("nl");
    const form = loginForm(login.document);
    expect(form.labels).toEqual(expect.arrayContaining(["E-mailadres", "Wachtwoord"]));
    expect(form.buttons).toContain("Inloggen");

    const email = `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const refused = await logIn(host, { email, password: "verkeerd" }, DUTCH);
    expect(page(refused).text).toContain("Inloggen mislukt, probeer het opnieuw");
  });

  it("gets the site's default language where Dutch is not offered", async () => {
    const login = page(await visit("silversparks.localhost", "/login", DUTCH));
    expect(login.lang).toBe("da");
    expect(login.text).toContain("Log ind");
    expect([...login.document.querySelectorAll("h1, h2")].map(textOf)).toContain("Log ind");
  });
});

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

describe.each(SITES)("a $lng visitor of $host", (s) => {
  it("reads the site's title, tagline and disclaimer, and the demo's chats, in that language", async () => {
    const home = page(await visit(s.host, "/", s.lng));
    expect(home.lang).toBe(s.lng);
    expect(home.h1).toEqual([s.title]);
    expect(home.document.title).toMatch(new RegExp(`^${s.title}`));
    expect(home.text).toContain(s.tagline);
    expect(textOf(home.document.querySelector('[data-testid="footer-full"]'))).toContain(s.disclaimer);
    expect(home.text).not.toContain("operated by our team");

    const form = loginForm(page(await visit(s.host, "/login", s.lng)).document);
    expect(form.labels).toEqual(expect.arrayContaining([s.login.email, s.login.password]));
    expect(form.buttons).toContain(s.login.submit);
    const login = await logIn(s.host, demoLogin(s.host), s.lng);
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe("/members");
    const chats = page(await visit(s.host, "/chats", s.lng, cookiesOf(login)));
    expect(chats.text).toContain(s.opener);
  });
});

describe("a site offered in every language", () => {
  it("names itself in the visitor's language", async () => {
    const home = page(await visit("flirthaven.localhost", "/", "de-AT,de;q=0.9"));
    expect(home.h1).toEqual(["FlirtHaven – Singles in deiner Nähe treffen"]);
    expect(textOf(home.document.querySelector('[data-testid="footer-full"]'))).toContain(
      "Einige Profile werden zur Unterhaltung von unserem Team betrieben."
    );
  });
});

describe("logging in", () => {
  it("applies the member's stored language, and it stays", async () => {
    // The Velvet Ropes demo member's account is in German; the browser asks for English.
    const host = "velvetropes.localhost";
    const english = "en-GB,en;q=0.9";
    const login = await logIn(host, demoLogin(host), english);
    expect(login.status).toBe(302);
    const cookie = cookiesOf(login);
    const members = page(await visit(host, String(login.headers.location), english, cookie));
    expect(members.lang).toBe("de");
    expect(members.h1).toEqual(["Mitglieder finden"]);
    // Kept in the language cookie: the next page is German too.
    const chats = page(await visit(host, "/chats", english, cookie));
    expect(chats.lang).toBe("de");
    expect(chats.document.querySelector('nav[aria-label="Hauptmenü"]')).not.toBeNull();
  });
});
