import type { AppLoadContext } from "@remix-run/node";
import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, userFixture } from "../../tests/mocks/fixtures";
import { server } from "../../tests/mocks/server";
import type { Tenant } from "../tenant/schema";
import { getApi } from "./api.server";
import { authCookie, commitAuthToken } from "./auth.server";
import { getCurrentUser } from "./session.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const tenant: Tenant = {
  id: "flirthaven",
  name: "FlirtHaven",
  domains: ["flirthaven.localhost"],
  niche: 1,
  languages: ["en", "nl"],
  defaultLanguage: "en",
  signupPolicy: "all",
  entryWarningCountries: ["NL", "DE"],
  api: { baseUrl: API_BASE },
};
const context = { tenant, nonce: "n", clientIp: "203.0.113.7", secure: false, requestLog: {} } as AppLoadContext;

async function memberRequest(path: string) {
  const cookie = (await commitAuthToken("member-token", context)).split(";")[0];
  return new Request(`http://flirthaven.localhost:3000${path}`, {
    headers: { Cookie: cookie, "Accept-Language": "nl" },
  });
}

describe("getApi", () => {
  it("sends the member's token and the tenant's host to the tenant's API", async () => {
    let seen: Request | undefined;
    server.use(
      mockEndpoint("getUser", ({ request }) => {
        seen = request;
        return HttpResponse.json({ user: userFixture });
      })
    );
    const user = await getCurrentUser(await memberRequest("/members"), context);
    expect(user?.profile.name).toBe("Sam");
    expect(seen?.headers.get("Authorization")).toBe("Bearer member-token");
    expect(seen?.headers.get("Accept-Language")).toBe("nl");
    expect(seen?.headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    expect(new URL(seen!.url).searchParams.get("forced-domain")).toBe("flirthaven.localhost");
  });

  it("logs the member out on 403 authentication_required: cookie cleared, sent to login and back", async () => {
    server.use(mockEndpoint("getUser", () => HttpResponse.json({ error: "authentication_required" }, { status: 403 })));
    const { client } = await getApi(await memberRequest("/members?page=2"), context);
    const thrown = await client.call("getUser").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fmembers%3Fpage%3D2");
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^auth_session=;/);
    expect(setCookie).toMatch(/Max-Age=0/);
    expect(await authCookie.parse(setCookie.split(";")[0])).toBeFalsy();
  });
});
