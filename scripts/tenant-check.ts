// `npm run tenant:check [dir]`: validates every tenant file (schema, id = file name, no domain
// claimed twice). Prints one line per file and exits 1 if any file is wrong.
import fs from "node:fs";
import path from "node:path";
import { loadTenantFile } from "../app/tenant/registry.server";

const dir = path.resolve(process.argv[2] ?? process.env.TENANTS_DIR ?? "tenants");
const files = fs.existsSync(dir)
  ? fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .sort()
  : [];
if (files.length === 0) {
  console.error(`tenant:check: no tenant files in ${dir}`);
  process.exit(1);
}

let failed = 0;
const claimed = new Map<string, string>();
for (const file of files) {
  const { tenant, error } = loadTenantFile(path.join(dir, file));
  const clash = tenant?.domains.find((d) => claimed.has(d));
  const problem =
    error ?? (clash ? `${file}: domains: "${clash}" is already claimed by ${claimed.get(clash)}` : undefined);
  if (problem) {
    failed++;
    console.error(`✗ ${problem}`);
    continue;
  }
  for (const d of tenant!.domains) claimed.set(d, file);
  console.log(`✓ ${file}: ${tenant!.name} (niche ${tenant!.niche}) on ${tenant!.domains.join(", ")}`);
}
if (failed > 0) {
  console.error(`tenant:check: ${failed} of ${files.length} files have errors`);
  process.exit(1);
}
console.log(`tenant:check: all ${files.length} tenant files are valid`);
