/**
 * Registers the service worker (docs/product.md#service-worker-and-offline) after the page has
 * loaded, so it never competes with the page, and notices a new version of it waiting to take over
 * (docs/decisions/018-notifications-and-push.md, "The service worker"). Kept tiny: it is in every
 * page's entry script; the prompt's code is loaded only when a new version waits.
 */
export const WORKER_URL = "/sw-push.js?v=2";
/**
 * An app left open (the installed app stays so for days) asks for a new version when it comes back
 * to the screen, at most this often: the browser itself checks only now and then (Chromium defers
 * the check a page load asks for).
 */
const UPDATE_CHECK_MS = 10 * 60 * 1000;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export function registerWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => navigator.serviceWorker.register(WORKER_URL).then(watchForNewVersion, () => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/**
 * A new version installed while this page is controlled by the one before waits for the member's
 * Reload (the first worker of a browser takes over at once and waits for nothing).
 */
function watchForNewVersion(registration: ServiceWorkerRegistration) {
  const offer = () => {
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    waiting = registration.waiting;
    for (const listener of listeners) listener();
  };
  const follow = (installing: ServiceWorker | null) =>
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed") offer();
    });
  let checked = 0;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => {});
  });
  offer();
  // Registered after load: the browser may have found the new version before that.
  follow(registration.installing);
  registration.addEventListener("updatefound", () => follow(registration.installing));
}

/** The waiting new version, for useSyncExternalStore. */
export const waitingWorker = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => waiting,
  none: () => null,
};
