import type { ApiClient } from "./client.server";
import { createTenantCache } from "./cache.server";
import { CachePolicy } from "./endpoint";
import { endpoints } from "./endpoints";
import type { User } from "./schemas/user";

export interface NavCounts {
  /** Unread messages over all conversations. */
  unread: number;
  /** Likes the member has not seen yet. */
  newLikes: number;
}

/**
 * The member and the navigation's counts are asked for by every logged-in page. They are kept per
 * session token under CachePolicy.session (declared on user.php, chats.php and likes.php in the
 * contract), far inside the 60 s refresh (docs/product.md#data-from-the-api), so a member clicking
 * through pages costs the API one GET user.php, chats.php and likes.php per policy period instead
 * of per page. Any call of that session that changes something forgets them (see
 * RequestContext.api), so a member always sees the result of their own action. With several web
 * processes another process may show counts up to that age. Each tenant's sessions share a bounded
 * part of the cache: many sessions on one site never push out another site's members.
 */
const memberCache = createTenantCache(5_000);
const userPolicy = endpoints.getUser.cache;
/** The counts come from two calls: kept no longer than either allows. */
const countsPolicy = [endpoints.getChats.cache, endpoints.getLikes.cache].reduce((a, b) =>
  a.maxAgeMs <= b.maxAgeMs ? a : b
);

export function cachedUser(tenantId: string, token: string, client: ApiClient): Promise<User | null> {
  return memberCache.get(tenantId, `user:${token}`, userPolicy, async () => (await client.call("getUser")).user);
}

/**
 * The navigation's badges, from chats.php and likes.php in parallel. docs/product.md#errors: a badge failure is
 * ignored silently — the page shows without badges rather than failing (and is not kept).
 */
export function cachedNavCounts(tenantId: string, token: string, client: ApiClient): Promise<NavCounts | null> {
  return memberCache
    .get(tenantId, `counts:${token}`, countsPolicy, async () => {
      const [{ chats }, { liked_by }] = await Promise.all([client.call("getChats"), client.call("getLikes")]);
      return {
        unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
        newLikes: liked_by.filter((like) => like.like_new).length,
      };
    })
    .catch(() => null);
}

/**
 * The member's discount offer (the time bonus, else the welcome code: app/features/time-bonus),
 * session data like the member: kept under CachePolicy.session and forgotten with the member (a
 * purchase, a logout), so it is read once per page burst rather than once per page.
 */
export function cachedOffer<T>(tenantId: string, token: string, load: () => Promise<T>): Promise<T> {
  return memberCache.get(tenantId, `offer:${token}`, CachePolicy.session, load);
}

export function forgetMember(tenantId: string, token: string) {
  memberCache.delete(tenantId, `user:${token}`);
  memberCache.delete(tenantId, `counts:${token}`);
  memberCache.delete(tenantId, `offer:${token}`);
}

export function clearMemberCache() {
  memberCache.clear();
}
