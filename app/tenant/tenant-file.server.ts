import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseTenant, type Tenant } from "./schema";
import { createSite, type Site } from "./site";

// Relative imports only (no `~`): scripts/tenant-check.ts and server/index.ts load this under
// tsx/esbuild outside the Remix compiler.

export interface TenantFileError {
  /** The file name inside the folder, e.g. "foo.json". */
  file: string;
  /** "<path>: <field>: <message>", one problem per line, e.g. "tenants/foo.json: niche: …". */
  message: string;
}

export interface TenantLogEntry {
  level: "info" | "warn" | "error";
  msg: string;
  [key: string]: unknown;
}

/** One tenant file as last looked at. */
export interface FileState {
  /** Change signature of the file as last read. */
  signature: string;
  /** Read but not validated yet (deferValidation): its JSON, its bytes' hash. */
  pending?: { raw: unknown; version: string };
  /** The site in the file's current content, when that content is valid. */
  latest?: Site;
  /** Why the file's current content is invalid. */
  error?: string;
}

/** The name a file goes by in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

/** Reads and validates one tenant file. Errors name the file and the field, one line each. */
export function loadTenantFile(
  file: string
): { tenant: Tenant; error?: undefined } | { tenant?: undefined; error: string } {
  const { site, error } = loadSiteFile(file);
  return site ? { tenant: site.config } : { error: error! };
}

/**
 * Reads and validates one tenant file as a Site; its version is a hash of the file's bytes, so
 * every process serving the file names the same version (site-data caches key on it).
 */
export function loadSiteFile(file: string): { site?: Site; error?: string } {
  const read = readSiteFile(file);
  return "error" in read ? read : validateSite(file, read.raw, read.version);
}

export function readSiteFile(file: string): { raw: unknown; version: string } | { error: string } {
  try {
    const text = fs.readFileSync(file, "utf8");
    return { raw: JSON.parse(text), version: createHash("sha1").update(text).digest("base64url").slice(0, 12) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? "not valid JSON" : "cannot be read";
    return { error: `${displayPath(file)}: (whole file): ${reason} (${(error as Error).message})` };
  }
}

export function validateSite(file: string, raw: unknown, version: string): { site?: Site; error?: string } {
  const result = parseTenant(raw, displayPath(file), path.basename(file, ".json"));
  return result.ok ? { site: createSite(result.tenant, version) } : { error: result.errors.join("\n") };
}

/** File names in a fixed order: code points (a locale's collation costs 20× more over 25,000 files). */
export const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Tenant files: `*.json`, not hidden (editors' lock and swap files start with a dot). */
export function isTenantFile(name: string): boolean {
  return name.endsWith(".json") && !name.startsWith(".");
}
