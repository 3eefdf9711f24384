// One process at a time on an embedded database's folder (docs/decisions/025-one-database-one-process.md).
// PGlite has no lock of its own: a second process opening the same folder dies with a WebAssembly
// abort that prints a megabyte of minified code, or worse, writes beside the first. So whoever
// opens the folder (`npm start` for its whole run, else the reference API itself) first claims
// the lock file inside it, holding its pid, the URL to open and what runs there. A lock whose pid
// is dead (a process killed with SIGKILL, a machine that lost power) is taken over.
import fs from "node:fs";
import path from "node:path";

/** The lock file of a data folder. */
export const lockFileOf = (dataDir) => path.join(dataDir, "in-use.lock");

/** Whether a process with this pid runs (EPERM: it does, as another user). */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** The lock's holder when it is a live process other than this one; undefined for none or a stale lock. */
export function holderOf(dataDir) {
  let holder;
  try {
    holder = JSON.parse(fs.readFileSync(lockFileOf(dataDir), "utf8"));
  } catch {
    return undefined; // none, or unreadable: written in one piece (below), so never half by a live holder
  }
  if (!Number.isInteger(holder?.pid) || holder.pid === process.pid || !alive(holder.pid)) return undefined;
  return holder;
}

/** The one line a refused start prints: what runs, its pid and URL, and the way out. */
export function alreadyRunning(holder, dataDir) {
  const relative = path.relative(process.cwd(), dataDir);
  const shown = relative && !relative.startsWith("..") ? relative : dataDir;
  return (
    `${holder.what ?? "The product"} is already running on ${shown} (pid ${holder.pid}, ${holder.url}). ` +
    "Stop it first (Ctrl+C in its terminal), or start this one with another DATA_DIR."
  );
}

/**
 * Claims the folder's lock for this process: `{ holder }` when a live process holds it, else
 * `{ release, update }` (the lock goes when this process exits, however it exits short of SIGKILL).
 * The file is written beside and hard-linked into place, which fails when a lock exists: two
 * starts at the same moment cannot both win, and a reader never sees half a file.
 * @param {string} dataDir
 * @param {{ url: string, what: string }} info
 */
export function claimDataDir(dataDir, info) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const write = (fields) => {
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, `${JSON.stringify({ pid: process.pid, ...fields })}\n`);
    return partial;
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    const partial = write(info);
    try {
      fs.linkSync(partial, file);
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      const holder = holderOf(dataDir);
      if (holder) return { holder };
      // A stale lock (its process is gone): taken over.
      fs.rmSync(file, { force: true });
      continue;
    } finally {
      fs.rmSync(partial, { force: true });
    }
    const release = () => {
      try {
        if (JSON.parse(fs.readFileSync(file, "utf8")).pid === process.pid) fs.rmSync(file, { force: true });
      } catch {
        // gone already
      }
    };
    process.once("exit", release);
    return {
      release,
      /** Says more about this run (the URL of a site once the servers listen). */
      update: (fields) => fs.renameSync(write({ ...info, ...fields }), file),
    };
  }
  throw new Error(`cannot claim ${file}`);
}
