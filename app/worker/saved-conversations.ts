/**
 * The member's recent conversations, readable without a network (docs/decisions/016-chat.md,
 * "Offline"). Saved conversations live in one cache per member, named after the key the web tier
 * sends with every page and data answer (X-Offline-Cache, app/utils/offline-cache.server.ts: a
 * one-way hash of the session, never the token). Only the member of the newest answer has a cache:
 * an answer for another member or for a visitor (no key) deletes every other cache, and so does a
 * logout.
 */
import { offlinePage } from "./offline-page";

const MEMBER_CACHE_PREFIX = "chats-";
const MEMBER_HEADER = "X-Offline-Cache";
/** The list and this many conversations (the most recently opened) are kept per member. */
const SAVED_CONVERSATIONS = 10;
/** A conversation opened in the page (data only) gets its whole page saved again at most this often. */
const PAGE_REFRESH_MS = 60 * 1000;
const CONVERSATION_LIST = "/chats";
/** The saved addresses: the list and a conversation by either of its two addresses. */
const SAVED_PATH = /^\/(chats(\/\d+)?|members\/\d+\/chat)$/;
/** The page's <html> is marked so the chat layout shows "showing saved messages" by CSS alone. */
const SAVED_COPY_MARK = "data-offline-copy";

export const isMemberCache = (name: string) => name.startsWith(MEMBER_CACHE_PREFIX);

/** Requests the worker answers for saved conversations: pages, and the data of saved addresses. */
export const isSavedData = (url: URL) => url.searchParams.has("_data") && SAVED_PATH.test(url.pathname);

/**
 * A page (or saved data) from the network, saved for the member when it is a saved address; without
 * a network the saved copy, or the offline page.
 */
export async function pageOrSavedCopy(event: ExtendableEvent, request: Request): Promise<Response> {
  const url = new URL(request.url);
  // A page with a query (a search, a form's answer) is not the saved conversation.
  const saved = SAVED_PATH.test(url.pathname) && (request.mode === "navigate" ? url.search === "" : true);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = saved ? await savedCopy(request) : undefined;
    return copy ?? offlinePage(request, error);
  }
  event.waitUntil(keepForMember(request, url, response.clone(), saved));
  return response;
}

/** Follows the member of every answer; saves chat pages and their data for that member. */
async function keepForMember(request: Request, url: URL, response: Response, saved: boolean) {
  // A redirect of a page (an opened conversation sent to its address again) shows no headers.
  if (response.type === "opaqueredirect") return;
  const member = response.headers.get(MEMBER_HEADER);
  await forgetMembers(member);
  if (!member || !saved || response.status !== 200) return;
  const cache = await caches.open(MEMBER_CACHE_PREFIX + member);
  await cache.put(request.mode === "navigate" ? url.pathname : request.url, response);
  if ((url.searchParams.get("_data") ?? "").startsWith("routes/"))
    await refreshPage(cache, member, url.pathname).catch(() => {});
  await trim(cache);
}

/**
 * A conversation opened in the page (by its data) is also saved as a whole page, so that opening it
 * again without a network works; a page saved in the last minute is kept.
 */
async function refreshPage(cache: Cache, member: string, path: string) {
  const page = await cache.match(path);
  const date = page && Date.parse(page.headers.get("Date") ?? "");
  if (date && Date.now() - date < PAGE_REFRESH_MS) return;
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (response.ok && !response.redirected && response.headers.get(MEMBER_HEADER) === member)
    await cache.put(path, response);
}

/** Keeps the list and the most recently saved conversations (a put moves an entry to the end). */
async function trim(cache: Cache) {
  const keys = await cache.keys();
  const paths = [...new Set(keys.map((key) => new URL(key.url).pathname).filter((path) => path !== CONVERSATION_LIST))];
  const old = new Set(paths.slice(0, Math.max(0, paths.length - SAVED_CONVERSATIONS)));
  await Promise.all(keys.filter((key) => old.has(new URL(key.url).pathname)).map((key) => cache.delete(key)));
}

/** Deletes every member's saved conversations except those of `member` (all of them for null). */
export async function forgetMembers(member: string | null) {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => isMemberCache(name) && name !== MEMBER_CACHE_PREFIX + member)
      .map((name) => caches.delete(name))
  );
}

/** The one member cache there is (the member of the newest answer): a page is marked as a saved copy. */
async function savedCopy(request: Request): Promise<Response | undefined> {
  const names = (await caches.keys()).filter(isMemberCache);
  if (names.length !== 1) return undefined;
  const cache = await caches.open(names[0]);
  if (request.mode !== "navigate") return cache.match(request.url);
  const page = await cache.match(new URL(request.url).pathname);
  if (!page) return undefined;
  const html = (await page.text()).replace("<html ", `<html ${SAVED_COPY_MARK} `);
  return new Response(html, { status: 200, headers: page.headers });
}
