import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteWrite, securityHeaders, hasValidAddress, pathDecodes } from "./security";

describe("pathDecodes", () => {
  it("refuses percent-encoding that is no UTF-8: invalid bytes, overlong forms, lone surrogates, cut sequences", () => {
    for (const path of ["/members/%FF", "/%C0%AF", "/chats/%ED%A0%80", "/pages/%E2%80", "/%", "/a%2"]) {
      expect(pathDecodes(path), path).toBe(false);
    }
  });
  it("takes every path a link of the site makes, NUL and bidi characters included (the routes refuse those)", () => {
    for (const path of ["/", "/members/12", "/pages/terms", "/%00", "/%E2%80%AE", "/caf%C3%A9", "/likes/received"]) {
      expect(pathDecodes(path), path).toBe(true);
    }
  });
});

describe("isCrossSiteWrite", () => {
  const host = "flirthaven.localhost:3000";
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite("GET", host, { origin: "https://evil.example" })).toBe(false);
  });
  it("refuses a POST from another origin, another tenant, or an opaque origin", () => {
    expect(isCrossSiteWrite("POST", host, { origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteWrite("POST", host, { origin: "http://manmatch.localhost:3000" })).toBe(true);
    expect(isCrossSiteWrite("POST", host, { origin: "null" })).toBe(true);
    expect(isCrossSiteWrite("DELETE", host, { secFetchSite: "cross-site" })).toBe(true);
    expect(isCrossSiteWrite("POST", host, { secFetchSite: "same-site" })).toBe(true);
  });
  it("accepts a POST from the same host", () => {
    expect(isCrossSiteWrite("POST", host, { origin: "http://flirthaven.localhost:3000" })).toBe(false);
    expect(isCrossSiteWrite("POST", host, { secFetchSite: "same-origin" })).toBe(false);
    expect(isCrossSiteWrite("POST", host, {})).toBe(false);
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only over https and never allows inline scripts", () => {
    const https = securityHeaders("abc", { https: true });
    const http = securityHeaders("abc", { https: false });
    expect(https["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(http["Strict-Transport-Security"]).toBeUndefined();
    expect(https["Content-Security-Policy"]).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(https["Content-Security-Policy"]).not.toContain("unsafe-inline");
  });
});

describe("the security headers of every answer", () => {
  it("are exactly those of decision 003, each with its value", () => {
    // Each value as a browser receives it.
    const csp = {
      http: "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'; img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      https:
        "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; style-src 'self' 'nonce-abc'; img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; upgrade-insecure-requests",
    };
    const common = {
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(self), payment=()",
    };
    expect(securityHeaders("abc", { https: false })).toEqual({ ...common, "Content-Security-Policy": csp.http });
    expect(securityHeaders("abc", { https: true })).toEqual({
      ...common,
      "Content-Security-Policy": csp.https,
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    });
  });
});

describe("contentSecurityPolicy", () => {
  it("lets a site's tracking scripts report to their own hosts only, and changes nothing else", () => {
    const plain = contentSecurityPolicy("abc", { https: true });
    const tracked = contentSecurityPolicy("abc", {
      https: true,
      connectSrc: ["https://px.example", "https://*.stats.example"],
    });
    expect(plain).toContain("connect-src 'self';");
    expect(tracked).toContain("connect-src 'self' https://px.example https://*.stats.example;");
    expect(tracked.replace(" https://px.example https://*.stats.example", "")).toBe(plain);
    expect(securityHeaders("abc", { https: true })["Content-Security-Policy"]).toBe(plain);
  });
});

describe("hasValidAddress", () => {
  const request = (host: string, forwarded?: string) => ({
    header: (name: string) => (name === "host" ? host : name === "x-forwarded-host" ? forwarded : undefined),
    req: { protocol: "http", hostname: host.replace(/:\d+$/, ""), originalUrl: "/login" },
  });
  it.each(["site.test", "site.test:8080", "site.test.", "[::1]:3000", "127.0.0.1"])("takes %s", (host) => {
    const { header, req } = request(host);
    expect(hasValidAddress(header, req)).toBe(true);
  });
  it.each(["site.test:99999", "site.test:-1", "site.test:abc", "site.test/x", "a@site.test", "site test"])(
    "refuses %s",
    (host) => {
      const { header, req } = request(host);
      expect(hasValidAddress(header, req)).toBe(false);
    }
  );
  it("checks X-Forwarded-Host too", () => {
    const { header, req } = request("site.test", "site.test:70000");
    expect(hasValidAddress(header, req)).toBe(false);
  });
});
