import { webEnv } from "../../lib/env";
import { scopedLogger } from "../../lib/logger";
import fs from "node:fs";
import path from "node:path";
import { normalizeHost } from "./host.server";
import { parseTenant, type Tenant } from "./schema";

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

export interface TenantRegistryOptions {
  /** The folder holding the `<id>.json` files. */
  dir: string;
  /** Served for hosts no file claims (env DEFAULT_TENANT); otherwise they resolve to undefined. */
  defaultTenantId?: string;
  /** Structured log lines; default: one JSON line per entry on stderr. */
  logger?: (entry: TenantLogEntry) => void;
  /** Watch the folder for changes (default true); false = load once (tenant:check). */
  watch?: boolean;
  /** Quiet period after a file-system event before re-reading (default 150 ms). */
  debounceMs?: number;
  /** Safety-net rescan for file systems where fs.watch misses events (default 2000 ms). */
  rescanMs?: number;
}

export interface TenantRegistry {
  /** O(1): the tenant serving this host (any case, port allowed), else the default tenant, else undefined. */
  byHost(host: string): Tenant | undefined;
  get(id: string): Tenant | undefined;
  /** Every tenant serving now, by id. */
  all(): Tenant[];
  /** Files that are wrong right now; a file listed here may still serve its last good version. */
  errors(): TenantFileError[];
  /** Resolves once the folder has been loaded (loading is synchronous, so it already has). */
  ready: Promise<void>;
  /** Re-reads changed files now; the watcher calls this, tests and tools may too. */
  reload(): void;
  /** Stops watching; the registry keeps answering with what it has. */
  close(): void;
}

interface FileState {
  /** Change signature of the file as last read. */
  signature: string;
  /** The tenant in the file's current content, when that content is valid. */
  latest?: Tenant;
  /** Why the file's current content is invalid. */
  error?: string;
}

const tenantLog = scopedLogger("tenants");
const defaultLogger = ({ level, msg, ...entry }: TenantLogEntry) => tenantLog[level](entry, msg);

/** The name a file goes by in messages: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

/** Reads and validates one tenant file. Errors name the file and the field, one line each. */
export function loadTenantFile(
  file: string
): { tenant: Tenant; error?: undefined } | { tenant?: undefined; error: string } {
  const shown = displayPath(file);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    const reason = error instanceof SyntaxError ? "not valid JSON" : "cannot be read";
    return { error: `${shown}: (whole file): ${reason} (${(error as Error).message})` };
  }
  const result = parseTenant(raw, shown, path.basename(file, ".json"));
  return result.ok ? { tenant: result.tenant } : { error: result.errors.join("\n") };
}

/** Tenant files: `*.json`, not hidden (editors' lock and swap files start with a dot). */
function isTenantFile(name: string): boolean {
  return name.endsWith(".json") && !name.startsWith(".");
}

/**
 * Loads every `<dir>/*.json`, validates it, indexes the tenants by host and watches the folder so
 * that a new, changed or deleted file is live within seconds, without a restart.
 *
 * - An invalid file (schema, JSON, id ≠ file name) is reported with file and field; the last good
 *   version of that tenant keeps serving, and a new invalid file serves nothing.
 * - A domain is served by one file only. A domain already served is never taken over by another
 *   file; between two new claims, the file name that sorts first wins. The loser is reported
 *   (naming both files) and keeps its last good version, if any.
 */
export function createTenantRegistry(options: TenantRegistryOptions): TenantRegistry {
  const log = options.logger ?? defaultLogger;
  const dir = path.resolve(options.dir);
  const files = new Map<string, FileState>();
  /** file name → the version in the index. */
  let serving = new Map<string, Tenant>();
  let fileErrors = new Map<string, string>();
  let hosts = new Map<string, Tenant>();
  let ids = new Map<string, Tenant>();
  let dirError: string | undefined;
  let defaultMissing = false;
  let closed = false;

  const shown = (file: string) => displayPath(path.join(dir, file));

  /** Which files changed on disk since the last look; false when nothing did. */
  function scan(): boolean {
    let names: string[];
    try {
      names = fs.readdirSync(dir).filter(isTenantFile).sort();
      if (dirError) log({ level: "info", msg: "tenants folder readable again", dir });
      dirError = undefined;
    } catch (error) {
      // Keep serving what we have: a folder that vanishes for a moment (a redeploy swapping it)
      // must not take every site down.
      const message = String(error);
      if (message !== dirError) log({ level: "error", msg: "tenants folder unreadable", dir, error: message });
      dirError = message;
      return false;
    }
    let changed = false;
    for (const gone of [...files.keys()].filter((file) => !names.includes(file))) {
      files.delete(gone);
      changed = true;
    }
    for (const name of names) {
      const full = path.join(dir, name);
      let signature: string;
      try {
        const stat = fs.statSync(full); // follows symlinks (Kubernetes ConfigMaps)
        signature = `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
      } catch {
        if (files.delete(name)) changed = true; // removed since readdir, or a dangling link
        continue;
      }
      if (files.get(name)?.signature === signature) continue;
      const { tenant, error } = loadTenantFile(full);
      files.set(name, { signature, latest: tenant, error });
      changed = true;
    }
    return changed;
  }

  /**
   * Which version of each file serves, given the versions serving now. `held` files do not try
   * their new content this round (it could not be applied without taking a site down).
   */
  function decide(previous: Map<string, Tenant>, held: Set<string>, notes: Map<string, string>) {
    const nextServing = new Map<string, Tenant>();
    const errors = new Map<string, string>();
    const claimed = new Map<string, string>();
    const wants = (file: string) => (!held.has(file) && files.get(file)!.latest) || previous.get(file);
    // A domain served now stays reserved for its file until that file has been decided, unless
    // the file's new content lets it go.
    const reserved = new Map<string, string>();
    for (const [file, tenant] of previous) {
      if (!files.has(file)) continue;
      for (const domain of tenant.domains) if (wants(file)?.domains.includes(domain)) reserved.set(domain, file);
    }
    // Unchanged files first, then updates of serving files, then new files; by name within each.
    const phase = (file: string) => {
      const latest = files.get(file)!.latest;
      return !latest || held.has(file) || latest === previous.get(file) ? 0 : previous.has(file) ? 1 : 2;
    };
    const order = [...files.keys()].sort((a, b) => phase(a) - phase(b) || a.localeCompare(b));

    for (const file of order) {
      const state = files.get(file)!;
      const current = previous.get(file);
      for (const domain of current?.domains ?? []) if (reserved.get(domain) === file) reserved.delete(domain);
      const clashOf = (tenant: Tenant) => {
        for (const domain of tenant.domains) {
          const owner = claimed.get(domain) ?? reserved.get(domain);
          if (owner && owner !== file) return { domain, owner };
        }
        return undefined;
      };
      const problems: string[] = state.error ? [state.error] : [];
      let accepted: Tenant | undefined;
      if (state.latest && !held.has(file)) {
        const clash = clashOf(state.latest);
        if (!clash) accepted = state.latest;
        else
          notes.set(
            file,
            `${shown(file)}: domains: "${clash.domain}" is already claimed by ${shown(
              clash.owner
            )} (a domain belongs to one file only)`
          );
      }
      if (!accepted && state.latest && notes.has(file)) problems.push(notes.get(file)!);
      if (!accepted && current && current !== state.latest && !clashOf(current)) accepted = current;
      if (accepted) {
        nextServing.set(file, accepted);
        for (const domain of accepted.domains) claimed.set(domain, file);
      }
      if (problems.length > 0) errors.set(file, problems.join("\n"));
    }
    return { nextServing, errors };
  }

  /** Decides which version of each file serves, and rebuilds the host index. */
  function rebuild() {
    const previous = serving;
    const previousErrors = fileErrors;
    // A serving site must never go dark because of another file's edit: when a round leaves one
    // unserved, that file keeps its serving version and the round is decided again.
    const held = new Set<string>();
    const notes = new Map<string, string>();
    let round = decide(previous, held, notes);
    for (;;) {
      const dark = [...previous.keys()].find((f) => files.has(f) && !held.has(f) && !round.nextServing.has(f));
      if (!dark) break;
      held.add(dark);
      round = decide(previous, held, notes);
    }
    const { nextServing, errors } = round;

    serving = nextServing;
    fileErrors = errors;
    const nextHosts = new Map<string, Tenant>();
    const nextIds = new Map<string, Tenant>();
    for (const tenant of [...nextServing.values()].sort((a, b) => a.id.localeCompare(b.id))) {
      nextIds.set(tenant.id, tenant);
      for (const domain of tenant.domains) nextHosts.set(domain, tenant);
    }
    hosts = nextHosts;
    ids = nextIds;

    // Log what changed, once.
    for (const [file, tenant] of nextServing) {
      const before = previous.get(file);
      if (before !== tenant) {
        log({ level: "info", msg: before ? "tenant updated" : "tenant loaded", file: shown(file), id: tenant.id });
      }
    }
    for (const [file, tenant] of previous) {
      if (!nextServing.has(file)) {
        log({
          level: files.has(file) ? "error" : "info",
          msg: files.has(file) ? "tenant no longer served" : "tenant removed",
          file: shown(file),
          id: tenant.id,
        });
      }
    }
    for (const [file, message] of errors) {
      if (previousErrors.get(file) === message) continue;
      log({
        level: "error",
        msg: "invalid tenant file",
        file: shown(file),
        error: message,
        serving: nextServing.has(file) ? "last good version" : "nothing",
      });
    }
    for (const file of previousErrors.keys()) {
      if (!errors.has(file) && files.has(file)) log({ level: "info", msg: "tenant file fixed", file: shown(file) });
    }
    const defaultId = options.defaultTenantId;
    if (defaultId && !nextIds.has(defaultId) !== defaultMissing) {
      defaultMissing = !defaultMissing;
      if (defaultMissing) log({ level: "error", msg: "DEFAULT_TENANT names no tenant that is serving", id: defaultId });
    }
  }

  function reload() {
    if (scan()) rebuild();
  }

  // Initial load: synchronous, so the server never answers before its tenants are known.
  scan();
  rebuild();

  let watcher: fs.FSWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let rescan: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed) return;
    clearTimeout(debounce);
    debounce = setTimeout(reload, options.debounceMs ?? 150);
    debounce.unref();
  };
  const startWatcher = () => {
    if (watcher || closed) return;
    try {
      watcher = fs.watch(dir, { persistent: false }, schedule);
      watcher.on("error", (error) => {
        // E.g. the folder was deleted or replaced: fall back to rescans, which re-arm the watch.
        log({ level: "warn", msg: "tenants folder watch lost; rescanning", dir, error: String(error) });
        watcher?.close();
        watcher = undefined;
      });
    } catch (error) {
      if (!dirError)
        log({ level: "warn", msg: "cannot watch tenants folder; rescanning only", dir, error: String(error) });
    }
  };
  if (options.watch !== false) {
    startWatcher();
    rescan = setInterval(() => {
      reload();
      startWatcher();
    }, options.rescanMs ?? 2000);
    rescan.unref();
  }

  return {
    byHost(host) {
      const tenant = hosts.get(normalizeHost(host));
      if (tenant) return tenant;
      return options.defaultTenantId ? ids.get(options.defaultTenantId) : undefined;
    },
    get: (id) => ids.get(id),
    all: () => [...ids.values()],
    errors: () => [...fileErrors].sort(([a], [b]) => a.localeCompare(b)).map(([file, message]) => ({ file, message })),
    ready: Promise.resolve(),
    reload,
    close() {
      closed = true;
      watcher?.close();
      watcher = undefined;
      clearTimeout(debounce);
      clearInterval(rescan);
    },
  };
}

const GLOBAL_KEY = Symbol.for("dating-platform.tenant-registry");

/**
 * The process-wide registry: TENANTS_DIR (default `<cwd>/tenants`) and DEFAULT_TENANT, created
 * on first use and kept on globalThis, so module reloads (remix dev) do not start a second watcher.
 */
export function getTenantRegistry(): TenantRegistry {
  const store = globalThis as { [GLOBAL_KEY]?: TenantRegistry };
  store[GLOBAL_KEY] ??= createTenantRegistry({
    dir: path.resolve(process.cwd(), webEnv().TENANTS_DIR),
    defaultTenantId: webEnv().DEFAULT_TENANT,
  });
  return store[GLOBAL_KEY];
}
