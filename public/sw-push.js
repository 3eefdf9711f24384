/* The service worker (registered as /sw-push.js?v=2, SPEC §7). It keeps a translated offline page
 * of this site and shows it when a page cannot load, and keeps the member's recent conversations
 * readable without a network (docs/decisions/016-chat.md, "Offline"). Push handling is not built yet.
 *
 * Saved conversations live in one cache per member, named after the key the web tier sends with
 * every page and data answer (X-Offline-Cache: a one-way hash of the session, never the token).
 * Only the member of the newest answer has a cache: an answer for another member or for a visitor
 * (no key) deletes every other cache, and so does a logout. A logout also empties the messages held
 * for want of a network (IndexedDB, app/features/chat/held-store.ts); when the network is back, the
 * browser wakes this worker (Background Sync) to send them, though their page may be closed. */
const CACHE = "offline-v2";
const OFFLINE_URL = "/offline";
const MEMBER_CACHE_PREFIX = "chats-";
const MEMBER_HEADER = "X-Offline-Cache";
/** The list and this many conversations (the most recently opened) are kept per member. */
const SAVED_CONVERSATIONS = 10;
/** A conversation opened in the page (data only) gets its whole page saved again at most this often. */
const PAGE_REFRESH_MS = 60 * 1000;
const CHAT_PATH = /^\/chats(\/\d+)?$/;
/** The two addresses of a conversation, whose send footer posts to them. */
const CONVERSATION_PATH = /^\/(chats\/\d+|members\/\d+\/chat)$/;
const SAVED_COPY_MARK = "data-offline-copy";
/** Where pages keep held messages (app/features/chat/held-store.ts: HELD_DATABASE and its one store). */
const HELD_DATABASE = "chat-held";
const HELD_STORE = "messages";
/** The sync the pages ask for while they hold messages (held-store.ts: HELD_SYNC_TAG). */
const HELD_SYNC_TAG = "chat-held";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: "reload", credentials: "same-origin" })))
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== CACHE && !key.startsWith(MEMBER_CACHE_PREFIX)).map((key) => caches.delete(key))
        )
      )
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Leaving forgets the saved conversations before the logout reaches the server.
  if (request.method === "POST" && url.pathname === "/logout") {
    event.respondWith(
      Promise.all([forgetMembers(null), forgetHeldMessages()]).then(() =>
        fetch(request).catch((error) => offlinePage(request, error))
      )
    );
    return;
  }
  const data = url.searchParams.has("_data");
  if (request.method === "POST" && data && CONVERSATION_PATH.test(url.pathname)) {
    event.respondWith(sendOrSayOffline(request));
    return;
  }
  // Pages (for the offline page) and the chat pages' data (kept for offline reading) only: the
  // rest goes to the network untouched, with no detour through the worker.
  if (request.method !== "GET" || (request.mode !== "navigate" && !(data && CHAT_PATH.test(url.pathname)))) return;
  event.respondWith(pageOrSavedCopy(event, request, url));
});

self.addEventListener("sync", (event) => {
  if (event.tag === HELD_SYNC_TAG) event.waitUntil(sendHeldMessages());
});

async function pageOrSavedCopy(event, request, url) {
  const saved = CHAT_PATH.test(url.pathname) && (request.mode === "navigate" ? url.search === "" : true);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const copy = saved ? await savedCopy(request) : undefined;
    return copy || offlinePage(request, error);
  }
  event.waitUntil(keepForMember(request, url, response.clone(), saved));
  return response;
}

/** A page that cannot load shows the offline page; data for the page's script fails as it did. */
function offlinePage(request, error) {
  if (request.mode === "navigate") return caches.match(OFFLINE_URL, { cacheName: CACHE });
  throw error;
}

/** Follows the member of every answer; saves chat pages and their data for that member. */
async function keepForMember(request, url, response, saved) {
  // A redirect of a page (an opened conversation sent to its address again) shows no headers.
  if (response.type === "opaqueredirect") return;
  const member = response.headers.get(MEMBER_HEADER);
  await forgetMembers(member);
  if (!member || !saved || response.status !== 200) return;
  const cache = await caches.open(MEMBER_CACHE_PREFIX + member);
  await cache.put(request.mode === "navigate" ? url.pathname : request.url, response);
  if ((url.searchParams.get("_data") || "").startsWith("routes/"))
    await refreshPage(cache, member, url.pathname).catch(() => {});
  await trim(cache);
}

/**
 * A conversation opened in the page (by its data) is also saved as a whole page, so that opening it
 * again without a network works; a page saved in the last minute is kept.
 */
async function refreshPage(cache, member, path) {
  const page = await cache.match(path);
  const date = page && Date.parse(page.headers.get("Date") || "");
  if (date && Date.now() - date < PAGE_REFRESH_MS) return;
  const response = await fetch(path, { credentials: "same-origin", headers: { Accept: "text/html" } });
  if (response.ok && !response.redirected && response.headers.get(MEMBER_HEADER) === member)
    await cache.put(path, response);
}

/** Keeps the list and the most recently saved conversations (a put moves an entry to the end). */
async function trim(cache) {
  const keys = await cache.keys();
  const paths = [...new Set(keys.map((key) => new URL(key.url).pathname).filter((path) => path !== "/chats"))];
  const old = new Set(paths.slice(0, Math.max(0, paths.length - SAVED_CONVERSATIONS)));
  await Promise.all(keys.filter((key) => old.has(new URL(key.url).pathname)).map((key) => cache.delete(key)));
}

/** Deletes every member's saved conversations except those of `member` (all of them for null). */
async function forgetMembers(member) {
  const keys = await caches.keys();
  await Promise.all(
    keys
      .filter((key) => key.startsWith(MEMBER_CACHE_PREFIX) && key !== MEMBER_CACHE_PREFIX + member)
      .map((key) => caches.delete(key))
  );
}

/**
 * Empties the held messages. The database is emptied, not deleted: a page of this site may hold it
 * open, and deleting would wait for that page to close, which waits for this logout.
 */
async function forgetHeldMessages() {
  try {
    const db = await openHeldDatabase();
    await heldRequest(db, "readwrite", (store) => store.clear()).finally(() => db.close());
  } catch {
    // Nothing could be kept here either.
  }
}

/**
 * Sends the messages held for want of a network, as their conversation would (its send action, with
 * the key each was held under: one that arrives twice is stored and charged once). Only the
 * logged-in member's: the site names that member. Each conversation's go in order; one the site
 * refuses (credits, a block) stays held with those after it, for the conversation to show when it is
 * opened. Not reaching the site fails the sync, and the browser tries again later.
 */
async function sendHeldMessages() {
  const answer = await fetch("/resources/counts", {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const counts = answer.ok ? await answer.json() : null;
  if (!counts || typeof counts.member !== "number") return;
  const db = await openHeldDatabase();
  try {
    const keys = (await heldRequest(db, "readonly", (store) => store.getAllKeys())) || [];
    for (const key of keys.filter((key) => String(key).startsWith(`${counts.member}:`))) {
      for (const stored of (await heldRequest(db, "readonly", (store) => store.get(key))) || []) {
        if (stored.sent) continue;
        if (!(await sendHeld(stored))) break;
        await markSent(db, key, stored);
      }
    }
  } finally {
    db.close();
  }
}

/** Whether the site took the message; throws when it cannot be reached or is down. */
async function sendHeld({ entries }) {
  const form = new FormData();
  for (const [name, value] of entries)
    form.append(name, typeof value === "string" ? value : new File([value.bytes], value.name, { type: value.type }));
  const to = Number(form.get("to"));
  if (!Number.isInteger(to) || to <= 0) return false;
  const route = encodeURIComponent("routes/members.$id_.chat");
  const response = await fetch(`/members/${to}/chat?_data=${route}`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  // The site is down: the browser tries the sync again later.
  if (response.status >= 500) throw new Error(`held message not taken: ${response.status}`);
  if (!response.ok) return false;
  const result = await response.json().catch(() => null);
  return Boolean(result) && result.error === null;
}

/**
 * Marks a message sent in its conversation's held list as the list is now (a page may have sent it
 * too and let it go). The next page of the conversation forgets it, and reads the conversation
 * again: it may have loaded before the message arrived.
 */
async function markSent(db, key, sent) {
  const sentKey = heldKey(sent);
  await heldRequest(db, "readwrite", (store) => {
    const reading = store.get(key);
    reading.onsuccess = () => {
      if (!reading.result) return;
      store.put(
        reading.result.map((stored) => (heldKey(stored) === sentKey ? { ...stored, sent: true } : stored)),
        key
      );
    };
    return reading;
  });
}

const heldKey = ({ entries }) => (entries.find(([name]) => name === "key") || [])[1];

function openHeldDatabase() {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(HELD_DATABASE);
    // Made as the pages make it, so that they can keep messages in it later.
    open.onupgradeneeded = () => open.result.createObjectStore(HELD_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => resolve(open.result);
  });
}

/** One request on the held store, settled when its transaction is (a write is then on disk). */
function heldRequest(db, mode, makeRequest) {
  return new Promise((resolve, reject) => {
    if (!db.objectStoreNames.contains(HELD_STORE)) return resolve(undefined);
    const transaction = db.transaction(HELD_STORE, mode);
    const request = makeRequest(transaction.objectStore(HELD_STORE));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = transaction.onabort = () => reject(transaction.error);
  });
}

/** The one member cache there is (the member of the newest answer): a page is marked as a saved copy. */
async function savedCopy(request) {
  const keys = (await caches.keys()).filter((key) => key.startsWith(MEMBER_CACHE_PREFIX));
  if (keys.length !== 1) return undefined;
  const cache = await caches.open(keys[0]);
  if (request.mode !== "navigate") return cache.match(request.url);
  const page = await cache.match(new URL(request.url).pathname);
  if (!page) return undefined;
  const html = (await page.text()).replace("<html ", `<html ${SAVED_COPY_MARK} `);
  return new Response(html, { status: 200, headers: page.headers });
}

/**
 * A message sent from a conversation that cannot reach the server is answered like a refusal the
 * send footer knows ("offline", with the text and the key it went with), so the page keeps it as
 * unsent and sends it again with the same key, instead of showing an error page.
 */
async function sendOrSayOffline(request) {
  const form = request.clone().formData();
  try {
    return await fetch(request);
  } catch (error) {
    const sent = await form.catch(() => null);
    const intent = sent && sent.get("intent");
    // The send footer's posts: a message is held by the page, a gift refused with an alert.
    if (intent !== "send" && intent !== "image" && intent !== "gift") throw error;
    const answer = { intent, error: "offline", text: String(sent.get("text") || ""), key: sent.get("key") };
    // X-Remix-Response: Remix takes an answer of 400 or more without it for a network error (the error page).
    const headers = { "Content-Type": "application/json", "X-Remix-Response": "yes" };
    return new Response(JSON.stringify(answer), { status: 503, headers });
  }
}
