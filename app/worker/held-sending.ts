/**
 * Messages held for want of a network (docs/decisions/016-chat.md, "Offline"): when the network is
 * back the browser wakes the worker (Background Sync) to send them, though their page may be closed;
 * a send the worker cannot get to the server is answered as the refusal the send footer knows; a
 * logout empties them.
 */
import { clear, get, keys, promisifyRequest } from "idb-keyval";
import { heldStore, isMembers, storedForm, storedKey, type StoredHeld } from "../features/chat/held-database";

export { HELD_SYNC_TAG } from "../features/chat/held-database";

/** The two addresses of a conversation, whose send footer posts to them. */
const CONVERSATION_PATH = /^\/(chats\/\d+|members\/\d+\/chat)$/;
const SEND_ROUTE = "routes/members.$id_.chat";

/** A post of the send footer (a message, an image or a gift), answered `offline` when it cannot go. */
export const isConversationPost = (request: Request, url: URL) =>
  request.method === "POST" && url.searchParams.has("_data") && CONVERSATION_PATH.test(url.pathname);

/**
 * Empties the held messages. The database is emptied, not deleted: a page of this site may hold it
 * open, and deleting would wait for that page to close, which waits for this logout.
 */
export async function forgetHeldMessages() {
  try {
    await clear(heldStore());
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
export async function sendHeldMessages() {
  const member = await loggedInMember();
  if (member === null) return;
  const store = heldStore();
  for (const key of (await keys(store)).filter((key) => isMembers(key, member))) {
    for (const stored of (await get<StoredHeld[]>(key, store)) ?? []) {
      if (stored.sent) continue;
      if (!(await sendHeld(stored))) break;
      await markSent(key, stored);
    }
  }
}

/**
 * The member whose session this browser holds, as the site answers it (`/resources/counts` names
 * the member; null for a visitor). Throws when the site cannot be reached.
 */
export async function loggedInMember(): Promise<number | null> {
  const answer = await fetch("/resources/counts", {
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  });
  const counts: unknown = answer.ok ? await answer.json() : null;
  const member = counts && typeof counts === "object" && "member" in counts ? counts.member : null;
  return typeof member === "number" ? member : null;
}

/** Whether the site took the message; throws when it cannot be reached or is down. */
async function sendHeld(stored: StoredHeld): Promise<boolean> {
  const form = storedForm(stored);
  const to = Number(form.get("to"));
  if (!Number.isInteger(to) || to <= 0) return false;
  const response = await fetch(`/members/${to}/chat?_data=${encodeURIComponent(SEND_ROUTE)}`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  // The site is down: the browser tries the sync again later.
  if (response.status >= 500) throw new Error(`held message not taken: ${response.status}`);
  if (!response.ok) return false;
  const result: unknown = await response.json().catch(() => null);
  return Boolean(result) && typeof result === "object" && (result as { error?: unknown }).error === null;
}

/**
 * Marks a message sent in its conversation's held list as the list is now (a page may have sent it
 * too and let it go), in one transaction. The next page of the conversation forgets it, and reads
 * the conversation again: it may have loaded before the message arrived.
 */
async function markSent(key: IDBValidKey, sent: StoredHeld) {
  const sentKey = storedKey(sent);
  await heldStore()("readwrite", (store) => {
    const reading = store.get(key);
    reading.onsuccess = () => {
      const held = reading.result as StoredHeld[] | undefined;
      // Gone: a page sent the whole list meanwhile.
      if (held)
        store.put(
          held.map((stored) => (storedKey(stored) === sentKey ? { ...stored, sent: true } : stored)),
          key
        );
    };
    return promisifyRequest(store.transaction);
  });
}

/**
 * A message sent from a conversation that cannot reach the server is answered like a refusal the
 * send footer knows ("offline", with the text and the key it went with), so the page keeps it as
 * unsent and sends it again with the same key, instead of showing an error page.
 */
export async function sendOrSayOffline(request: Request): Promise<Response> {
  const form = request.clone().formData();
  try {
    return await fetch(request);
  } catch (error) {
    const sent = await form.catch(() => null);
    const intent = sent?.get("intent");
    // The send footer's posts: a message is held by the page, a gift refused with an alert.
    if (!sent || (intent !== "send" && intent !== "image" && intent !== "gift")) throw error;
    const answer = { intent, error: "offline", text: String(sent.get("text") ?? ""), key: sent.get("key") };
    // X-Remix-Response: Remix takes an answer of 400 or more without it for a network error (the error page).
    const headers = { "Content-Type": "application/json", "X-Remix-Response": "yes" };
    return new Response(JSON.stringify(answer), { status: 503, headers });
  }
}
