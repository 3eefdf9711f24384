import fs from "node:fs";
import type { TenantLogEntry } from "./tenant-file.server";

export interface FolderWatchOptions {
  dir: string;
  log: (entry: TenantLogEntry) => void;
  /** Quiet period after a file-system event before `changed` is called (default 100 ms). */
  debounceMs?: number;
  /** How often the safety net looks at the folder (default 1000 ms). */
  rescanMs?: number;
  /** The file names events named since the last call; "*" for an event without a name. */
  changed: (names: string[]) => void;
  /** The safety net: whether the folder itself moved since the last full scan (one stat). */
  folderMoved: () => boolean;
  /** Reads the whole folder again. */
  rescan: () => void;
  /** Whether the folder is known to be unreadable now (then a failed watch is not reported). */
  folderAway: () => boolean;
}

/**
 * Hot reload of the tenants folder: a file-system event names the file it is about, and only that
 * file is read again, after a quiet period. A safety net for file systems where fs.watch misses
 * events compares the folder's own signature and rescans only when it moved (a file added, removed
 * or renamed into place, a ConfigMap's link swapped); it also re-arms a watch that was lost.
 * Returns the function that stops watching.
 */
export function watchTenantFolder(options: FolderWatchOptions): () => void {
  const { dir, log } = options;
  const dirty = new Set<string>();
  let watcher: fs.FSWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  let closed = false;

  const applyEvents = () => {
    const names = [...dirty];
    dirty.clear();
    options.changed(names);
  };
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
      if (!options.folderAway())
        log({ level: "warn", msg: "cannot watch tenants folder; rescanning only", dir, error: String(error) });
    }
  };
  startWatcher();
  const rescan = setInterval(() => {
    let moved = true;
    try {
      moved = options.folderMoved();
    } catch {
      // The folder is away: the scan reports it once and keeps serving.
    }
    if (moved) options.rescan();
    startWatcher();
  }, options.rescanMs ?? 1000);
  rescan.unref();

  return () => {
    closed = true;
    watcher?.close();
    watcher = undefined;
    clearTimeout(debounce);
    clearInterval(rescan);
  };
}
