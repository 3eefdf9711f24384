import { del, delMany, get, keys, set } from "idb-keyval";
import { useEffect, useState } from "react";
import {
  conversationKey,
  HELD_SYNC_TAG,
  heldStore,
  isMembers,
  storedForm,
  type StoredHeld as Stored,
} from "./held-database";
import { heldMessage, type HeldMessage } from "./held-messages";

/**
 * Held messages outlive the page (docs/decisions/016-chat.md, "Offline"): kept in IndexedDB per
 * member and partner (held-database.ts), so a message written offline is still there, and still
 * goes, after the app was closed or the page loaded again.
 */

async function toStored(message: HeldMessage): Promise<Stored> {
  const entries: Stored["entries"] = [];
  for (const [name, value] of message.form.entries()) {
    entries.push([
      name,
      typeof value === "string" ? value : { name: value.name, type: value.type, bytes: await value.arrayBuffer() },
    ]);
  }
  return { entries };
}

function fromStored(stored: Stored): HeldMessage {
  const form = storedForm(stored);
  // The key it was held under: a message that did arrive after all is not stored or charged twice.
  return heldMessage(form, { freshKey: false });
}

/**
 * The member's messages held for this partner, oldest first, and whether the service worker sent
 * some meanwhile. Another member's held messages on this browser are deleted: only the member who
 * wrote them may send them, and nobody else sees them.
 */
export async function loadHeld(
  member: number,
  partner: number
): Promise<{ held: HeldMessage[]; sentMeanwhile: boolean }> {
  try {
    const kept = heldStore();
    const others = (await keys(kept)).filter((key) => !isMembers(key, member));
    if (others.length > 0) await delMany(others, kept);
    const stored = (await get<Stored[]>(conversationKey(member, partner), kept)) ?? [];
    return {
      held: stored.filter((message) => !message.sent).map(fromStored),
      sentMeanwhile: stored.some((message) => message.sent),
    };
  } catch {
    // No IndexedDB (some private windows): the messages are held by the page alone.
    return { held: [], sentMeanwhile: false };
  }
}

/** Writes one after the other: a slow write (an image's bytes) must not land after a later one. */
let writes: Promise<void> = Promise.resolve();

/** Keeps exactly these held messages for the partner (none: the entry goes). */
export function keepHeld(member: number, partner: number, held: HeldMessage[]): Promise<void> {
  writes = writes.then(() => write(member, partner, held));
  return writes;
}

async function write(member: number, partner: number, held: HeldMessage[]): Promise<void> {
  try {
    const key = conversationKey(member, partner);
    if (held.length === 0) await del(key, heldStore());
    else {
      await set(key, await Promise.all(held.map(toStored)), heldStore());
      void askForSync();
    }
  } catch {
    // As above: held by the page alone.
  }
}

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Asks the browser to wake the service worker when it has a network again, so held messages go even
 * if this page is closed by then (Background Sync; where a browser lacks it, the conversation sends
 * them when it is opened again).
 */
async function askForSync() {
  try {
    if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
    const registration: SyncRegistration = await navigator.serviceWorker.ready;
    await registration.sync?.register(HELD_SYNC_TAG);
  } catch {
    // Not allowed here (a private window, a denied permission): the page sends them instead.
  }
}

/**
 * The conversation's held messages, read from IndexedDB once the page is in the browser and written
 * back whenever they change. `restored` turns true when messages held earlier (by a closed page, or
 * before the conversation's screen was made anew) came back and should be sent; `sentMeanwhile` when
 * the service worker sent some, which the page's data may predate.
 */
export function useKeptHeld(member: number, partner: number) {
  const [held, setHeld] = useState<HeldMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [restored, setRestored] = useState(false);
  const [sentMeanwhile, setSentMeanwhile] = useState(false);
  useEffect(() => {
    let current = true;
    void loadHeld(member, partner).then(({ held: earlier, sentMeanwhile }) => {
      if (!current) return;
      // The first write below forgets them.
      setSentMeanwhile(sentMeanwhile);
      if (earlier.length > 0) {
        // Held while loading (offline at once) comes after what was held before.
        setHeld((now) => [...earlier, ...now.filter((message) => !earlier.some((e) => e.key === message.key))]);
        setRestored(true);
      }
      setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [member, partner]);
  // Written only once read: an empty list before then would wipe what was kept.
  useEffect(() => {
    if (loaded) void keepHeld(member, partner, held);
  }, [loaded, held, member, partner]);
  return { held, setHeld, restored, sentMeanwhile };
}
