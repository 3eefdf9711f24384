/** docs/product.md#page-loading: a failed chunk load reloads the page, at most once a minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = "chunk-reload-at";

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? "");
  return CHUNK_ERROR.test(message) || (reason instanceof Error && reason.name === "ChunkLoadError");
}

/** Whether to reload now, given when the last chunk reload happened (ms since epoch, or null). */
export function shouldReloadForChunk(now: number, lastReload: number | null): boolean {
  return lastReload === null || now - lastReload >= CHUNK_RELOAD_GUARD_MS;
}

/** Browser only: reloads once per guard period when a new deployment removed the chunks this page needs. */
export function installChunkReloadGuard(win: Window = window) {
  // Leaving the page aborts its module loads, which fail like a missing chunk: reloading then
  // would cancel the member's navigation and replace the next page, with what was typed in it.
  let leaving = false;
  const leave = () => (leaving = true);
  win.addEventListener("beforeunload", leave);
  win.addEventListener("pagehide", leave);
  win.addEventListener("pageshow", () => (leaving = false));
  const onFailure = (reason: unknown) => {
    if (leaving || !isChunkLoadError(reason)) return;
    const last = Number(win.sessionStorage.getItem(RELOAD_KEY)) || null;
    if (!shouldReloadForChunk(Date.now(), last)) return;
    win.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    win.location.reload();
  };
  win.addEventListener("unhandledrejection", (event) => onFailure(event.reason));
  win.addEventListener("error", (event) => onFailure(event.error ?? event.message));
}

/** docs/product.md#page-loading: no prefetching on 2g connections or with data saver on. */
export function prefetchAllowed(nav: Navigator | undefined): boolean {
  const connection = (nav as (Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) | undefined)
    ?.connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}
