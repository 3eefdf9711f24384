// `npm run tenant:check [-- dir] [--api]`: validates every tenant file exactly as the web server
// loads it (schema, id = file name, a domain in one file only, DEFAULT_TENANT names a tenant).
// With --api, also asks each tenant's API (api.baseUrl, else API_URL, else the reference API on
// API_PORT) whether it knows each of the tenant's domains: a domain it does not know would show
// the site's "not set up" page (docs/decisions/024-sites-at-scale.md).
// Prints one line per valid file and one line per problem, lists every problem, then exits 1
// if there was any (0 when all files are valid).
// Relative imports only: tsx does not know the app's `~` alias.
import fs from "node:fs";
import path from "node:path";
import { apiBaseUrl } from "../app/api/base-url.server";
import { createTenantRegistry } from "../app/tenant/registry.server";
import { displayPath } from "../app/tenant/tenant-file.server";
import type { Tenant } from "../app/tenant/schema";

const args = process.argv.slice(2);
const askApi = args.includes("--api");
const dir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? process.env.TENANTS_DIR ?? "tenants");

let names: string[];
try {
  names = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort();
} catch (error) {
  console.error(`tenant:check: cannot read ${displayPath(dir)}: ${(error as Error).message}`);
  process.exit(1);
}
if (names.length === 0) {
  console.error(`tenant:check: no tenant files (*.json) in ${displayPath(dir)}`);
  process.exit(1);
}

const registry = createTenantRegistry({ dir, watch: false, logger: () => {} });
const errors = new Map(registry.errors().map(({ file, message }) => [file, message]));
for (const name of names) {
  const problem = errors.get(name);
  if (problem) {
    for (const line of problem.split("\n")) console.error(`✗ ${line}`);
    continue;
  }
  const tenant = registry.get(path.basename(name, ".json"))!;
  console.log(
    `✓ ${displayPath(path.join(dir, name))}: ${tenant.name} (niche ${tenant.niche}, ${tenant.languages.join(
      " "
    )}) on ${tenant.domains.join(", ")}`
  );
}

let failed = errors.size;

/** The domains of these tenants the API does not know, one line each; asked a few at a time. */
async function unknownToApi(tenants: Tenant[]): Promise<string[]> {
  const { FORCED_DOMAIN_PARAM } = await import("../app/api/endpoints");
  const env = { API_URL: process.env.API_URL || undefined, API_PORT: Number(process.env.API_PORT || 4000) };
  const asks = tenants.flatMap((tenant) => tenant.domains.map((domain) => ({ tenant, domain })));
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < asks.length) {
      const { tenant, domain } = asks[next++];
      const url = new URL("/api/settings.php", apiBaseUrl(tenant, env));
      url.searchParams.set(FORCED_DOMAIN_PARAM, domain);
      const where = `${displayPath(path.join(dir, `${tenant.id}.json`))}: domains: "${domain}"`;
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        if (body?.error === "unknown_site") {
          problems.push(`${where}: the API at ${url.origin} does not know this site (its pages say "not set up")`);
        } else if (!res.ok) {
          problems.push(
            `${where}: the API at ${url.origin} answered ${res.status}${body?.error ? ` ${body.error}` : ""}`
          );
        }
      } catch (error) {
        problems.push(`${where}: the API at ${url.origin} cannot be reached (${(error as Error).message})`);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return problems.sort();
}

if (askApi) {
  const problems = await unknownToApi(registry.all());
  for (const problem of problems) console.error(`✗ ${problem}`);
  failed += problems.length;
  if (problems.length === 0) console.log("tenant:check: the API knows every domain");
}
const defaultTenant = process.env.DEFAULT_TENANT;
if (defaultTenant && !registry.get(defaultTenant)) {
  console.error(`✗ DEFAULT_TENANT: "${defaultTenant}" is not a valid tenant in ${displayPath(dir)}`);
  failed++;
}

if (failed > 0) {
  console.error(
    errors.size > 0
      ? `tenant:check: ${errors.size} of ${names.length} files have errors`
      : `tenant:check: ${failed} problem${failed === 1 ? "" : "s"}`
  );
  process.exit(1);
}
console.log(`tenant:check: all ${names.length} tenant files are valid`);
