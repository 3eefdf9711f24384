import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { userFixture } from "../../../tests/mocks/fixtures";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { commitAuthToken } from "../../utils/auth.server";
import { action } from "./route";

mockApiForFile();

const tenant = testTenant({ languages: ["en", "fr"] });

async function post(fields: Record<string, string>, loggedIn: boolean) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (loggedIn) headers.Cookie = (await commitAuthToken("tok", { secure: false })).split(";")[0];
  const request = new Request("http://t.localhost/lang-config", {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  return action({ request, context: requestContextFor(request, tenant), params: {} });
}

describe("the language switch", () => {
  it("sets the locale cookie for a year and goes back", async () => {
    const res = await post({ lng: "fr", redirectTo: "/pages/faq" }, false);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/pages/faq");
    expect(res.headers.get("Set-Cookie")).toMatch(/^lng=.*Max-Age=31536000/);
  });

  it("saves the choice in the account of a logged-in member (PUT user.php)", async () => {
    let saved: unknown;
    server.use(
      mockEndpoint("updateUser", async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ user: { ...userFixture, language: "fr" } });
      })
    );
    await post({ lng: "fr", redirectTo: "/" }, true);
    expect(saved).toEqual({ language: "fr" });
  });

  it("ignores a language the site does not offer, and foreign redirect targets", async () => {
    const res = await post({ lng: "pl", redirectTo: "https://evil.example/" }, false);
    expect(res.headers.get("Location")).toBe("/");
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("the language switch while the API fails", () => {
  for (const [outage, resolver] of Object.entries({
    refused: () => HttpResponse.error(),
    "answering 500": () => new HttpResponse("boom", { status: 500 }),
    "answering garbage": () => new HttpResponse("{not json", { status: 200 }),
  })) {
    it(`still sets the language cookie when saving it is ${outage}`, async () => {
      server.use(mockEndpoint("updateUser", resolver));
      const res = await post({ lng: "fr", redirectTo: "/members" }, true);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/members");
      expect(res.headers.get("Set-Cookie")).toMatch(/^lng=/);
    });
  }
});
