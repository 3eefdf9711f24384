import fs from "node:fs";
import path from "node:path";
import {
  byName,
  isTenantFile,
  loadSiteFile,
  readSiteFile,
  type FileState,
  type TenantLogEntry,
} from "./tenant-file.server";

/**
 * The tenant files of a folder as last looked at, by file name: a file is read again only when its
 * signature (mtime, ctime, size, inode) moved. An unreadable folder is reported once and the files
 * already read keep serving: a folder that vanishes for a moment (a redeploy swapping it) must not
 * take every site down. `defer` reads without validating (validated later, `FileState.pending`).
 */
export function tenantFolder(dir: string, log: (entry: TenantLogEntry) => void) {
  const files = new Map<string, FileState>();
  let dirError: string | undefined;
  /** The folder's mtime and inode as of the last full scan: the safety net compares them only. */
  let dirSignature = "";
  const folderSignature = () => {
    const stat = fs.statSync(dir);
    return `${stat.mtimeMs}:${stat.ino}`;
  };

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

  return {
    files,
    scan,
    /** Whether the folder itself moved since the last full scan (one stat; throws when it is away). */
    moved: () => folderSignature() !== dirSignature,
    /** Whether the folder was unreadable at the last full scan. */
    away: () => dirError !== undefined,
  };
}
