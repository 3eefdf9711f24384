import { describe, expect, it } from "vitest";
import { demoLogin, httpRequest, siteOrigin, webServerForFile } from "../tests/mocks/web-server";

/**
 * What the web server answers every page with (server/security.ts, docs/decisions/003): the
 * security headers with a fresh script nonce, refused cross-site writes, the auth cookie's
 * attributes, a health check without the API, and no page for a route's helper modules.
 */
const server = webServerForFile();
const host = "flirthaven.localhost";
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
const postLogin = (headers: Record<string, string>) =>
  httpRequest(server.port, {
    host,
    path: "/login",
    method: "POST",
    body: form(demoLogin(host)),
    headers: { ...formHeaders, ...headers },
  });

describe("the web server's security", () => {
  it("a cross-site POST to /login is refused and logs nobody in", async () => {
    const fromEvil = await postLogin({ Origin: "https://evil.example" });
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.headers["set-cookie"]).toBeUndefined();
    expect((await postLogin({ Origin: `http://manmatch.localhost:${server.port}` })).status).toBe(403);
    expect((await postLogin({ "Sec-Fetch-Site": "cross-site" })).status).toBe(403);

    // The same form from the site itself works.
    const own = await postLogin({ Origin: siteOrigin(server.port, host) });
    expect(own.status).toBe(302);
    expect(String(own.headers["set-cookie"])).toMatch(/^auth/);
  });

  it("every page carries the security headers, with a fresh script nonce", async () => {
    const first = await httpRequest(server.port, { host, path: "/" });
    const second = await httpRequest(server.port, { host, path: "/" });
    const csp = String(first.headers["content-security-policy"]);
    const scriptSrc =
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(second.headers["content-security-policy"]).not.toBe(csp);

    // Every inline script of the page carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    const scripts = [...first.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    // Over plain http there is no HSTS; behind TLS there is (server/security.test.ts).
    expect(first.headers["strict-transport-security"]).toBeUndefined();
  });

  it("the auth cookie is host-only, HttpOnly, SameSite=Lax, Path=/, 30 days", async () => {
    const res = await postLogin({ Origin: siteOrigin(server.port, host) });
    const cookie = [res.headers["set-cookie"]].flat().find((c) => c?.startsWith("auth")) ?? "";
    expect(cookie).toMatch(/^auth[^=]*=[^;]+/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//);
    expect(cookie).toMatch(/;\s*Max-Age=2592000/);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
  });

  it("a route's helper modules are no pages", async () => {
    for (const path of ["/login/server", "/login/schema", "/login/parse-form.server", "/signup/flow"]) {
      expect((await httpRequest(server.port, { host, path })).status, path).toBe(404);
    }
  });

  // Last: the API is stopped for it.
  it("the health check answers without the API", async () => {
    await server.stopApi();
    const res = await httpRequest(server.port, { host: "127.0.0.1", path: "/healthz" });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ ok: true });
  });
});
