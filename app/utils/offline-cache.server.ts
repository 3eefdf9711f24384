import { createHash } from "node:crypto";

/**
 * The header naming whose answer this is for the service worker, which keeps a member's recent
 * conversations in a cache of that name (app/worker/saved-conversations.ts). Absent for a visitor: the worker then
 * forgets every member's saved conversations.
 */
export const OFFLINE_CACHE_HEADER = "X-Offline-Cache";

/**
 * A one-way hash of the member's session: the same for every answer of one login, another after
 * logging in again or as someone else, and it tells nothing about the token it comes from.
 */
export function offlineCacheKey(token: string | null): string | null {
  if (!token) return null;
  return createHash("sha256").update(`offline-cache:${token}`).digest("hex").slice(0, 32);
}
