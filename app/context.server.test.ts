import { delay, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockEndpoint } from "../tests/mocks/endpoint";
import { API_BASE, settingsFixture, userFixture } from "../tests/mocks/fixtures";
import { server } from "../tests/mocks/server";
import type { Tenant } from "./tenant/schema";
import { logger } from "../lib/logger";
import type { EndpointName } from "./api/endpoints";
import { clearApiCache } from "./api/cache.server";
import { clearMemberCache } from "./api/member-cache.server";
import { createRequestContext } from "./context.server";
import { authCookie, commitAuthToken } from "./utils/auth.server";
import { SITE_NOT_SET_UP } from "./utils/not-found";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const tenant: Tenant = {
  id: "flirthaven",
  name: "FlirtHaven",
  domains: ["flirthaven.localhost"],
  niche: 1,
  languages: ["en", "nl"],
  defaultLanguage: "en",
  entryWarningCountries: ["NL", "DE"],
  api: { baseUrl: API_BASE },
};

/** The context server/index.ts builds for a request of a logged-in member (or a visitor). */
async function contextFor(path: string, { loggedIn = true, acceptLanguage = "nl" } = {}) {
  const cookie = loggedIn ? (await commitAuthToken("member-token", { secure: false })).split(";")[0] : null;
  return createRequestContext({
    tenant,
    host: "flirthaven.localhost",
    path,
    cookie,
    acceptLanguage,
    clientIp: "203.0.113.7",
    secure: false,
    nonce: "n",
    log: logger,
  });
}

/** Counts the calls of one endpoint, answering with `answer`. */
function countCalls(endpoint: EndpointName, answer: () => Response) {
  const seen: Request[] = [];
  server.use(
    mockEndpoint(endpoint, ({ request }) => {
      seen.push(request);
      return answer();
    })
  );
  return seen;
}

describe("the request context", () => {
  it("sends the member's token, language, IP and the tenant's host to the tenant's API", async () => {
    const seen = countCalls("getUser", () => HttpResponse.json({ user: userFixture }));
    const context = await contextFor("/members");
    const user = await context.user();
    expect(user?.profile.name).toBe("Sam");
    expect(seen[0].headers.get("Authorization")).toBe("Bearer member-token");
    expect(seen[0].headers.get("Accept-Language")).toBe("nl");
    expect(seen[0].headers.get("X-Forwarded-For")).toBe("203.0.113.7");
    expect(new URL(seen[0].url).searchParams.get("forced-domain")).toBe("flirthaven.localhost");
  });

  it("works the member and the locale out once, however many loaders ask", async () => {
    const seen = countCalls("getUser", () => HttpResponse.json({ user: userFixture }));
    const context = await contextFor("/members");
    const [a, b] = await Promise.all([context.user(), context.user(), context.requireUser()]);
    expect(a).toBe(b);
    expect(seen).toHaveLength(1);
    expect(await context.locale()).toBe("nl");
  });

  it("keeps the member a few seconds across requests, and forgets them after a change", async () => {
    const seen = countCalls("getUser", () => HttpResponse.json({ user: userFixture }));
    await (await contextFor("/members")).user();
    await (await contextFor("/profile")).user();
    expect(seen).toHaveLength(1);
    countCalls("updateUser", () => HttpResponse.json({ user: userFixture }));
    await (await contextFor("/lang-config")).api.call("updateUser", { body: { language: "nl" } });
    await (await contextFor("/members")).user();
    expect(seen).toHaveLength(2);
  });

  it("keeps the member across a typing signal, which changes nothing of theirs", async () => {
    const seen = countCalls("getUser", () => HttpResponse.json({ user: userFixture }));
    countCalls("sendTyping", () => HttpResponse.json({ ok: true }));
    await (await contextFor("/chats/4")).user();
    await (await contextFor("/resources/typing")).api.call("sendTyping", { body: { to: 4 } });
    await (await contextFor("/chats/4")).user();
    expect(seen).toHaveLength(1);
  });

  it("takes the language from domain_language only when cookie and browser name none", async () => {
    const context = await contextFor("/", { loggedIn: false, acceptLanguage: "" });
    // settingsFixture's domain_language is nl_NL; the tenant offers nl.
    expect(await context.locale()).toBe("nl");
    const t = await context.t("auth");
    expect(t("login.title")).toBe("Inloggen");
  });

  it("asks for the site's texts in the page's language, and keeps each language's apart", async () => {
    clearApiCache();
    const titles: Record<string, string> = { en: "Meet singles", nl: "Ontmoet singles" };
    const asked = countCalls("getSettings", () => HttpResponse.json({ settings: settingsFixture }));
    server.use(
      mockEndpoint("getSettings", ({ request }) => {
        asked.push(request);
        const language = request.headers.get("Accept-Language") ?? "";
        return HttpResponse.json({ settings: { ...settingsFixture, index_title: titles[language] ?? "?" } });
      })
    );
    const dutch = await contextFor("/", { loggedIn: false, acceptLanguage: "nl" });
    const english = await contextFor("/", { loggedIn: false, acceptLanguage: "en" });
    expect((await dutch.site.settings()).index_title).toBe("Ontmoet singles");
    expect((await english.site.settings()).index_title).toBe("Meet singles");
    // Cached per language: the next Dutch page asks nothing.
    await (await contextFor("/", { loggedIn: false, acceptLanguage: "nl" })).site.settings();
    expect(asked.map((r) => r.headers.get("Accept-Language"))).toEqual(["nl", "en"]);
  });

  describe("the site's cam and resell tiles", () => {
    const tile = {
      id: 1,
      type: "cam",
      title: "Luna",
      image: "https://cdn.site.example/luna.svg",
      url: "/pages/service",
    };
    const allowing = (memberResell: boolean) =>
      server.use(
        mockEndpoint("getSettings", () =>
          HttpResponse.json({ settings: { ...settingsFixture, member_resell: memberResell } })
        )
      );

    it("asks for none where the site's settings disallow them", async () => {
      clearApiCache();
      allowing(false);
      const asked = countCalls("getPromoTiles", () => HttpResponse.json({ tiles: [tile] }));
      expect(await (await contextFor("/members")).site.promoTiles()).toEqual([]);
      expect(asked).toHaveLength(0);
    });

    it("keeps them per site and language where allowed", async () => {
      clearApiCache();
      allowing(true);
      const asked = countCalls("getPromoTiles", () => HttpResponse.json({ tiles: [tile] }));
      expect(await (await contextFor("/members", { acceptLanguage: "nl" })).site.promoTiles()).toEqual([tile]);
      await (await contextFor("/members", { acceptLanguage: "nl" })).site.promoTiles();
      await (await contextFor("/members", { acceptLanguage: "en" })).site.promoTiles();
      expect(asked.map((r) => r.headers.get("Accept-Language"))).toEqual(["nl", "en"]);
    });

    it("draws the page without them when the API cannot answer them", async () => {
      clearApiCache();
      allowing(true);
      server.use(
        mockEndpoint("getPromoTiles", () => HttpResponse.json({ tiles: [{ ...tile, url: "javascript:alert(1)" }] }))
      );
      expect(await (await contextFor("/members")).site.promoTiles()).toEqual([]);
    });
  });

  it("has no member and makes no member call without a session cookie", async () => {
    const seen = countCalls("getUser", () => HttpResponse.json({ user: userFixture }));
    const context = await contextFor("/", { loggedIn: false });
    expect(await context.user()).toBeNull();
    expect(await context.navCounts()).toBeNull();
    expect(seen).toHaveLength(0);
    const thrown = await context.requireUser().catch((e: unknown) => e);
    expect((thrown as Response).headers.get("Location")).toBe("/login?redirectTo=%2F");
  });

  it("turns an API that is down into the error page's status, never a raw error", async () => {
    server.use(mockEndpoint("getUser", () => HttpResponse.json({}, { status: 503 })));
    const context = await contextFor("/members");
    const thrown = await context.user().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBeGreaterThanOrEqual(502);
  }, 15_000);

  it("turns a site the API does not know into the site's 'not set up' page: 503, no site data", async () => {
    clearApiCache();
    const asked: string[] = [];
    server.use(
      mockEndpoint("getSettings", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("forced-domain") ?? "");
        return HttpResponse.json({ error: "unknown_site" }, { status: 404 });
      })
    );
    const context = await contextFor("/");
    for (const read of [context.site.settings, context.site.interests]) {
      server.use(mockEndpoint("getInterests", () => HttpResponse.json({ error: "unknown_site" }, { status: 404 })));
      const thrown = await read().catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect(thrown).toMatchObject({ status: 503, statusText: SITE_NOT_SET_UP });
    }
    expect(asked[0]).toBe("flirthaven.localhost");
  });

  it("gives the page's reads their time again after a slow write: the page after a failed post is drawn", async () => {
    server.use(
      mockEndpoint("deleteChat", async () => {
        await delay(500);
        return HttpResponse.json({ status: "ok" });
      }),
      mockEndpoint("getUser", async () => {
        await delay(100);
        return HttpResponse.json({ user: userFixture });
      })
    );
    const cookie = (await commitAuthToken("member-token", { secure: false })).split(";")[0];
    const context = createRequestContext(
      {
        tenant,
        host: "flirthaven.localhost",
        path: "/",
        cookie,
        acceptLanguage: "en",
        clientIp: "203.0.113.7",
        secure: false,
        nonce: "n",
        log: logger,
      },
      { deadlineMs: 300, writeDeadlineMs: 400 }
    );
    // The write outlasts both deadlines (the member hears 504); the reads that follow still answer.
    await expect(context.api.call("deleteChat", { body: { conversation: 1 } })).rejects.toMatchObject({ status: 504 });
    expect((await context.api.call("getUser")).user?.profile.name).toBe("Sam");
  });

  it("logs the member out on 403 authentication_required: cookie cleared, sent to login and back", async () => {
    server.use(mockEndpoint("getUser", () => HttpResponse.json({ error: "authentication_required" }, { status: 403 })));
    const context = await contextFor("/members?page=2");
    const thrown = await context.api.call("getUser").catch((e: unknown) => e);
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
