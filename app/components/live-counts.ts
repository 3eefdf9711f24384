import { useSyncExternalStore } from "react";
import type { NavUser } from "./main-nav";

export type LiveCounts = Pick<NavUser, "unread" | "newLikes" | "credits">;

/*
 * The navigation's counts as last read from /resources/counts, shared by every part of the page
 * that shows them (the header, the chat's top bar). A plain request to the resource route, not a
 * fetcher: a fetcher asked for a route the browser has not discovered yet, or failing, would take
 * the page down to its error boundary, and a background refresh must never do that.
 */
let current: LiveCounts | null = null;
const listeners = new Set<() => void>();

/**
 * Reads the counts again; a failure keeps the last ones (docs/product.md#errors: a badge failure is ignored).
 * `changed`: a live event said they changed, so the server's few seconds' copy is not good enough.
 */
export async function refreshLiveCounts({ changed = false } = {}): Promise<void> {
  try {
    const url = changed ? "/resources/counts?changed" : "/resources/counts";
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) return;
    const counts = (await response.json()) as LiveCounts | null;
    if (!counts) return;
    current = counts;
    for (const listener of listeners) listener();
  } catch {
    // Offline or the page left: the counts shown stay.
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The counts last read, or null before the first refresh (the page's own then stand). */
export const useLiveCountsStore = (): LiveCounts | null =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => null
  );
