import fs from "node:fs";
import path from "node:path";
import { normalizeHost } from "./host";
import { describeIssues, TenantSchema, type Tenant } from "./schema";

export interface TenantFileError {
  file: string;
  message: string;
}

export interface TenantRegistry {
  /** O(1): the tenant a host belongs to, else the default tenant (if configured). */
  byHost(host: string): Tenant | undefined;
  get(id: string): Tenant | undefined;
  all(): Tenant[];
  /** Files that currently fail validation (their last good version, if any, keeps serving). */
  errors(): TenantFileError[];
  /** Re-reads the folder now (the watcher calls this; tests may too). */
  reload(): void;
  close(): void;
}

interface Options {
  dir: string;
  defaultTenantId?: string;
  watch?: boolean;
  /** Safety-net rescan interval for file systems where fs.watch misses events. */
  rescanMs?: number;
  logger?: (entry: Record<string, unknown>) => void;
}

interface FileState {
  mtimeMs: number;
  size: number;
  /** The last version that validated; served while a broken edit is fixed. */
  good?: Tenant;
}

/** Reads and validates one tenant file; the error names the file and the field. */
export function loadTenantFile(file: string): { tenant?: Tenant; error?: string } {
  const name = path.basename(file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    return { error: `${name}: not valid JSON (${(error as Error).message})` };
  }
  const parsed = TenantSchema.safeParse(raw);
  if (!parsed.success) return { error: `${name}: ${describeIssues(parsed.error)}` };
  if (parsed.data.id !== name.replace(/\.json$/, "")) {
    return { error: `${name}: id: must equal the file name ("${name.replace(/\.json$/, "")}")` };
  }
  return { tenant: parsed.data };
}

/**
 * Loads every tenants/*.json, indexes them by host, and watches the folder so that a new or
 * changed file is live within seconds. A file that fails validation is reported with its file
 * name and field; the last good version of that tenant keeps serving.
 */
export function createTenantRegistry(options: Options): TenantRegistry {
  const log = options.logger ?? ((entry) => console.error(JSON.stringify({ t: new Date().toISOString(), ...entry })));
  const files = new Map<string, FileState>();
  let fileErrors = new Map<string, string>();
  let byHost = new Map<string, Tenant>();
  let byId = new Map<string, Tenant>();

  function rebuildIndex() {
    const hosts = new Map<string, Tenant>();
    const ids = new Map<string, Tenant>();
    const owner = new Map<string, string>();
    // Tenants already serving keep their domains against a newcomer; at start, file name order.
    const serving = (state: FileState) => (state.good && byId.get(state.good.id) === state.good ? 0 : 1);
    const ordered = [...files].sort(([a, x], [b, y]) => serving(x) - serving(y) || a.localeCompare(b));
    for (const [file, state] of ordered) {
      const tenant = state.good;
      if (!tenant) continue;
      const clash = tenant.domains.find((d) => hosts.has(d));
      if (clash) {
        fileErrors.set(file, `${file}: domains: "${clash}" is already claimed by ${owner.get(clash)}`);
        continue;
      }
      for (const domain of tenant.domains) {
        hosts.set(domain, tenant);
        owner.set(domain, file);
      }
      ids.set(tenant.id, tenant);
    }
    byHost = hosts;
    byId = ids;
  }

  function reload() {
    let names: string[];
    try {
      names = fs.readdirSync(options.dir).filter((f) => f.endsWith(".json"));
    } catch (error) {
      log({ level: "error", msg: "tenants folder unreadable", dir: options.dir, error: String(error) });
      return;
    }
    let changed = false;
    const errors = new Map<string, string>();
    for (const gone of [...files.keys()].filter((f) => !names.includes(f))) {
      files.delete(gone);
      changed = true;
      log({ level: "info", msg: "tenant removed", file: gone });
    }
    for (const name of names) {
      const full = path.join(options.dir, name);
      let stat: fs.Stats;
      try {
        stat = fs.statSync(full);
      } catch {
        continue; // deleted between readdir and stat
      }
      const known = files.get(name);
      if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) {
        const previous = fileErrors.get(name);
        if (previous) errors.set(name, previous);
        continue;
      }
      const { tenant, error } = loadTenantFile(full);
      const state: FileState = { mtimeMs: stat.mtimeMs, size: stat.size, good: tenant ?? known?.good };
      files.set(name, state);
      changed = true;
      if (error) {
        errors.set(name, error);
        log({
          level: "error",
          msg: "invalid tenant file",
          error,
          serving: state.good ? "last good version" : "nothing",
        });
      } else {
        log({ level: "info", msg: known ? "tenant updated" : "tenant loaded", file: name, id: tenant?.id });
      }
    }
    fileErrors = errors;
    if (changed) rebuildIndex();
  }

  reload();
  if (options.defaultTenantId && !byId.has(options.defaultTenantId)) {
    log({ level: "error", msg: "DEFAULT_TENANT names no tenant", id: options.defaultTenantId });
  }

  let watcher: fs.FSWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let rescan: NodeJS.Timeout | undefined;
  if (options.watch !== false) {
    const schedule = () => {
      clearTimeout(debounce);
      debounce = setTimeout(reload, 150);
      debounce.unref();
    };
    try {
      watcher = fs.watch(options.dir, schedule);
      watcher.unref();
    } catch (error) {
      log({ level: "warn", msg: "cannot watch tenants folder; rescanning only", error: String(error) });
    }
    rescan = setInterval(reload, options.rescanMs ?? 2000);
    rescan.unref();
  }

  return {
    byHost(host) {
      const tenant = byHost.get(normalizeHost(host));
      return tenant ?? (options.defaultTenantId ? byId.get(options.defaultTenantId) : undefined);
    },
    get: (id) => byId.get(id),
    all: () => [...byId.values()],
    errors: () => [...fileErrors].map(([file, message]) => ({ file, message })),
    reload,
    close() {
      watcher?.close();
      clearTimeout(debounce);
      clearInterval(rescan);
    },
  };
}

/** The process-wide registry (TENANTS_DIR, DEFAULT_TENANT), kept on globalThis across module reloads. */
export function getTenantRegistry(): TenantRegistry {
  const g = globalThis as { __tenantRegistry?: TenantRegistry };
  g.__tenantRegistry ??= createTenantRegistry({
    dir: path.resolve(process.env.TENANTS_DIR ?? "tenants"),
    defaultTenantId: process.env.DEFAULT_TENANT || undefined,
  });
  return g.__tenantRegistry;
}
