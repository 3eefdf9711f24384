import { describe, expect, it } from "vitest";
import { appModeCookie, entryConfirmedCookie, entryWarningEligible } from "~/features/entry-warning/eligibility.server";

const request = (path = "/", cookie = "") =>
  new Request(`http://flirthaven.localhost${path}`, { headers: { Cookie: cookie } });

describe("entryWarningEligible", () => {
  it("is true for a logged-out first visit on a site that enables it", async () => {
    expect(await entryWarningEligible(request(), { loggedIn: false, enabled: true })).toBe(true);
  });
  it("is false when logged in, when the site sets enable_site_entry_popup to no, or once confirmed", async () => {
    expect(await entryWarningEligible(request(), { loggedIn: true, enabled: true })).toBe(false);
    expect(await entryWarningEligible(request(), { loggedIn: false, enabled: false })).toBe(false);
    const confirmed = (await entryConfirmedCookie.serialize("1")).split(";")[0];
    expect(await entryWarningEligible(request("/", confirmed), { loggedIn: false, enabled: true })).toBe(false);
  });
  it("is false in the installed app", async () => {
    expect(await entryWarningEligible(request("/?pwa=1"), { loggedIn: false, enabled: true })).toBe(false);
    const app = (await appModeCookie.serialize("pwa")).split(";")[0];
    expect(await entryWarningEligible(request("/members", app), { loggedIn: false, enabled: true })).toBe(false);
  });
});
