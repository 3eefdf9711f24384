import { remember } from "@epic-web/remember";
import { webEnv } from "../../lib/env";
import { scopedLogger } from "../../lib/logger";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { normalizeHost } from "./host.server";
import { parseTenant, type Tenant } from "./schema";
import { createSite, type Site, type SiteSource } from "./site";

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

interface FileState {
  /** Change signature of the file as last read. */
  signature: string;
  /** Read but not validated yet (deferValidation): its JSON, its bytes' hash. */
  pending?: { raw: unknown; version: string };
  /** The site in the file's current content, when that content is valid. */
  latest?: Site;
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
  const { site, error } = loadSiteFile(file);
  return site ? { tenant: site.config } : { error: error! };
}

/**
 * Reads and validates one tenant file as a Site; its version is a hash of the file's bytes, so
 * every process serving the file names the same version (site-data caches key on it).
 */
function loadSiteFile(file: string): { site?: Site; error?: string } {
  const read = readSiteFile(file);
  return "error" in read ? read : validateSite(file, read.raw, read.version);
}

function readSiteFile(file: string): { raw: unknown; version: string } | { error: string } {
  try {
    const text = fs.readFileSync(file, "utf8");
    return { raw: JSON.parse(text), version: createHash("sha1").update(text).digest("base64url").slice(0, 12) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? "not valid JSON" : "cannot be read";
    return { error: `${displayPath(file)}: (whole file): ${reason} (${(error as Error).message})` };
  }
}

function validateSite(file: string, raw: unknown, version: string): { site?: Site; error?: string } {
  const result = parseTenant(raw, displayPath(file), path.basename(file, ".json"));
  return result.ok ? { site: createSite(result.tenant, version) } : { error: result.errors.join("\n") };
}

/** File names in a fixed order: code points (a locale's collation costs 20× more over 25,000 files). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
  let serving = new Map<string, Site>();
  let fileErrors = new Map<string, string>();
  let hosts = new Map<string, Site>();
  let ids = new Map<string, Site>();
  let dirError: string | undefined;
  /** The folder's mtime and inode as of the last full scan: the safety net compares them only. */
  let dirSignature = "";
  let loaded = false;
  /** The last decision refused a claim: a change may let it in, so changes are decided in full. */
  let contested = false;
  let defaultMissing = false;
  let closed = false;

  const shown = (file: string) => displayPath(path.join(dir, file));

  const folderSignature = () => {
    const stat = fs.statSync(dir);
    return `${stat.mtimeMs}:${stat.ino}`;
  };

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

  /** Looks at one file: reads it again when its signature moved. True when the file changed. */
  function look(name: string, defer = false): boolean {
    const full = path.join(dir, name);
    let signature: string;
    try {
      const stat = fs.statSync(full); // follows symlinks (Kubernetes ConfigMaps)
      if (!stat.isFile()) throw new Error("not a file");
      signature = `${stat.mtimeMs}:${stat.ctimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return files.delete(name); // removed, a dangling link, or a folder named *.json
    }
    if (files.get(name)?.signature === signature) return false;
    if (defer) {
      const read = readSiteFile(full);
      if (!("error" in read)) {
        files.set(name, { signature, pending: read });
        return true;
      }
    }
    const { site, error } = loadSiteFile(full);
    files.set(name, { signature, latest: site, error });
    return true;
  }

  /** Which files changed on disk since the last look (only `names` when given); false when none did. */
  function scan(names?: Iterable<string>, defer = false): boolean {
    if (names) {
      let changed = false;
      for (const name of names) if (isTenantFile(name) && look(name)) changed = true;
      return changed;
    }
    let listed: string[];
    try {
      dirSignature = folderSignature(); // before listing: a change while listing moves it again
      listed = fs.readdirSync(dir).filter(isTenantFile).sort(byName);
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
    const present = new Set(listed);
    for (const gone of [...files.keys()].filter((file) => !present.has(file))) {
      files.delete(gone);
      changed = true;
    }
    for (const name of listed) if (look(name, defer)) changed = true;
    return changed;
  }

  /**
   * Which version of each file serves, given the versions serving now. `held` files do not try
   * their new content this round (it could not be applied without taking a site down).
   */
  function decide(previous: Map<string, Site>, held: Set<string>, notes: Map<string, string>) {
    const nextServing = new Map<string, Site>();
    const errors = new Map<string, string>();
    const claimed = new Map<string, string>();
    const wants = (file: string) => (!held.has(file) && files.get(file)!.latest) || previous.get(file);
    // A domain served now stays reserved for its file until that file has been decided, unless
    // the file's new content lets it go.
    const reserved = new Map<string, string>();
    for (const [file, site] of previous) {
      if (!files.has(file)) continue;
      for (const domain of site.config.domains)
        if (wants(file)?.config.domains.includes(domain)) reserved.set(domain, file);
    }
    // Unchanged files first, then updates of serving files, then new files; by name within each.
    const phase = (file: string) => {
      const latest = files.get(file)!.latest;
      return !latest || held.has(file) || latest === previous.get(file) ? 0 : previous.has(file) ? 1 : 2;
    };
    const order = [...files.keys()].sort((a, b) => phase(a) - phase(b) || byName(a, b));

    for (const file of order) {
      const state = files.get(file)!;
      const current = previous.get(file);
      for (const domain of current?.config.domains ?? []) if (reserved.get(domain) === file) reserved.delete(domain);
      const clashOf = (site: Site) => {
        for (const domain of site.config.domains) {
          const owner = claimed.get(domain) ?? reserved.get(domain);
          if (owner && owner !== file) return { domain, owner };
        }
        return undefined;
      };
      const problems: string[] = state.error ? [state.error] : [];
      let accepted: Site | undefined;
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
        for (const domain of accepted.config.domains) claimed.set(domain, file);
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
    contested = notes.size > 0;
    const nextHosts = new Map<string, Site>();
    const nextIds = new Map<string, Site>();
    for (const site of [...nextServing.values()].sort((a, b) => byName(a.id, b.id))) {
      nextIds.set(site.id, site);
      for (const domain of site.config.domains) nextHosts.set(domain, site);
    }
    hosts = nextHosts;
    ids = nextIds;

    // Log what changed, once. The first load is one line: 25,000 lines would cost the start more
    // than reading the files does.
    if (!loaded) {
      loaded = true;
      log({ level: "info", msg: "tenants loaded", dir, tenants: nextServing.size, invalid: errors.size });
    } else {
      for (const [file, site] of nextServing) {
        const before = previous.get(file);
        if (before !== site) {
          log({
            level: "info",
            msg: before ? "tenant updated" : "tenant loaded",
            file: shown(file),
            id: site.id,
            version: site.version,
          });
        }
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
    checkDefault();
  }

  function checkDefault() {
    const defaultId = options.defaultTenantId;
    if (defaultId && !ids.has(defaultId) !== defaultMissing) {
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
    if (contested) return false;
    const claimed = new Map<string, string>();
    for (const name of names) {
      const latest = files.get(name)?.latest;
      if (!latest) continue;
      const current = serving.get(name);
      for (const domain of latest.config.domains) {
        const owner = hosts.get(domain);
        if ((owner && owner !== current) || (claimed.get(domain) ?? name) !== name) return false;
        claimed.set(domain, name);
      }
    }
    for (const name of names) {
      const state = files.get(name);
      const current = serving.get(name);
      const next = state ? state.latest ?? current : undefined;
      if (next !== current) {
        for (const domain of current?.config.domains ?? []) if (hosts.get(domain) === current) hosts.delete(domain);
        if (current) ids.delete(current.id);
        if (next) {
          for (const domain of next.config.domains) hosts.set(domain, next);
          ids.set(next.id, next);
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

  /** The files events named since the last round; "*" = an event without a name (list the folder). */
  const dirty = new Set<string>();
  function applyEvents() {
    settleAll();
    const names = [...dirty];
    dirty.clear();
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

  let watcher: fs.FSWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let rescan: NodeJS.Timeout | undefined;

  // An event names the file it is about: only that file is read again, not the folder.
  const schedule = (_event: string, name: string | Buffer | null) => {
    if (closed) return;
    dirty.add(name ? String(name) : "*");
    clearTimeout(debounce);
    debounce = setTimeout(applyEvents, options.debounceMs ?? 100);
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
    // The safety net: one stat of the folder; the files only when it moved (a file added, removed
    // or renamed into place, a ConfigMap's link swapped) and the watcher may have missed it.
    rescan = setInterval(() => {
      let moved = true;
      try {
        moved = folderSignature() !== dirSignature;
      } catch {
        // The folder is away: the scan reports it once and keeps serving.
      }
      if (moved) reload();
      startWatcher();
    }, options.rescanMs ?? 1000);
    rescan.unref();
  }

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
    return hosts.get(normal) ?? (options.defaultTenantId ? ids.get(options.defaultTenantId) : undefined);
  };
  return {
    site,
    resolve: (host) => Promise.resolve(site(host)),
    byHost: (host) => site(host)?.config,
    get: (id) => (settleAll(), ids.get(id)?.config),
    all: () => (settleAll(), [...ids.values()].map((s) => s.config)),
    count: () => (provisional ? files.size : ids.size),
    errors: () =>
      (settleAll(), [...fileErrors])
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, message]) => ({ file, message })),
    ready,
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
