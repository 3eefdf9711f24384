import { describe, expect, it } from "vitest";
import { detectLocale, localeCookie, matchLanguage, memberLocale, parseAcceptLanguage } from "./detect-locale.server";

import type { Locale } from "./locales";

const tenant: { languages: Locale[]; defaultLanguage: Locale } = {
  languages: ["en", "en-US", "nl", "de"],
  defaultLanguage: "nl",
};
const request = (headers: { Cookie?: string; "Accept-Language"?: string }) => ({
  cookie: headers.Cookie ?? null,
  acceptLanguage: headers["Accept-Language"] ?? null,
});
const domain = (language: string) => async () => language;

describe("parseAcceptLanguage", () => {
  it("orders by quality and drops wildcards and q=0", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, it;q=0")).toEqual(["de-DE", "en", "fr"]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });
});

describe("matchLanguage", () => {
  it("prefers the exact tag, then the base language", () => {
    expect(matchLanguage("en-US", tenant.languages)).toBe("en-US");
    expect(matchLanguage("en-GB", tenant.languages)).toBe("en");
    expect(matchLanguage("nl_NL", tenant.languages)).toBe("nl");
    expect(matchLanguage("pl", tenant.languages)).toBeUndefined();
  });
});

describe("detectLocale", () => {
  it("takes the cookie first", async () => {
    const cookie = await localeCookie.serialize("de");
    expect(await detectLocale(request({ Cookie: cookie, "Accept-Language": "en" }), tenant, domain("nl_NL"))).toBe(
      "de"
    );
  });
  it("ignores a cookie value that is not a language", async () => {
    const cookie = "lng=e30="; // base64 JSON of {}
    expect(await detectLocale(request({ Cookie: cookie, "Accept-Language": "de" }), tenant)).toBe("de");
    expect(await detectLocale(request({ Cookie: "lng=%%%" }), tenant)).toBe("nl");
  });
  it("asks for domain_language only when cookie and browser give no answer", async () => {
    let asked = 0;
    const ask = async () => {
      asked++;
      return "de_DE";
    };
    expect(await detectLocale(request({ "Accept-Language": "en-GB" }), tenant, ask)).toBe("en");
    expect(asked).toBe(0);
    expect(await detectLocale(request({}), tenant, ask)).toBe("de");
    expect(asked).toBe(1);
  });
  it("ignores a cookie language the tenant does not offer", async () => {
    const cookie = await localeCookie.serialize("pl");
    expect(await detectLocale(request({ Cookie: cookie, "Accept-Language": "en-GB" }), tenant)).toBe("en");
  });
  it("then the browser's languages, then domain_language, then the tenant default", async () => {
    expect(await detectLocale(request({ "Accept-Language": "pl, de;q=0.7" }), tenant, domain("nl_NL"))).toBe("de");
    expect(await detectLocale(request({ "Accept-Language": "pl" }), tenant, domain("en_GB"))).toBe("en");
    expect(await detectLocale(request({}), tenant)).toBe("nl");
  });
});

describe("memberLocale", () => {
  const languages = ["en", "en-US", "de", "fr"];
  it("applies the account's language when the site offers it", () => {
    expect(memberLocale("de", "en", languages)).toBe("de");
    expect(memberLocale("fr_FR", "de", languages)).toBe("fr");
    expect(memberLocale("en-US", "en", languages)).toBe("en-US");
  });
  it("leaves the page as it is when the site does not offer it or it is the page's already", () => {
    expect(memberLocale("pl", "en", languages)).toBeUndefined();
    expect(memberLocale("de", "de", languages)).toBeUndefined();
    expect(memberLocale("", "de", languages)).toBeUndefined();
  });
  it("keeps a page in a variant of the stored plain language", () => {
    expect(memberLocale("en", "en-US", languages)).toBeUndefined();
    expect(memberLocale("en", "de", languages)).toBe("en");
  });
});
