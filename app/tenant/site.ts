import type { Tenant } from "./schema";

// Relative imports only: the registry and scripts/tenant-check.ts load this under tsx.

/**
 * Settings a site will carry for payments, push and its landing pages. Tenant files have no such
 * fields yet (the API's settings.php answers them today); a source that asks the operator's
 * service for its sites fills them in, and the app reads them from here, never from a second
 * look-up (docs/decisions/024-sites-at-scale.md).
 */
export type SitePaymentSettings = Readonly<Record<string, unknown>>;
export type SitePushSettings = Readonly<Record<string, unknown>>;
export type SiteLandingSettings = Readonly<Record<string, unknown>>;

/**
 * One site of the deployment at one version: immutable. A change of the site's settings is a new
 * Site with a new `version`; whatever is computed from a site (its brand, its manifest, the site
 * data cached from the API) is computed once per version and keyed on it.
 */
export interface Site {
  readonly id: string;
  /**
   * Names this version of the site's settings: a hash of the tenant file's bytes (the same in
   * every process), or the version the operator's service gives. Equal versions, equal settings.
   */
  readonly version: string;
  /** The validated tenant settings (tenants/README.md), defaults applied. */
  readonly config: Tenant;
  readonly payment: SitePaymentSettings;
  readonly push: SitePushSettings;
  readonly landing: SiteLandingSettings;
}

/** What the cache of site data keys on: the site and the version of its settings. */
export type SiteKey = Pick<Site, "id" | "version">;

const NONE: Readonly<Record<string, unknown>> = Object.freeze({});

/** A Site from validated settings; the settings are frozen with it (they are shared by every request). */
export function createSite(
  config: Tenant,
  version: string,
  extra: Partial<Pick<Site, "payment" | "push" | "landing">> = {}
): Site {
  return Object.freeze({
    id: config.id,
    version,
    config,
    payment: extra.payment ?? NONE,
    push: extra.push ?? NONE,
    landing: extra.landing ?? NONE,
  });
}

/**
 * Where the web server finds the site of a request: `resolve(host)` → the Site serving that host
 * (any case, port allowed), or undefined when no site claims it. Two implementations: the tenant
 * files (app/tenant/registry.server.ts, file-system events) and a service the operator runs
 * (app/tenant/service-sites.server.ts, an LRU invalidated by version).
 */
export interface SiteSource {
  resolve(host: string): Promise<Site | undefined>;
  /** Stops watching or polling; answers keep coming from what is held. */
  close(): void;
}
