import { apiOutageStatus } from "./errors";
import type { ApiClient } from "./client.server";
import type { CompanyInfo, Interest, Region } from "./schemas/catalog";
import type { Settings } from "./schemas/settings";
import type { EndpointResponse } from "./endpoints";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

interface LastGood {
  value: unknown;
  /** Until when the value may stand in for a failed load. */
  until: number;
}

export interface TtlCacheOptions {
  /**
   * How long after its TTL a value still answers when loading it again fails with an outage (the
   * API down, slow or broken): members keep a working page through an API blip. 0: never.
   */
  staleIfErrorMs?: number;
}

const HOUR = 60 * 60 * 1000;
/** Settings change rarely; a minute keeps an operator's edit visible soon after. */
const SETTINGS_TTL = 60 * 1000;

/**
 * Per-process TTL cache with in-flight de-duplication: concurrent loads of one key share one
 * upstream call. Failures are dropped at once, so the next request tries again; an outage is
 * answered with the last good value while it is younger than staleIfErrorMs. When full, expired
 * entries go first, then the oldest.
 */
export function createTtlCache(maxEntries: number, { staleIfErrorMs = 0 }: TtlCacheOptions = {}) {
  const entries = new Map<string, Entry>();
  const lastGood = new Map<string, LastGood>();
  const prune = <V>(map: Map<string, V>, expired: (v: V) => boolean) => {
    if (map.size < maxEntries) return;
    for (const [k, v] of map) if (expired(v) || map.size >= maxEntries) map.delete(k);
  };
  return {
    get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      prune(entries, (e) => e.expires <= now);
      const value = load().then(
        (loaded) => {
          if (staleIfErrorMs > 0) {
            prune(lastGood, (g) => g.until <= Date.now());
            lastGood.set(key, { value: loaded, until: Date.now() + ttlMs + staleIfErrorMs });
          }
          return loaded;
        },
        (error: unknown) => {
          const good = lastGood.get(key);
          if (good && good.until > Date.now() && apiOutageStatus(error)) return good.value as T;
          throw error;
        }
      );
      const entry = { expires: now + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** The next get loads again (the last good value still stands in for an outage). */
    delete: (key: string) => entries.delete(key),
    clear: () => {
      entries.clear();
      lastGood.clear();
    },
  };
}

/** Site data shared by every member of a tenant: a day-old copy beats an error page. */
const siteCache = createTtlCache(5_000, { staleIfErrorMs: 24 * HOUR });

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  return siteCache.get(key, ttlMs, load);
}

export function clearApiCache() {
  siteCache.clear();
}

/**
 * settings.php with the route's query passed through (docs/product.md#data-from-the-api), asked for in `language` (the
 * client's Accept-Language): the site's title, tagline and operated-profiles warning come in it.
 * Keyed by tenant, language and query: the reference API derives geoip_country from the query. A
 * PHP API that derives it from the client IP needs the key to include the visitor's country; see
 * docs/api-contract.md.
 */
export function getSettings(
  client: ApiClient,
  site: { tenantId: string; language: string },
  routeQuery: URLSearchParams
): Promise<Settings> {
  const query = new URLSearchParams([...routeQuery].filter(([k]) => !k.startsWith("_"))); // drop Remix's _data
  query.sort();
  return cached(
    `settings:${site.tenantId}:${site.language}:${query}`,
    SETTINGS_TTL,
    async () => (await client.call("getSettings", { query })).settings
  );
}

/** Data loaded once and cached (docs/product.md#data-from-the-api): one upstream call per tenant per hour. */
export const getInterests = (client: ApiClient, tenantId: string): Promise<Interest[]> =>
  cached(`interests:${tenantId}`, HOUR, async () => (await client.call("getInterests")).interests);

export const getRegions = (client: ApiClient, tenantId: string): Promise<Region[]> =>
  cached(`regions:${tenantId}`, HOUR, async () => (await client.call("getRegions")).regions);

/** The gift catalogue and its price. */
export const getGifts = (client: ApiClient, tenantId: string): Promise<EndpointResponse<"getGifts">> =>
  cached(`gifts:${tenantId}`, HOUR, () => client.call("getGifts"));

export const getCompanyInfo = (client: ApiClient, tenantId: string): Promise<CompanyInfo> =>
  cached(`company:${tenantId}`, HOUR, async () => (await client.call("getCompanyInfo")).company);
