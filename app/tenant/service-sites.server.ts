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
  /** Hosts of sites held at most (least recently used dropped first); default 10,000. */
  maxHosts?: number;
  /** A held answer is asked again after this long, while it keeps serving (default 30 s). */
  revalidateMs?: number;
  /**
   * Hosts remembered as "no such site", apart from the sites so that they never push one out
   * (least recently answered dropped first); default 10,000.
   */
  maxUnknownHosts?: number;
  /** How long "no such site" is believed: a site the operator adds is served within it (default 60 s). */
  unknownForMs?: number;
  /**
   * Look-ups of hosts not held, at once (default 16) and started per second (default 50). A host
   * beyond them is answered "no such site" without a call: random hosts cannot turn into as many
   * calls to the service.
   */
  maxLookupsInFlight?: number;
  maxLookupsPerSecond?: number;
  logger?: (entry: { level: "info" | "warn" | "error"; msg: string; [key: string]: unknown }) => void;
  now?: () => number;
}

interface Held {
  site: Site;
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
 * Hosts no site serves are remembered apart for `unknownForMs`; look-ups of hosts not held share
 * one host's call when asked together, and are bounded at once and per second.
 */
export function createServiceSites(options: ServiceSitesOptions): SiteSource & {
  invalidate(siteId: string): void;
  size(): number;
} {
  const maxHosts = options.maxHosts ?? 10_000;
  const revalidateMs = options.revalidateMs ?? 30_000;
  const maxUnknownHosts = options.maxUnknownHosts ?? 10_000;
  const unknownForMs = options.unknownForMs ?? 60_000;
  const now = options.now ?? Date.now;
  const log = options.logger ?? (() => {});
  const held = new Map<string, Held>();
  /** Hosts the service said no site serves, with when it said so. */
  const unknown = new Map<string, number>();
  /** Look-ups under way of hosts not held: a second request for one waits for the same answer. */
  const asking = new Map<string, Promise<Site | undefined>>();
  const budget = lookupBudget(options, now, log);
  let closed = false;

  /** The service's answer; a service that throws at once fails like one that rejects. */
  const lookUp = (host: string, knownVersion?: string) =>
    new Promise<Awaited<ReturnType<SiteService["lookup"]>>>((resolve) =>
      resolve(options.service.lookup(host, knownVersion))
    );

  /** The Site an answer makes (undefined: no site serves the host); `current` is the one held. */
  function siteOf(host: string, answer: SiteServiceAnswer | "unchanged" | null, current: Site | undefined) {
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
  }

  /** Keeps what the service answered for `host`: a site among the sites, none among the unknown. */
  function settle(host: string, site: Site | undefined) {
    if (site) {
      unknown.delete(host);
      remember(held, host, { site, checkedAt: now() }, maxHosts);
    } else {
      held.delete(host);
      remember(unknown, host, now(), maxUnknownHosts);
    }
    return site;
  }

  /** A host held: asked again with the version it holds, still serving it meanwhile. */
  function askAgain(host: string, entry: Held): Promise<Site | undefined> {
    const current = entry.site;
    const pending = lookUp(host, current.version).then(
      (answer) => siteOf(host, answer, current),
      (error: unknown) => {
        log({ level: "warn", msg: "site service failed", host, error: String(error) });
        return current;
      }
    );
    const next: Held = { ...entry, pending };
    remember(held, host, next, maxHosts);
    return pending.then((site) => (held.get(host) === next ? settle(host, site) : site));
  }

  /** A host not held: asked once however many requests want it, within the budget. */
  function askFirst(host: string): Promise<Site | undefined> {
    const pending = lookUp(host)
      .then(
        (answer) => settle(host, siteOf(host, answer, undefined)),
        (error: unknown) => {
          log({ level: "warn", msg: "site service failed", host, error: String(error) });
          // Not kept: the next request asks again.
          throw error;
        }
      )
      .finally(() => {
        asking.delete(host);
        budget.done();
      });
    asking.set(host, pending);
    return pending;
  }

  return {
    async resolve(rawHost) {
      const host = normalizeHost(rawHost);
      const entry = held.get(host);
      if (entry) {
        if (entry.pending) return entry.invalidated ? entry.pending : entry.site;
        if (entry.invalidated) return askAgain(host, entry);
        remember(held, host, entry, maxHosts);
        if (!closed && now() - entry.checkedAt >= revalidateMs) {
          // Served as held meanwhile: a member never waits for the service's answer twice.
          askAgain(host, entry).catch(() => {});
        }
        return entry.site;
      }
      const under = asking.get(host);
      if (under) return under;
      const toldUnknownAt = unknown.get(host);
      if (toldUnknownAt !== undefined && now() - toldUnknownAt < unknownForMs) return undefined;
      if (!budget.take(host)) return undefined;
      return askFirst(host);
    },
    invalidate(siteId) {
      // A fresh entry: an answer already on its way may predate the change, so it is not kept.
      for (const [host, entry] of held) {
        if (entry.site.id === siteId)
          held.set(host, { site: entry.site, checkedAt: entry.checkedAt, invalidated: true });
      }
    },
    size: () => held.size,
    close() {
      closed = true;
    },
  };
}

/** Puts `key` last (most recently used) and drops the first beyond `max`. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}

/**
 * Look-ups of hosts not held: at most `maxLookupsInFlight` at once and `maxLookupsPerSecond`
 * started in each second. Refusals are logged once a second with how many there were.
 */
function lookupBudget(
  options: Pick<ServiceSitesOptions, "maxLookupsInFlight" | "maxLookupsPerSecond">,
  now: () => number,
  log: NonNullable<ServiceSitesOptions["logger"]>
) {
  const maxInFlight = options.maxLookupsInFlight ?? 16;
  const perSecond = options.maxLookupsPerSecond ?? 50;
  let inFlight = 0;
  let second = -1;
  let started = 0;
  let refused = 0;
  return {
    take(host: string): boolean {
      const current = Math.floor(now() / 1000);
      if (current !== second) {
        if (refused > 0) log({ level: "warn", msg: "site look-ups refused over their bound", refused });
        second = current;
        started = 0;
        refused = 0;
      }
      if (inFlight < maxInFlight && started < perSecond) {
        inFlight++;
        started++;
        return true;
      }
      if (refused++ === 0) log({ level: "warn", msg: "site look-ups over their bound: answered no site", host });
      return false;
    },
    done() {
      inFlight--;
    },
  };
}
