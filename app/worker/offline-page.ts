import { worker } from "./scope";

/** The cache of the site's own files: the translated offline page. Another name deletes it on activation. */
export const SITE_CACHE = "offline-v2";
const OFFLINE_URL = "/offline";

/** Fetched fresh on install, in the browser's language (the page is translated by the site). */
export async function keepOfflinePage() {
  const cache = await caches.open(SITE_CACHE);
  await cache.add(new Request(OFFLINE_URL, { cache: "reload", credentials: "same-origin" }));
}

/** A page that cannot load shows the offline page; data for the page's script fails as it did. */
export async function offlinePage(request: Request, error: unknown): Promise<Response> {
  if (request.mode === "navigate") {
    const page = await caches.match(OFFLINE_URL, { cacheName: SITE_CACHE });
    if (page) return page;
  }
  throw error;
}

/** Caches of an earlier version of the worker go; members' saved conversations stay. */
export async function deleteOldCaches(keep: (name: string) => boolean) {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name !== SITE_CACHE && !keep(name)).map((name) => caches.delete(name)));
}

export const sameOrigin = (url: URL) => url.origin === worker.location.origin;
