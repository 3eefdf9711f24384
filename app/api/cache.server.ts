import type { ShowcaseResponse } from "./schemas/landing";
import { SHOWCASE_MAX } from "../domain/landing";
import { apiOutageStatus } from "./errors";
import type { ApiClient } from "./client.server";
import type { CompanyInfo, Interest, Region } from "./schemas/catalog";
import type { PromoTile } from "./schemas/promo-tiles";
import { CountryCodeSchema } from "./schemas/common";
import type { Settings, SettingsQuery } from "./schemas/settings";
import type { SiteKey } from "../tenant/site";
import { endpoints, type CachePolicy, type Endpoint, type EndpointName, type EndpointResponse } from "./endpoints";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

interface LastGood {
  value: unknown;
  /** Until when the value may stand in for a failed load. */
  until: number;
}

/**
 * Per-process cache with in-flight de-duplication: concurrent loads of one key share one upstream
 * call. How long a value is kept, and how long it stands in for an outage, is the endpoint's
 * CachePolicy (declared in the contract). Failures are dropped at once, so the next request tries
 * again. When full, the least recently used goes first (an expired entry is never answered, and is
 * replaced when its key is next loaded).
 */
export function createTtlCache(maxEntries: number) {
  const entries = new Map<string, Entry>();
  const lastGood = new Map<string, LastGood>();
  /** Makes room for one more: the least recently used go, and the look stops there. */
  const prune = (map: Map<string, unknown>) => {
    for (const key of map.keys()) {
      if (map.size < maxEntries) return;
      map.delete(key);
    }
  };
  return {
    get<T>(key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        entries.delete(key); // to the back: most recently used
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      prune(entries);
      const value = load().then(
        (loaded) => {
          if (policy.staleIfErrorMs > 0) {
            prune(lastGood);
            lastGood.set(key, { value: loaded, until: Date.now() + policy.maxAgeMs + policy.staleIfErrorMs });
          }
          return loaded;
        },
        (error: unknown) => {
          const good = lastGood.get(key);
          if (good && good.until > Date.now() && apiOutageStatus(error)) return good.value as T;
          throw error;
        }
      );
      const entry = { expires: now + policy.maxAgeMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    /** Whether a get would answer from the cache now. */
    has: (key: string) => (entries.get(key)?.expires ?? 0) > Date.now(),
    /** The next get loads again (the last good value still stands in for an outage). */
    delete: (key: string) => entries.delete(key),
    clear: () => {
      entries.clear();
      lastGood.clear();
    },
  };
}

/**
 * One bounded share of createTtlCache per site, for one version of its settings: a flood of
 * distinct keys on one site (random sessions, query parameters) evicts only that site's own
 * entries, never another's; a new version of the site (its file edited) starts an empty share, so
 * nothing read under the old settings is served under the new. At most `maxSites` shares are
 * kept, the least recently used going first: a deployment of 25,000 sites keeps the busy ones
 * (docs/decisions/024-sites-at-scale.md).
 */
/** A site at a version (site data), or a site id alone (a member's session data, the same under any version). */
type ShareKey = SiteKey | string;

export function createTenantCache(maxEntriesPerTenant: number, maxSites = 5_000) {
  const shares = new Map<string, { version: string; cache: ReturnType<typeof createTtlCache> }>();
  const share = (site: ShareKey) => {
    const { id, version } = typeof site === "string" ? { id: site, version: "" } : site;
    let held = shares.get(id);
    if (held) shares.delete(id); // to the back: most recently used
    if (held?.version !== version) held = { version, cache: createTtlCache(maxEntriesPerTenant) };
    shares.set(id, held);
    if (shares.size > maxSites) shares.delete(shares.keys().next().value!);
    return held.cache;
  };
  return {
    get: <T>(site: ShareKey, key: string, policy: CachePolicy, load: () => Promise<T>): Promise<T> =>
      share(site).get(key, policy, load),
    delete: (site: ShareKey, key: string) => {
      const held = shares.get(typeof site === "string" ? site : site.id);
      if (typeof site === "string" || held?.version === site.version) held?.cache.delete(key);
    },
    has: (site: ShareKey, key: string) => {
      const held = shares.get(typeof site === "string" ? site : site.id);
      return (typeof site === "string" || held?.version === site.version) && (held?.cache.has(key) ?? false);
    },
    clear: () => shares.clear(),
    /** How many sites have a share now. */
    size: () => shares.size,
  };
}

/** Site data shared by every visitor of a site; each site's share bounded on its own. */
const siteCache = createTenantCache(1_000);

/** The site-data cache's look-ups per endpoint since the process started (the operator's metrics). */
export type SiteCacheLookups = Record<string, { hits: number; misses: number }>;
const lookups: SiteCacheLookups = {};
export const siteCacheLookups = (): SiteCacheLookups => lookups;

/** A site-wide answer of endpoint `name`, kept under its contract's CachePolicy. */
function cachedCall<N extends EndpointName, T>(
  name: N,
  site: SiteKey,
  key: string,
  load: () => Promise<T>
): Promise<T> {
  const policy: CachePolicy | undefined = (endpoints[name] as Endpoint).cache;
  if (policy?.scope !== "site") return load();
  const counts = (lookups[name] ??= { hits: 0, misses: 0 });
  if (siteCache.has(site, `${name}:${key}`)) counts.hits++;
  else counts.misses++;
  return siteCache.get(site, `${name}:${key}`, policy, load);
}

export function clearApiCache() {
  siteCache.clear();
}

/**
 * Normalises each route-query parameter settings.php reads (its contract's query), so spellings
 * of one answer share one entry; a value the API would not read as such is dropped (the API then
 * answers as without it). Typed on the contract: a parameter added there needs its rule here.
 */
const settingsParams: { [K in keyof SettingsQuery]-?: (value: string) => string | undefined } = {
  geoip: (value) => {
    const country = value.trim().toUpperCase();
    return CountryCodeSchema.safeParse(country).success ? country : undefined;
  },
};

/** The part of a page's query settings.php reads, normalised and in a fixed order. */
export function settingsQuery(routeQuery: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, normalise] of Object.entries(settingsParams)) {
    const value = routeQuery.get(name);
    const normalised = value === null ? undefined : normalise(value);
    if (normalised !== undefined) query.set(name, normalised);
  }
  return query;
}

/**
 * settings.php in `language` (the client's Accept-Language): the site's title, tagline and
 * operated-profiles warning come in it. Passed, and keyed by, only the route-query parameters the
 * call reads (settingsQuery): a page's other parameters (tracking, a cache-buster, Remix's _data)
 * neither cost an upstream call nor take a cache entry. The reference API derives geoip_country
 * from the query; a PHP API that derives it from the client IP needs the key to include the
 * visitor's country (docs/api-contract.md).
 */
export function getSettings(
  client: ApiClient,
  site: SiteKey & { language: string },
  routeQuery: URLSearchParams
): Promise<Settings> {
  const query = settingsQuery(routeQuery);
  return cachedCall(
    "getSettings",
    site,
    `${site.language}:${query}`,
    async () => (await client.call("getSettings", { query })).settings
  );
}

/** Catalogues loaded once per tenant and kept under CachePolicy.catalog (docs/product.md#data-from-the-api). */
export const getInterests = (client: ApiClient, site: SiteKey): Promise<Interest[]> =>
  cachedCall("getInterests", site, "", async () => (await client.call("getInterests")).interests);

export const getRegions = (client: ApiClient, site: SiteKey): Promise<Region[]> =>
  cachedCall("getRegions", site, "", async () => (await client.call("getRegions")).regions);

/** The gift catalogue and its price. */
export const getGifts = (client: ApiClient, site: SiteKey): Promise<EndpointResponse<"getGifts">> =>
  cachedCall("getGifts", site, "", () => client.call("getGifts"));

export const getCompanyInfo = (client: ApiClient, site: SiteKey): Promise<CompanyInfo> =>
  cachedCall("getCompanyInfo", site, "", async () => (await client.call("getCompanyInfo")).company);

/** The landing pages' members for visitors of `country` (CachePolicy.showcase): one entry per country. */
export const getShowcase = (client: ApiClient, site: SiteKey, country: string): Promise<ShowcaseResponse> =>
  cachedCall("getShowcase", site, country, () =>
    client.call("getShowcase", { query: { country, limit: String(SHOWCASE_MAX) } })
  );
/**
 * The site's cam and resell tiles, kept per tenant and language under CachePolicy.promoTiles: their
 * label is written in the request's Accept-Language.
 */
export const getPromoTiles = (client: ApiClient, site: SiteKey & { language: string }): Promise<PromoTile[]> =>
  cachedCall("getPromoTiles", site, site.language, async () => (await client.call("getPromoTiles")).tiles);
