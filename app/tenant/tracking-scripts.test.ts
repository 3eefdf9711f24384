import { describe, expect, it } from "vitest";
import { TenantSchema, type TenantFile } from "./schema";
import { demo } from "../testing/tenant-files";
import { siteTracking } from "./tracking-scripts";

const tenant = (fields: Partial<TenantFile>) =>
  TenantSchema.parse({ ...demo("flirthaven"), id: "foo", domains: ["foo.example"], ...fields });

describe("a site's tracking scripts", () => {
  it("are none on the demo sites", () => {
    expect(siteTracking(tenant({}))).toEqual({ scripts: [], connectSrc: [] });
  });

  it("are the operator's, in order, with the hosts they report to", () => {
    const site = tenant({
      trackingScripts: [
        { id: "pixel", purpose: "marketing", inline: "px()", connectSrc: ["https://px.example"] },
        { id: "stats", purpose: "analytics", src: "https://stats.example/s.js", connectSrc: ["https://px.example"] },
      ],
    });
    expect(siteTracking(site).scripts.map((s) => [s.id, s.purpose])).toEqual([
      ["pixel", "marketing"],
      ["stats", "analytics"],
    ]);
    expect(siteTracking(site).connectSrc).toEqual(["https://px.example"]);
  });

  it("include the `analytics` provider as its own tag, asked for consent like the rest", () => {
    const ga4 = siteTracking(tenant({ analytics: { provider: "ga4", id: "G-AB12CD34" } }));
    expect(ga4.scripts).toEqual([
      expect.objectContaining({
        id: "analytics.ga4",
        purpose: "analytics",
        src: "https://www.googletagmanager.com/gtag/js?id=G-AB12CD34",
        inline: expect.stringContaining('gtag("config","G-AB12CD34")'),
      }),
    ]);
    expect(ga4.connectSrc).toContain("https://*.google-analytics.com");
    const gtm = siteTracking(tenant({ analytics: { provider: "gtm", id: "GTM-AB12CD" } }));
    expect(gtm.scripts[0].src).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD");
    const plausible = siteTracking(
      tenant({
        analytics: { provider: "plausible", id: "foo.example", scriptUrl: "https://stats.foo.example/js/script.js" },
      })
    );
    expect(plausible).toEqual({
      scripts: [
        expect.objectContaining({
          src: "https://stats.foo.example/js/script.js",
          data: { domain: "foo.example" },
        }),
      ],
      connectSrc: ["https://stats.foo.example"],
    });
  });
});
