import { createStore, type UseStore } from "idb-keyval";

/**
 * Where held messages are kept (docs/decisions/016-chat.md, "Offline"), shared by the pages
 * (held-store.ts) and the service worker (app/worker/held-sending.ts), which empties the database on
 * logout and sends what is held when the network is back.
 */
export const HELD_DATABASE = "chat-held";
/** The background sync asked for while messages are held: the service worker sends them, page closed or not. */
export const HELD_SYNC_TAG = "chat-held";

/**
 * A held message as IndexedDB can keep it: FormData cannot be stored, so its entries are, a file as
 * its bytes, name and type (every browser keeps those; not every one keeps a File as a File).
 * `sent`: the service worker sent it while no page of the conversation could. It stays until a page
 * of the conversation opens, which then shows the conversation as it is now: that page may have
 * loaded before the message arrived.
 */
export type StoredFile = { name: string; type: string; bytes: ArrayBuffer };
export type StoredHeld = { entries: [string, string | StoredFile][]; sent?: true };

let store: UseStore | null = null;
/** The one object store of the database (made on first use, by a page or by the worker). */
export const heldStore = () => (store ??= createStore(HELD_DATABASE, "messages"));
/** Held messages are kept per member and partner. */
export const conversationKey = (member: number, partner: number) => `${member}:${partner}`;
/** Whether a kept entry is this member's (only its writer may send it). */
export const isMembers = (key: IDBValidKey, member: number) => String(key).startsWith(`${member}:`);

/** The form as it would go: a stored file becomes a File again. */
export function storedForm({ entries }: StoredHeld): FormData {
  const form = new FormData();
  for (const [name, value] of entries)
    form.append(name, typeof value === "string" ? value : new File([value.bytes], value.name, { type: value.type }));
  return form;
}

/** The Idempotency-Key a message was held under. */
export const storedKey = ({ entries }: StoredHeld) => entries.find(([name]) => name === "key")?.[1];
