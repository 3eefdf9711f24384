import { scopedLogger } from "../lib/logger";
import type { WebEnv } from "../lib/env";
import { getTenantRegistry } from "../app/tenant/registry.server";
import { createServiceSites } from "../app/tenant/service-sites.server";
import { httpSiteService } from "../app/tenant/site-service-http.server";
import type { SiteSource } from "../app/tenant/site";

export interface ServedSites {
  source: SiteSource;
  /** For /healthz: the tenant files' sites, or the hosts held from the service. */
  count(): number;
  /** What the "listening" log line says of the sites, once they are known (scripts/start.mjs reads it). */
  described(): Promise<Record<string, unknown>>;
}

/**
 * The sites this process serves (docs/decisions/024-sites-at-scale.md): the operator's service
 * when SITES_URL is set, asked per host and held in an LRU; otherwise the tenant files of
 * TENANTS_DIR, watched.
 */
export function servedSites(env: WebEnv): ServedSites {
  if (env.SITES_URL) {
    const log = scopedLogger("sites");
    const service = createServiceSites({
      service: httpSiteService({ url: env.SITES_URL, token: env.SITES_TOKEN }),
      logger: ({ level, msg, ...fields }) => log[level](fields, msg),
    });
    return {
      source: service,
      count: () => service.size(),
      described: async () => ({ sites: new URL(env.SITES_URL!).origin }),
    };
  }
  const registry = getTenantRegistry();
  return {
    source: registry,
    count: () => registry.count(),
    // After the registry's background validation: asking for every tenant sooner would do it at once.
    // A deployment of thousands logs their number only.
    described: () =>
      registry.ready.then(() => {
        const tenants = registry.all();
        return tenants.length <= 50
          ? { tenants: tenants.map(({ id, name, domains }) => ({ id, name, domains })) }
          : { tenantCount: tenants.length };
      }),
  };
}
