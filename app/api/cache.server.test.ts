import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, companyFixture, settingsFixture } from "../../tests/mocks/fixtures";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { clearApiCache, createTenantCache, createTtlCache, getCompanyInfo, getSettings } from "./cache.server";
import { ApiError } from "./errors";
import { createApiClient } from "./client.server";
import { CachePolicy } from "./endpoint";

mockApiForFile();
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

const siteA = { id: "a", version: "1" };

describe("per-tenant cache", () => {
  it("makes one upstream call for concurrent and later loads of one tenant", async () => {
    const calls = countCompanyCalls();
    const api = clientFor("a.example");
    const [first, second] = await Promise.all([getCompanyInfo(api, siteA), getCompanyInfo(api, siteA)]);
    const third = await getCompanyInfo(api, siteA);
    expect(calls).toEqual(["a.example"]);
    expect(first.name).toBe("Operator of a.example");
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it("keeps tenants apart", async () => {
    const calls = countCompanyCalls();
    const a = await getCompanyInfo(clientFor("a.example"), siteA);
    const b = await getCompanyInfo(clientFor("b.example"), { id: "b", version: "1" });
    expect(calls).toEqual(["a.example", "b.example"]);
    expect(a.name).not.toBe(b.name);
  });

  it("keeps a site's data per version of its settings: an edited tenant file reads afresh", async () => {
    const calls = countCompanyCalls();
    const api = clientFor("a.example");
    await getCompanyInfo(api, siteA);
    await getCompanyInfo(api, { id: "a", version: "2" });
    await getCompanyInfo(api, { id: "a", version: "2" });
    expect(calls).toEqual(["a.example", "a.example"]);
  });

  it("does not keep a failure", async () => {
    server.use(mockEndpoint("getCompanyInfo", () => new HttpResponse(null, { status: 404 }), { once: true }));
    const api = clientFor("a.example");
    await expect(getCompanyInfo(api, siteA)).rejects.toMatchObject({ status: 404 });
    await expect(getCompanyInfo(api, siteA)).resolves.toMatchObject({ name: companyFixture.name });
  });
});

describe("settings cache", () => {
  /** The queries settings.php was asked with (forced-domain aside), per site. */
  function countSettingsCalls() {
    const calls: { domain: string; query: string }[] = [];
    server.use(
      mockEndpoint("getSettings", ({ request }) => {
        const url = new URL(request.url);
        const domain = url.searchParams.get("forced-domain") ?? "";
        url.searchParams.delete("forced-domain");
        calls.push({ domain, query: url.searchParams.toString() });
        return HttpResponse.json({ settings: settingsFixture });
      })
    );
    return calls;
  }
  const randomQuery = () => new URLSearchParams({ x: Math.random().toString(36).slice(2) });

  it("asks once for any number of query parameters settings.php does not read", async () => {
    const calls = countSettingsCalls();
    const api = clientFor("a.example");
    const site = { ...siteA, language: "en" };
    for (let i = 0; i < 1_000; i++) await getSettings(api, site, randomQuery());
    await getSettings(api, site, new URLSearchParams("network=ads&sub1=x&_data=root"));
    expect(calls).toEqual([{ domain: "a.example", query: "" }]);
  });

  it("keeps another site's settings through a flood of query strings on one site", async () => {
    const calls = countSettingsCalls();
    const b = clientFor("b.example");
    const siteB = { id: "b", version: "1", language: "en" };
    await getSettings(b, siteB, new URLSearchParams());
    const a = clientFor("a.example");
    for (let i = 0; i < 6_000; i++) await getSettings(a, { ...siteA, language: "en" }, randomQuery());
    await getSettings(b, siteB, new URLSearchParams());
    expect(calls.filter((call) => call.domain === "b.example")).toHaveLength(1);
  });

  it("gives each value of a parameter settings.php reads its own entry, however it is spelt", async () => {
    const calls = countSettingsCalls();
    const api = clientFor("a.example");
    const site = { ...siteA, language: "en" };
    await getSettings(api, site, new URLSearchParams("geoip=DE"));
    await getSettings(api, site, new URLSearchParams("geoip=de&x=1"));
    await getSettings(api, site, new URLSearchParams("geoip=%20DE%20&_data=root"));
    await getSettings(api, site, new URLSearchParams("geoip=BE"));
    await getSettings(api, { ...siteA, language: "nl" }, new URLSearchParams("geoip=BE"));
    expect(calls.map((call) => call.query)).toEqual(["geoip=DE", "geoip=BE", "geoip=BE"]);
  });
});

describe("per-tenant shares", () => {
  it("keeps the shares of the sites used last, up to a bound, and a share for one version only", async () => {
    const cache = createTenantCache(10, 3);
    const load = vi.fn(async () => "value");
    for (const id of ["a", "b", "c"]) await cache.get({ id, version: "1" }, "k", CachePolicy.catalog, load);
    await cache.get({ id: "a", version: "1" }, "k", CachePolicy.catalog, load); // a used again
    await cache.get({ id: "d", version: "1" }, "k", CachePolicy.catalog, load); // b goes
    expect(cache.size()).toBe(3);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get({ id: "a", version: "1" }, "k", CachePolicy.catalog, load);
    expect(load).toHaveBeenCalledTimes(4);
    await cache.get({ id: "b", version: "1" }, "k", CachePolicy.catalog, load);
    await cache.get({ id: "a", version: "2" }, "k", CachePolicy.catalog, load);
    expect(load).toHaveBeenCalledTimes(6);
    expect(cache.size()).toBe(3);
  });

  it("lets one tenant's flood of keys evict only its own entries", async () => {
    const cache = createTenantCache(10);
    const load = vi.fn(async () => "b's value");
    await cache.get("b", "k", CachePolicy.catalog, load);
    for (let i = 0; i < 100; i++) await cache.get("a", `k${i}`, CachePolicy.catalog, async () => i);
    expect(await cache.get("b", "k", CachePolicy.catalog, load)).toBe("b's value");
    expect(load).toHaveBeenCalledTimes(1);
    // Within a share the least recently used goes first: a key read all along stays.
    await cache.get("a", "hot", CachePolicy.catalog, async () => "hot");
    const hot = vi.fn(async () => "reloaded");
    for (let i = 0; i < 100; i++) {
      await cache.get("a", `flood${i}`, CachePolicy.catalog, async () => i);
      expect(await cache.get("a", "hot", CachePolicy.catalog, hot)).toBe("hot");
    }
    expect(hot).not.toHaveBeenCalled();
  });
});

describe("a full share", () => {
  it("keeps its bound: a new key lets the least recently used go, and only it", async () => {
    const cache = createTtlCache(3);
    for (const key of ["a", "b", "c"]) await cache.get(key, CachePolicy.catalog, async () => key);
    await cache.get("a", CachePolicy.catalog, async () => "a"); // a used again: b is the oldest now
    await cache.get("d", CachePolicy.catalog, async () => "d");
    expect(["a", "b", "c", "d"].filter((key) => cache.has(key))).toEqual(["a", "c", "d"]);
    const reload = vi.fn(async () => "b again");
    expect(await cache.get("b", CachePolicy.catalog, reload)).toBe("b again");
    expect(reload).toHaveBeenCalledTimes(1);
    expect(["a", "b", "c", "d"].filter((key) => cache.has(key))).toEqual(["a", "b", "d"]);
  });
});

describe("stale if error", () => {
  const outage = () => Promise.reject(new ApiError(503, "unavailable"));
  const policy = (maxAgeMs: number, staleIfErrorMs: number): CachePolicy => ({
    maxAgeMs,
    staleIfErrorMs,
    scope: "site",
  });

  it("answers an outage with the last good value within its window, and only then", async () => {
    vi.useFakeTimers();
    try {
      const cache = createTtlCache(10);
      expect(await cache.get("k", policy(1_000, 60_000), async () => "fresh")).toBe("fresh");
      vi.advanceTimersByTime(5_000); // expired: loads again, fails, the last good value answers
      expect(await cache.get("k", policy(1_000, 60_000), outage)).toBe("fresh");
      vi.advanceTimersByTime(60_000); // past TTL + window: the outage shows
      await expect(cache.get("k", policy(1_000, 60_000), outage)).rejects.toThrow(ApiError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never hides a refusal (4xx) or a value that was forgotten without ever loading", async () => {
    const cache = createTtlCache(10);
    await cache.get("k", policy(1, 60_000), async () => "fresh");
    cache.delete("k");
    await expect(
      cache.get("k", policy(1, 60_000), () => Promise.reject(new ApiError(403, "forbidden")))
    ).rejects.toThrow(ApiError);
    await expect(cache.get("other", policy(1, 60_000), outage)).rejects.toThrow(ApiError);
  });

  it("is off for a policy without a window", async () => {
    const cache = createTtlCache(10);
    await cache.get("k", policy(1, 0), async () => "fresh");
    cache.delete("k");
    await expect(cache.get("k", policy(1, 0), outage)).rejects.toThrow(ApiError);
  });
});
