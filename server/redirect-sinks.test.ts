import { describe, expect, it } from "vitest";
import { demoLogin, httpRequest, loginCookie, siteOrigin, webServerForFile } from "../tests/mocks/web-server";

/**
 * Every place that sends the member on to an address it was given (redirectTo) keeps them on the
 * site, whatever shape the address takes: the known ways past a naive "starts with /" check
 * (app/utils/safe-redirect.ts, through each page that uses it).
 */
const server = webServerForFile();
const host = "flirthaven.localhost";
const origin = () => siteOrigin(server.port, host);

const BYPASSES = [
  "/./\u002f/evil.example",
  "/.//evil.example",
  "/%2F/evil.example",
  "%2F.%2F%2Fevil.example",
  "/\\evil.example",
  "/./\\evil.example",
  "/%5Cevil.example",
  "/%5C%5Cevil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "//evil.example",
  "///evil.example",
  "https:evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  "/a/..//evil.example",
  "\\/evil.example",
];

/** Where a browser goes with this Location: it must be this site. */
function expectOnSite(location: string | undefined, payload: string) {
  expect(typeof location, payload).toBe("string");
  const target = new URL(String(location), `${origin()}/somewhere/page`);
  expect(target.origin, `${payload} → ${location}`).toBe(origin());
  expect(String(location).startsWith("//"), `${payload} → ${location}`).toBe(false);
}

const post = (path: string, fields: Record<string, string>, cookie = "") =>
  httpRequest(server.port, {
    host,
    path,
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

describe("redirect targets", () => {
  it("no redirect sink leaves the site, whatever the target's shape", async () => {
    const login = demoLogin(host);
    const cookie = await loginCookie(server.port, host, login);
    // Each sink as a member meets it; all answer a redirect.
    const sinks: [string, (target: string) => ReturnType<typeof httpRequest>][] = [
      [
        "GET /login (signed in)",
        (target) =>
          httpRequest(server.port, {
            host,
            path: `/login?redirectTo=${encodeURIComponent(target)}`,
            headers: { Cookie: cookie },
          }),
      ],
      ["POST /login", (target) => post("/login", { ...login, redirectTo: target })],
      ["POST /entry-warning", (target) => post("/entry-warning", { redirectTo: target })],
      ["POST /banners/dismiss", (target) => post("/banners/dismiss", { redirectTo: target }, cookie)],
      ["POST /consent", (target) => post("/consent", { choice: "essential", redirectTo: target })],
      ["POST /lang-config", (target) => post("/lang-config", { lng: "en", redirectTo: target })],
      ["POST /activate/resend", (target) => post("/activate/resend", { redirectTo: target }, cookie)],
    ];
    let tried = 0;
    for (const [name, send] of sinks) {
      for (const payload of BYPASSES) {
        // As typed, and as it arrives already decoded once (a query string decodes %2F).
        for (const target of new Set([payload, decodeURIComponent(payload)])) {
          const response = await send(target);
          tried++;
          expect([302, 303], `${name} ${JSON.stringify(target)}`).toContain(response.status);
          expectOnSite(response.headers.location, `${name} ${JSON.stringify(target)}`);
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(sinks.length * BYPASSES.length);
  });

  it("a same-site target is still followed", async () => {
    const response = await post("/entry-warning", { redirectTo: "/pages/terms?x=1#top" });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/pages/terms?x=1#top");
  });
});
