import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, companyFixture } from "../../tests/mocks/fixtures";
import { server } from "../../tests/mocks/server";
import { clearApiCache, createTtlCache, getCompanyInfo, getSettings } from "./cache.server";
import { ApiError } from "./errors";
import { createApiClient } from "./client.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => clearApiCache());

const clientFor = (domain: string) =>
  createApiClient({ baseUrl: API_BASE, domain, language: "en", sleep: async () => {}, logger: () => {} });

function countCompanyCalls() {
  const domains: string[] = [];
  server.use(
    mockEndpoint("getCompanyInfo", ({ request }) => {
      domains.push(new URL(request.url).searchParams.get("forced-domain") ?? "");
      return HttpResponse.json({ company: { ...companyFixture, name: `Operator of ${domains.at(-1)}` } });
    })
  );
  return domains;
}

describe("per-tenant cache", () => {
  it("makes one upstream call for concurrent and later loads of one tenant", async () => {
    const calls = countCompanyCalls();
    const api = clientFor("a.example");
    const [first, second] = await Promise.all([getCompanyInfo(api, "a"), getCompanyInfo(api, "a")]);
    const third = await getCompanyInfo(api, "a");
    expect(calls).toEqual(["a.example"]);
    expect(first.name).toBe("Operator of a.example");
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it("keeps tenants apart", async () => {
    const calls = countCompanyCalls();
    const a = await getCompanyInfo(clientFor("a.example"), "a");
    const b = await getCompanyInfo(clientFor("b.example"), "b");
    expect(calls).toEqual(["a.example", "b.example"]);
    expect(a.name).not.toBe(b.name);
  });

  it("does not keep a failure", async () => {
    server.use(mockEndpoint("getCompanyInfo", () => new HttpResponse(null, { status: 404 }), { once: true }));
    const api = clientFor("a.example");
    await expect(getCompanyInfo(api, "a")).rejects.toMatchObject({ status: 404 });
    await expect(getCompanyInfo(api, "a")).resolves.toMatchObject({ name: companyFixture.name });
  });

  it("caches settings per route query, without Remix's own parameters", async () => {
    const queries: string[] = [];
    server.use(
      mockEndpoint("getSettings", async ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.delete("forced-domain");
        queries.push(url.searchParams.toString());
        const { settingsFixture } = await import("../../tests/mocks/fixtures");
        return HttpResponse.json({ settings: settingsFixture });
      })
    );
    const api = clientFor("a.example");
    const site = { tenantId: "a", language: "en" };
    await getSettings(api, site, new URLSearchParams("geoip=DE"));
    await getSettings(api, site, new URLSearchParams("geoip=DE&_data=root"));
    await getSettings(api, site, new URLSearchParams("geoip=BE"));
    expect(queries).toEqual(["geoip=DE", "geoip=BE"]);
  });
});

describe("stale if error", () => {
  const outage = () => Promise.reject(new ApiError(503, "unavailable"));

  it("answers an outage with the last good value within its window, and only then", async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache(10, { staleIfErrorMs: 60_000 });
      expect(await cache.get("k", 1_000, async () => "fresh")).toBe("fresh");
      vi.advanceTimersByTime(5_000); // expired: loads again, fails, the last good value answers
      expect(await cache.get("k", 1_000, outage)).toBe("fresh");
      vi.advanceTimersByTime(60_000); // past TTL + window: the outage shows
      await expect(cache.get("k", 1_000, outage)).rejects.toThrow(ApiError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never hides a refusal (4xx) or a value that was forgotten without ever loading", async () => {
    const cache = createTtlCache(10, { staleIfErrorMs: 60_000 });
    await cache.get("k", 1, async () => "fresh");
    cache.delete("k");
    await expect(cache.get("k", 1, () => Promise.reject(new ApiError(403, "forbidden")))).rejects.toThrow(ApiError);
    await expect(cache.get("other", 1, outage)).rejects.toThrow(ApiError);
  });

  it("is off by default", async () => {
    const cache = createTtlCache(10);
    await cache.get("k", 1, async () => "fresh");
    cache.delete("k");
    await expect(cache.get("k", 1, outage)).rejects.toThrow(ApiError);
  });
});
