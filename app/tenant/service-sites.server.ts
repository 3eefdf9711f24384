import { normalizeHost } from "./host.server";
import { parseTenant } from "./schema";
import { createSite, type Site, type SiteSource } from "./site";

// Relative imports only, like the registry: tools load this under tsx.

/** What the operator's service answers for a host: the site's settings at a version. */
export interface SiteServiceAnswer {
  /** Changes whenever any of the settings below change (a row's updated_at, a counter, a hash). */
  version: string;
  /** The tenant settings, as a tenant file holds them (validated here as the files are). */
  tenant: unknown;
  payment?: Site["payment"];
  push?: Site["push"];
  landing?: Site["landing"];
}

/**
 * The operator's API or database, asked for one host at a time. `knownVersion` is the version
 * held: a service may answer "unchanged" without sending the settings again. null: no site
 * serves this host.
 */
export interface SiteService {
  lookup(host: string, knownVersion?: string): Promise<SiteServiceAnswer | "unchanged" | null>;
}

export interface ServiceSitesOptions {
  service: SiteService;
  /** Hosts held at most (least recently used dropped first); default 10,000. */
  maxHosts?: number;
  /** A held answer is asked again after this long, while it keeps serving (default 30 s). */
  revalidateMs?: number;
  logger?: (entry: { level: "info" | "warn" | "error"; msg: string; [key: string]: unknown }) => void;
  now?: () => number;
}

interface Held {
  site: Site | undefined;
  checkedAt: number;
  pending?: Promise<Site | undefined>;
  /** The operator said the site changed: the next request waits for the new version. */
  invalidated?: boolean;
}

/**
 * Sites from a service, for deployments with more sites than files suit
 * (docs/decisions/024-sites-at-scale.md): a host is asked for on its first request, then served
 * from an LRU of hosts. Each answer carries a version: an equal version keeps the same Site (its
 * brand and cached data stay), a new one makes a new Site. `invalidate(id)` (the operator's
 * change notice) makes the next request of that site wait for its new version; otherwise answers are asked
 * again after `revalidateMs`, in the background. A failing or invalid answer keeps the last good
 * Site serving; with none, resolve throws (the server answers with an error, not "no such site").
 */
export function createServiceSites(options: ServiceSitesOptions): SiteSource & {
  invalidate(siteId: string): void;
  size(): number;
} {
  const maxHosts = options.maxHosts ?? 10_000;
  const revalidateMs = options.revalidateMs ?? 30_000;
  const now = options.now ?? Date.now;
  const log = options.logger ?? (() => {});
  const held = new Map<string, Held>();
  let closed = false;

  function ask(host: string, entry: Held | undefined): Promise<Site | undefined> {
    const current = entry?.site;
    const pending = options.service.lookup(host, current?.version).then(
      (answer) => {
        if (answer === "unchanged") return current;
        if (answer === null) return undefined;
        if (current && answer.version === current.version) return current;
        const id = (answer.tenant as { id?: unknown } | null)?.id;
        const parsed = parseTenant(answer.tenant, `site service: ${host}`, typeof id === "string" ? id : "");
        if (!parsed.ok) {
          log({ level: "error", msg: "invalid site from the site service", host, errors: parsed.errors });
          if (current) return current;
          throw new Error(`the site service's answer for ${host} is invalid`);
        }
        // The service answers for a host the site lists: never another site's settings.
        if (!parsed.tenant.domains.includes(host)) {
          log({ level: "error", msg: "the site service answered a site that does not list the host", host });
          return undefined;
        }
        return createSite(parsed.tenant, answer.version, answer);
      },
      (error: unknown) => {
        log({ level: "warn", msg: "site service failed", host, error: String(error) });
        if (current) return current;
        throw error;
      }
    );
    const next: Held = { site: current, checkedAt: entry?.checkedAt ?? 0, pending, invalidated: entry?.invalidated };
    remember(host, next);
    return pending.then(
      (site) => {
        if (held.get(host) === next) remember(host, { site, checkedAt: now() });
        return site;
      },
      (error: unknown) => {
        if (held.get(host) === next) held.delete(host);
        throw error;
      }
    );
  }

  function remember(host: string, entry: Held) {
    held.delete(host); // to the back: most recently used
    held.set(host, entry);
    if (held.size > maxHosts) held.delete(held.keys().next().value!);
  }

  return {
    async resolve(rawHost) {
      const host = normalizeHost(rawHost);
      const entry = held.get(host);
      if (!entry) return ask(host, undefined);
      if (entry.pending) return entry.invalidated || !entry.site ? entry.pending : entry.site;
      if (entry.invalidated) return ask(host, entry);
      remember(host, entry);
      if (!closed && now() - entry.checkedAt >= revalidateMs) {
        // Served as held meanwhile: a member never waits for the service's answer twice.
        ask(host, entry).catch(() => {});
      }
      return entry.site;
    },
    invalidate(siteId) {
      for (const entry of held.values()) if (entry.site?.id === siteId) entry.invalidated = true;
    },
    size: () => held.size,
    close() {
      closed = true;
    },
  };
}
