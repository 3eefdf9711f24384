import { remember } from "@epic-web/remember";
import { webEnv } from "../../lib/env";
import { scopedLogger } from "../../lib/logger";
import path from "node:path";
import { claimsUnchallenged, decideClaims } from "./domain-claims.server";
import { watchTenantFolder } from "./folder-watch.server";
import { logServingChanges } from "./serving-changes.server";
import { normalizeHost } from "./host.server";
import { tenantFolder } from "./tenant-folder.server";
import { indexSites, swapInIndex } from "./host-index.server";
import type { Tenant } from "./schema";
import type { Site, SiteSource } from "./site";
import {
  displayPath,
  isTenantFile,
  validateSite,
  type FileState,
  type TenantFileError,
  type TenantLogEntry,
} from "./tenant-file.server";

// Relative imports only (no `~`): scripts/tenant-check.ts and server/index.ts load this under
// tsx/esbuild outside the Remix compiler.

export interface TenantRegistryOptions {
  /** The folder holding the `<id>.json` files. */
  dir: string;
  /** Served for hosts no file claims (env DEFAULT_TENANT); otherwise they resolve to undefined. */
  defaultTenantId?: string;
  /** Structured log lines; default: one JSON line per entry on stderr. */
  logger?: (entry: TenantLogEntry) => void;
  /** Watch the folder for changes (default true); false = load once (tenant:check). */
  watch?: boolean;
  /** Quiet period after a file-system event before re-reading the files it names (default 100 ms). */
  debounceMs?: number;
  /**
   * Safety net for file systems where fs.watch misses events: this often the folder's own mtime is
   * compared (one stat), and only when it moved is the folder listed and every file stat'ed
   * (default 1000 ms). A file edited in place without any event is picked up by the next event or
   * folder change.
   */
  rescanMs?: number;
  /**
   * Serve at once and validate the files in the background (the web server; default false). Until
   * every file is validated, a host is answered by the file that claims it first by name, validated
   * on its first request; then claims are decided as always. Validating 25,000 files takes about a
   * second; reading them a quarter of that (docs/decisions/024-sites-at-scale.md).
   */
  deferValidation?: boolean;
}

export interface TenantRegistry extends SiteSource {
  /** O(1): the Site (this version of the tenant) serving this host, else the default tenant's, else undefined. */
  site(host: string): Site | undefined;
  /** O(1): the tenant serving this host (any case, port allowed), else the default tenant, else undefined. */
  byHost(host: string): Tenant | undefined;
  get(id: string): Tenant | undefined;
  /** Every tenant serving now, by id. */
  all(): Tenant[];
  /** How many tenants serve now (before the claims are decided: how many files were read). Cheap. */
  count(): number;
  /** Files that are wrong right now; a file listed here may still serve its last good version. */
  errors(): TenantFileError[];
  /** Resolves once every file has been validated and the domain claims decided. */
  ready: Promise<void>;
  /** Re-reads changed files now (every file is stat'ed); the safety net calls this, tests and tools may too. */
  reload(): void;
  /** Stops watching; the registry keeps answering with what it has. */
  close(): void;
}

const tenantLog = scopedLogger("tenants");
const defaultLogger = ({ level, msg, ...entry }: TenantLogEntry) => tenantLog[level](entry, msg);

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
  const folder = tenantFolder(dir, log);
  const { files, scan } = folder;
  /** file name → the version in the index. */
  let serving = new Map<string, Site>();
  let fileErrors = new Map<string, string>();
  let index = indexSites([]);
  let loaded = false;
  /** The last decision refused a claim: a change may let it in, so changes are decided in full. */
  let contested = false;
  let defaultMissing = false;
  let closed = false;

  const shown = (file: string) => displayPath(path.join(dir, file));

  /** The hosts files claim while they are not all validated yet (deferValidation). */
  let provisional: Map<string, string> | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  /** Validates a file read with deferValidation. */
  function settle(name: string, state: FileState) {
    if (!state.pending) return;
    const { site, error } = validateSite(path.join(dir, name), state.pending.raw, state.pending.version);
    state.pending = undefined;
    state.latest = site;
    state.error = error;
  }

  /** Validates whatever is left and decides the claims: from now on the index answers alone. */
  function settleAll() {
    if (!provisional) return;
    for (const [name, state] of files) settle(name, state);
    provisional = undefined;
    rebuild();
    markReady();
  }

  /** Decides which version of each file serves, and rebuilds the host index. */
  function rebuild() {
    const previous = serving;
    const previousErrors = fileErrors;
    const { serving: nextServing, errors, contested: refused } = decideClaims(files, previous, shown);
    serving = nextServing;
    fileErrors = errors;
    contested = refused;
    index = indexSites(nextServing.values());

    // The first load is one line: 25,000 lines would cost the start more than reading the files does.
    if (!loaded) log({ level: "info", msg: "tenants loaded", dir, tenants: nextServing.size, invalid: errors.size });
    logServingChanges(log, shown, { files, previous, serving: nextServing, previousErrors, errors }, loaded);
    loaded = true;
    checkDefault();
  }

  function checkDefault() {
    const defaultId = options.defaultTenantId;
    if (defaultId && !index.ids.has(defaultId) !== defaultMissing) {
      defaultMissing = !defaultMissing;
      if (defaultMissing) log({ level: "error", msg: "DEFAULT_TENANT names no tenant that is serving", id: defaultId });
    }
  }

  /**
   * Applies a change of a few files in place, when no domain is contested before or after it: the
   * outcome is the one the whole decision would reach, without deciding 25,000 files again.
   * False (nothing changed) when a domain is claimed by another file or was contested: then the
   * caller decides everything.
   */
  function applyQuickly(names: string[]): boolean {
    if (contested || !claimsUnchallenged(names, files, serving, index.hosts)) return false;
    for (const name of names) {
      const state = files.get(name);
      const current = serving.get(name);
      const next = state ? state.latest ?? current : undefined;
      if (next !== current) {
        swapInIndex(index, current, next);
        if (next) {
          serving.set(name, next);
          log({
            level: "info",
            msg: current ? "tenant updated" : "tenant loaded",
            file: shown(name),
            id: next.id,
            version: next.version,
          });
        } else {
          serving.delete(name);
          log({ level: "info", msg: "tenant removed", file: shown(name), id: current!.id });
        }
      }
      const error = state?.error;
      const before = fileErrors.get(name);
      if (error && error !== before) {
        fileErrors.set(name, error);
        log({
          level: "error",
          msg: "invalid tenant file",
          file: shown(name),
          error,
          serving: next ? "last good version" : "nothing",
        });
      } else if (!error && before !== undefined) {
        fileErrors.delete(name);
        if (state) log({ level: "info", msg: "tenant file fixed", file: shown(name) });
      }
    }
    checkDefault();
    return true;
  }

  function reload() {
    settleAll();
    if (scan()) rebuild();
  }

  /** Applies the files events named ("*": an event without a name, so the folder is listed). */
  function applyEvents(names: string[]) {
    settleAll();
    if (names.includes("*")) {
      if (scan()) rebuild();
    } else if (scan(names) && !applyQuickly(names.filter(isTenantFile))) rebuild();
  }

  // Initial load: the files are read synchronously, so the server never answers before its
  // tenants are known. Without deferValidation they are validated and decided at once too.
  if (options.deferValidation) {
    scan(undefined, true);
    // Meanwhile a host goes to the first file by name that lists it (as claims are decided between
    // new files), validated when first asked for.
    provisional = new Map();
    for (const [name, state] of files) {
      const domains = (state.pending?.raw as { domains?: unknown } | undefined)?.domains;
      if (!Array.isArray(domains)) continue;
      for (const domain of domains) {
        if (typeof domain === "string" && !provisional.has(domain)) provisional.set(domain, name);
      }
    }
    // In slices, so requests are answered between them.
    const names = [...files.keys()];
    const step = (from: number) => {
      if (!provisional || closed) return;
      for (const name of names.slice(from, from + 500)) {
        const state = files.get(name);
        if (state) settle(name, state);
      }
      if (from + 500 < names.length) setImmediate(step, from + 500);
      else settleAll();
    };
    setImmediate(step, 0);
  } else {
    scan();
    rebuild();
    markReady();
  }

  const stopWatching =
    options.watch === false
      ? () => {}
      : watchTenantFolder({
          dir,
          log,
          debounceMs: options.debounceMs,
          rescanMs: options.rescanMs,
          changed: (names) => !closed && applyEvents(names),
          folderMoved: folder.moved,
          rescan: reload,
          folderAway: folder.away,
        });

  /** Before the claims are decided: the provisional claimant, validated now; a valid claim only. */
  const early = (name: string | undefined, host?: string) => {
    const state = name === undefined ? undefined : files.get(name);
    if (!state) return undefined;
    settle(name!, state);
    return host === undefined || state.latest?.config.domains.includes(host) ? state.latest : undefined;
  };
  const site = (host: string): Site | undefined => {
    const normal = normalizeHost(host);
    if (provisional) {
      return (
        early(provisional.get(normal), normal) ??
        (options.defaultTenantId ? early(`${options.defaultTenantId}.json`) : undefined)
      );
    }
    return index.hosts.get(normal) ?? (options.defaultTenantId ? index.ids.get(options.defaultTenantId) : undefined);
  };
  return {
    site,
    resolve: (host) => Promise.resolve(site(host)),
    byHost: (host) => site(host)?.config,
    get: (id) => (settleAll(), index.ids.get(id)?.config),
    all: () => (settleAll(), [...index.ids.values()].map((s) => s.config)),
    count: () => (provisional ? files.size : index.ids.size),
    errors: () =>
      (settleAll(), [...fileErrors])
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, message]) => ({ file, message })),
    ready,
    reload,
    close() {
      closed = true;
      stopWatching();
    },
  };
}

/** The name the process-wide registry is remembered under. */
export const TENANT_REGISTRY_NAME = "dating-platform.tenant-registry";

/**
 * The process-wide registry: TENANTS_DIR (default `<cwd>/tenants`) and DEFAULT_TENANT, created
 * on first use and remembered for the process, so module reloads (remix dev) do not start a
 * second watcher.
 */
export const getTenantRegistry = (): TenantRegistry =>
  remember(TENANT_REGISTRY_NAME, () =>
    createTenantRegistry({
      dir: path.resolve(process.cwd(), webEnv().TENANTS_DIR),
      defaultTenantId: webEnv().DEFAULT_TENANT,
      deferValidation: true,
    })
  );
