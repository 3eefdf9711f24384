import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { userFixture } from "../../../tests/mocks/fixtures";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { commitDeviceId, getDeviceId } from "../../utils/auth.server";
import { localeCookie } from "~/i18n/detect-locale.server";
import { action } from "./route";

mockApiForFile();

const OUTAGES = {
  refused: () => HttpResponse.error(),
  "answering 500": () => HttpResponse.json({ error: "internal_error" }, { status: 500 }),
  hanging: () => delay("infinite"),
};

describe("logging in while the API fails", () => {
  for (const [outage, resolver] of Object.entries(OUTAGES)) {
    it(`gives the form back with the address and a try-later error when the API is ${outage}`, async () => {
      server.use(mockEndpoint("login", resolver));
      const body = new URLSearchParams({ email: "sam@example.com", password: "secret123", redirectTo: "/members" });
      const request = new Request("http://t.localhost/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      const answer = await action({ request, context: requestContextFor(request, testTenant()), params: {} });
      expect(answer.status).toBeGreaterThanOrEqual(500);
      const { result } = await answer.json();
      expect(result.error).toEqual({ "": ["unavailable"] });
      expect(result.initialValue).toMatchObject({ email: "sam@example.com" });
      expect(result.initialValue?.password).toBeUndefined();
    }, 15_000);
  }
});

describe("the device a member logs in with", () => {
  const loginRequest = (cookie?: string) =>
    new Request("http://t.localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams({ email: "sam@example.com", password: "secret123", redirectTo: "/members" }),
    });
  const named: (string | null)[] = [];
  const answerLogin = () =>
    server.use(
      mockEndpoint("login", ({ request }) => {
        named.push(request.headers.get("X-Device-Id"));
        return HttpResponse.json({ user: userFixture, token: "session-token-0123456789abcdef" });
      })
    );

  it("is named to the API and kept in a cookie of its own when the browser had none", async () => {
    answerLogin();
    const request = loginRequest();
    const answer = await action({ request, context: requestContextFor(request, testTenant()), params: {} });
    expect(answer.status).toBe(302);
    const cookies = answer.headers.getSetCookie();
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["auth_session", "device"]);
    const deviceCookie = cookies[1];
    expect(deviceCookie).toMatch(/HttpOnly/i);
    expect(deviceCookie).toMatch(/SameSite=Lax/i);
    expect(deviceCookie).not.toMatch(/Domain=/i);
    expect(await getDeviceId(deviceCookie.split(";")[0])).toBe(named.at(-1));
    expect(named.at(-1)).toMatch(/^[\w-]{22,}$/);
  });

  it("keeps the id the browser has", async () => {
    answerLogin();
    const cookie = (await commitDeviceId("known-device-id-0123456789", { secure: false })).split(";")[0];
    const request = loginRequest(cookie);
    const answer = await action({ request, context: requestContextFor(request, testTenant()), params: {} });
    expect(named.at(-1)).toBe("known-device-id-0123456789");
    expect(answer.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(["auth_session"]);
  });
});

describe("logging in", () => {
  const logIn = async (storedLanguage: string, acceptLanguage: string) => {
    const user = { ...userFixture, language: storedLanguage };
    server.use(mockEndpoint("login", () => HttpResponse.json({ user, token: "t".repeat(32) })));
    const body = new URLSearchParams({ email: "sam@example.com", password: "secret123", redirectTo: "/members" });
    const request = new Request("http://t.localhost/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": acceptLanguage },
      body,
    });
    const tenant = testTenant({ languages: ["en", "de", "nl"] });
    const answer = await action({ request, context: requestContextFor(request, tenant), params: {} });
    expect(answer.headers.get("Location")).toBe("/members");
    return answer.headers.getSetCookie();
  };

  it("switches the site to the member's own language, kept in the language cookie", async () => {
    const cookies = await logIn("de", "en-GB,en;q=0.9");
    expect(cookies.some((c) => c.startsWith("auth"))).toBe(true);
    const language = cookies.find((c) => c.startsWith("lng="));
    expect(language).toMatch(/Max-Age=31536000/);
    expect(await localeCookie.parse(language!.split(";")[0])).toBe("de");
  });

  it("leaves the language alone when the site does not offer the member's", async () => {
    const cookies = await logIn("pl", "nl");
    expect(cookies.some((c) => c.startsWith("lng="))).toBe(false);
  });
});
