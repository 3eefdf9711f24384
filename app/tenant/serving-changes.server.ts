import type { Site } from "./site";
import type { FileState, TenantLogEntry } from "./tenant-file.server";

export interface ServingChange {
  files: ReadonlyMap<string, FileState>;
  /** File name → the version serving before and after the change. */
  previous: ReadonlyMap<string, Site>;
  serving: ReadonlyMap<string, Site>;
  /** File name → why it is wrong, before and after. */
  previousErrors: ReadonlyMap<string, string>;
  errors: ReadonlyMap<string, string>;
}

/**
 * What a change of the tenant files changed, told once: each site loaded, updated, removed or no
 * longer served, each file that turned invalid (and what serves meanwhile) or was fixed. Without
 * `eachSite` (the first load, which the registry tells in one line) the sites are not listed.
 */
export function logServingChanges(
  log: (entry: TenantLogEntry) => void,
  shown: (file: string) => string,
  { files, previous, serving, previousErrors, errors }: ServingChange,
  eachSite: boolean
) {
  for (const [file, site] of eachSite ? serving : []) {
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
  for (const [file, tenant] of previous) {
    if (!serving.has(file)) {
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
      serving: serving.has(file) ? "last good version" : "nothing",
    });
  }
  for (const file of previousErrors.keys()) {
    if (!errors.has(file) && files.has(file)) log({ level: "info", msg: "tenant file fixed", file: shown(file) });
  }
}
