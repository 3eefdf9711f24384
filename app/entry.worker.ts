/**
 * The service worker, registered as /sw-push.js?v=2 (docs/product.md#service-worker-and-offline) and
 * built by @remix-pwa/dev (`npm run build`; remix.config.js names the output). Its entry is
 * @remix-pwa/worker-runtime, which imports this module and answers fetches with the routes' worker
 * loaders and actions, or with `defaultFetchHandler` below (docs/decisions/018-notifications-and-push.md,
 * "The service worker").
 *
 * It keeps the translated offline page of this site, the member's recent conversations for reading
 * without a network and the messages written offline (docs/decisions/016-chat.md, "Offline"), shows
 * pushes as notifications, and waits, once updated, for the member's "Reload".
 */
import { SkipWaitHandler } from "@remix-pwa/sw";
import {
  forgetHeldMessages,
  HELD_SYNC_TAG,
  isConversationPost,
  sendHeldMessages,
  sendOrSayOffline,
} from "./worker/held-sending";
import { deleteOldCaches, keepOfflinePage, offlinePage, sameOrigin } from "./worker/offline-page";
import { handlePushes } from "./worker/push";
import { forgetMembers, isMemberCache, isSavedData, pageOrSavedCopy } from "./worker/saved-conversations";
import { worker } from "./worker/scope";

// A new version installs and then waits for the member's "Reload" (SKIP_WAITING from the page):
// taking over pages of the version before could mix their scripts with the new ones.
worker.addEventListener("install", (event) => event.waitUntil(keepOfflinePage()));

worker.addEventListener("activate", (event) =>
  event.waitUntil(deleteOldCaches(isMemberCache).then(() => worker.clients.claim()))
);

const skipWaiting = new SkipWaitHandler();
worker.addEventListener("message", (event) => void skipWaiting.handleMessage(event));

/** Background Sync's event (not in TypeScript's WebWorker library: Chromium-only). */
type SyncEvent = ExtendableEvent & { tag: string };

worker.addEventListener("sync", (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === HELD_SYNC_TAG) sync.waitUntil(sendHeldMessages());
});

handlePushes();

/** Leaving forgets the saved conversations and held messages before the logout reaches the server. */
const isLogout = (request: Request, url: URL) => request.method === "POST" && url.pathname === "/logout";

/**
 * What the worker answers: page loads (the offline page, saved conversations), the saved
 * conversations' data, the conversations' sends and the logout. Registered before the runtime's own
 * listener, which answers every request: the rest (scripts, images, other data) goes to the network
 * without the worker, as a request the browser handles itself (a worker answering every request adds
 * a hop to each and hides them from the browser's own request handling).
 */
function answeredByWorker(request: Request): boolean {
  const url = new URL(request.url);
  if (!sameOrigin(url)) return false;
  if (isLogout(request, url) || isConversationPost(request, url)) return true;
  return request.method === "GET" && (request.mode === "navigate" || isSavedData(url));
}

worker.addEventListener("fetch", (event) => {
  if (!answeredByWorker(event.request)) event.stopImmediatePropagation();
});

type FetchHandlerArgs = { request: Request; context: { event: FetchEvent } };

/** The runtime's answer to a request no route's worker loader or action takes. */
export function defaultFetchHandler({ request, context }: FetchHandlerArgs): Promise<Response> {
  const url = new URL(request.url);
  if (isLogout(request, url))
    return Promise.all([forgetMembers(null), forgetHeldMessages()]).then(() =>
      fetch(request).catch((error: unknown) => offlinePage(request, error))
    );
  if (isConversationPost(request, url)) return sendOrSayOffline(request);
  return pageOrSavedCopy(context.event, request);
}
