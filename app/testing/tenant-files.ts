// Helpers shared by the tenant tests (not a test file itself).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const DEMO_DIR = path.resolve(__dirname, "../../tenants");
export const DEMO_FILES = fs
  .readdirSync(DEMO_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort();

/** The parsed JSON of a demo tenant file, to derive test files from. */
export function demo(id: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(DEMO_DIR, `${id}.json`), "utf8"));
}

/** A fresh temporary folder, optionally holding copies of the demo tenants. */
export function tempTenantDir(withDemo = true): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tenants-"));
  if (withDemo) for (const f of DEMO_FILES) fs.copyFileSync(path.join(DEMO_DIR, f), path.join(dir, f));
  return dir;
}

export function writeJson(dir: string, name: string, value: unknown) {
  fs.writeFileSync(path.join(dir, name), typeof value === "string" ? value : JSON.stringify(value, null, 2));
}

/** Polls until `check` holds; fails after `ms` (the registry's promise is "live within 5 s"). */
export async function within(ms: number, check: () => boolean, what = "condition"): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - start;
}
