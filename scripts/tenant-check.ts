// `npm run tenant:check [-- dir]`: validates every tenant file exactly as the web server loads it
// (schema, id = file name, a domain in one file only, DEFAULT_TENANT names a tenant).
// Prints one line per valid file and one line per problem, lists every problem, then exits 1
// if there was any (0 when all files are valid).
// Relative imports only: tsx does not know the app's `~` alias.
import fs from "node:fs";
import path from "node:path";
import { createTenantRegistry, displayPath } from "../app/tenant/registry.server";

const dir = path.resolve(process.argv[2] ?? process.env.TENANTS_DIR ?? "tenants");

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
const defaultTenant = process.env.DEFAULT_TENANT;
if (defaultTenant && !registry.get(defaultTenant)) {
  console.error(`✗ DEFAULT_TENANT: "${defaultTenant}" is not a valid tenant in ${displayPath(dir)}`);
  failed++;
}

if (failed > 0) {
  console.error(`tenant:check: ${errors.size} of ${names.length} files have errors`);
  process.exit(1);
}
console.log(`tenant:check: all ${names.length} tenant files are valid`);
