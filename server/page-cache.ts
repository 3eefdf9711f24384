/**
 * The page cache (docs/web-tier.md#the-page-cache, decision 020): visitors' pages kept in the web
 * process's memory, per site, each under the key of what makes it differ between visitors
 * (server/visitor-pages.ts). A page is kept with its HTML cut at the CSP nonce it was drawn with,
 * so every answer carries a nonce of its own.
 */

/** The answer's header that says whether the page came from the cache: hit, miss or bypass. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

export interface CachedPage {
  /** The drawn answer's headers (content type, caching, Vary); never a Set-Cookie. */
  headers: [string, string][];
  /** The HTML between the occurrences of the nonce it was drawn with. */
  parts: string[];
}

/** A drawn page as the cache keeps it, or null when it may not be kept: only a 200 that sets no cookie. */
export function keptPage(
  { status, headers }: { status: number; headers: Headers },
  html: string,
  nonce: string
): CachedPage | null {
  if (status !== 200 || headers.has("Set-Cookie") || nonce === "") return null;
  return { headers: [...headers], parts: html.split(nonce) };
}

/** The kept page's HTML with this answer's nonce wherever the drawing's was. */
export function pageHtml(page: CachedPage, nonce: string): string {
  return page.parts.join(nonce);
}

interface Entry {
  tenantId: string;
  key: string;
  page: CachedPage;
  expires: number;
  /** The content of the site data the page was drawn with: other content (the settings changed) makes the page stale. */
  siteData: string;
}

interface Share {
  /** The tenant the entries were drawn for: a changed tenant file is a new object, and empties the share. */
  version: object;
  /** Least recently used first. */
  entries: Map<string, Entry>;
}

export interface PageCacheOptions {
  /** How long a page is kept at most. */
  maxAgeMs: number;
  /** Pages one site may hold: a flood of variants on one site evicts only that site's pages. */
  maxPerTenant: number;
  /** Pages all sites together may hold. */
  maxTotal: number;
  now?: () => number;
}

/**
 * Pages per tenant, least recently used evicted first, within each tenant's bound and the total.
 * A page is dropped when it is older than `maxAgeMs`, when it was drawn with other site data than
 * the request's, and with all its site's pages when the tenant changed.
 */
export function createPageCache({ maxAgeMs, maxPerTenant, maxTotal, now = Date.now }: PageCacheOptions) {
  const shares = new Map<string, Share>();
  /** Every entry, least recently used first. */
  const order = new Set<Entry>();

  const remove = (entry: Entry) => {
    order.delete(entry);
    shares.get(entry.tenantId)?.entries.delete(entry.key);
  };
  const shareOf = (tenant: { id: string }): Share => {
    const share = shares.get(tenant.id);
    if (share?.version === tenant) return share;
    for (const entry of share?.entries.values() ?? []) order.delete(entry);
    const fresh = { version: tenant, entries: new Map<string, Entry>() };
    shares.set(tenant.id, fresh);
    return fresh;
  };

  return {
    get(tenant: { id: string }, key: string, siteData: string): CachedPage | undefined {
      const share = shareOf(tenant);
      const entry = share.entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now() || entry.siteData !== siteData) {
        remove(entry);
        return undefined;
      }
      share.entries.delete(key);
      share.entries.set(key, entry);
      order.delete(entry);
      order.add(entry);
      return entry.page;
    },
    set(tenant: { id: string }, key: string, siteData: string, page: CachedPage): void {
      const share = shareOf(tenant);
      const old = share.entries.get(key);
      if (old) remove(old);
      const entry = { tenantId: tenant.id, key, page, siteData, expires: now() + maxAgeMs };
      share.entries.set(key, entry);
      order.add(entry);
      for (const oldest of share.entries.values()) {
        if (share.entries.size <= maxPerTenant) break;
        remove(oldest);
      }
      for (const oldest of order) {
        if (order.size <= maxTotal) break;
        remove(oldest);
      }
    },
    /** Pages held, by one tenant or by all. */
    size: (tenantId?: string) => (tenantId === undefined ? order.size : shares.get(tenantId)?.entries.size ?? 0),
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
