import { describe, expect, it } from "vitest";
import type { Tenant } from "~/tenant/schema";
import { consentCookie, readConsentChoice } from "./consent-cookie.server";
import { consentState } from "./consent-state.server";

describe("the consent cookie", () => {
  it("reads the two answers", () => {
    expect(readConsentChoice("consent=all")).toBe("all");
    expect(readConsentChoice("lng=ImRlIg==; consent=essential; entry_ok=MQ==")).toBe("essential");
    expect(readConsentChoice(" consent = all ")).toBe("all");
  });

  it("counts no cookie, and any other value, as no answer", () => {
    for (const header of [
      null,
      "",
      "lng=ImRlIg==",
      "consent=",
      "consent",
      "consent=ALL",
      'consent="all"',
      "consent=all%00",
      "consent=ImFsbCI=", // "all" as Remix's createCookie would encode it
      "consent=everything",
      "xconsent=all",
      "consent_old=all",
    ]) {
      expect(readConsentChoice(header), String(header)).toBeNull();
    }
  });

  it("takes the first consent cookie the browser sends, as the most specific one", () => {
    expect(readConsentChoice("consent=essential; consent=all")).toBe("essential");
    expect(readConsentChoice("consent=bogus; consent=all")).toBeNull();
  });

  it("is stored for a year on this host only, out of the page's scripts' reach, Secure over https", () => {
    expect(consentCookie("all", { secure: false })).toBe(
      "consent=all; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax"
    );
    const https = consentCookie("essential", { secure: true });
    expect(https).toBe("consent=essential; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(https).not.toMatch(/Domain=/i);
  });
});

describe("the root's consent state", () => {
  const pixel = { id: "pixel", purpose: "marketing" as const, inline: "window.px = 1;" };
  const stats = { id: "stats", purpose: "analytics" as const, src: "https://stats.example/s.js" };
  const site = { trackingScripts: [pixel, stats] } as Tenant;

  it("asks nothing on a site without tracking scripts, whatever the cookie says", () => {
    expect(consentState(null, {} as Tenant)).toEqual({ asked: false, choice: null, purposes: [], scripts: [] });
    expect(consentState("consent=all", {} as Tenant)).toEqual({
      asked: false,
      choice: "all",
      purposes: [],
      scripts: [],
    });
  });

  it("carries the site's scripts only once they were accepted", () => {
    expect(consentState(null, site)).toEqual({
      asked: true,
      choice: null,
      purposes: ["marketing", "analytics"],
      scripts: [],
    });
    expect(consentState("consent=essential", site).scripts).toEqual([]);
    expect(consentState("consent=all", site)).toEqual({
      asked: false,
      choice: "all",
      purposes: ["marketing", "analytics"],
      scripts: [pixel, stats],
    });
  });
});
