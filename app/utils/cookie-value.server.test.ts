import { describe, expect, it } from "vitest";
import { userFixture } from "../../tests/mocks/fixtures";
import { entryWarningEligible, isInstalledApp } from "~/features/entry-warning/eligibility.server";
import { bannerCandidates } from "~/features/member-banners/dismissal.server";
import { getTracking } from "~/features/signup/tracking.server";
import { clearBadLocaleCookie, detectLocale } from "~/i18n/detect-locale.server";
import { readConsentChoice } from "~/features/consent/consent-cookie.server";
import { getAuthToken } from "./auth.server";

/** Values a browser, a proxy or a hostile visitor may send for any cookie. */
const MANGLED = [
  "e30=", // {}
  "W10=", // []
  "bnVsbA==", // null
  "MQ==", // 1
  "%",
  "%E0%A4%A",
  "!!!",
  "%00",
  "eyJfX3Byb3RvX18iOnsiYSI6MX19", // {"__proto__":{"a":1}}
  "a".repeat(5000),
  '"unterminated',
];
const COOKIES = ["lng", "tracking", "hide_enrich_alert", "app_mode", "entry_ok", "auth_session", "consent"];

const request = (cookie: string) => new Request("http://site.test/members", { headers: { Cookie: cookie } });
const photoless = { ...userFixture, profile: { ...userFixture.profile, main_image: null } } as typeof userFixture;

describe("every cookie the site reads ignores values that do not parse", () => {
  const cases = COOKIES.flatMap((name) => MANGLED.map((value) => [name, value] as const));
  it.each(cases)("%s=%j", async (name, value) => {
    const cookie = `${name}=${value}`;
    const tenant = { languages: ["en", "de"] as ["en", "de"], defaultLanguage: "de" as const };
    expect(await detectLocale({ cookie, acceptLanguage: "en" }, tenant)).toBe("en");
    expect(await getAuthToken(cookie)).toBeNull();
    expect(await getTracking(request(cookie))).toBeNull();
    expect(await isInstalledApp(request(cookie))).toBe(false);
    expect(await entryWarningEligible(request(cookie), { loggedIn: false, enabled: true })).toBe(true);
    expect(await bannerCandidates(request(cookie), photoless)).toContain("add_photo");
    expect(readConsentChoice(cookie)).toBeNull();
  });
});

describe("a locale cookie that names no language of the site", () => {
  it.each(MANGLED)("lng=%j is cleared", async (value) => {
    const header = await clearBadLocaleCookie(`a=1; lng=${value}`, ["en", "de"]);
    expect(header).toMatch(/^lng=;/);
    expect(header).toMatch(/Max-Age=0/);
  });
  it("a good one, or none, is left alone", async () => {
    expect(await clearBadLocaleCookie("lng=ImRlIg==", ["en", "de"])).toBeNull(); // "de"
    expect(await clearBadLocaleCookie("other=1", ["en", "de"])).toBeNull();
    expect(await clearBadLocaleCookie(null, ["en", "de"])).toBeNull();
  });
});
