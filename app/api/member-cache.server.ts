import type { ApiClient } from "./client.server";
import { createTtlCache } from "./cache.server";
import type { User } from "./schemas/user";

export interface NavCounts {
  /** Unread messages over all conversations. */
  unread: number;
  /** Likes the member has not seen yet. */
  newLikes: number;
}

/**
 * The member and the navigation's counts are asked for by every logged-in page. They are kept per
 * session token for a few seconds, far inside the 60 s refresh (docs/product.md#data-from-the-api) of user, chats and likes, so
 * a member clicking through pages costs the API one GET user.php, chats.php and likes.php per
 * ten seconds instead of per page. Any call of that session that changes something forgets them
 * (see RequestContext.api), so a member always sees the result of their own action. With several
 * web processes another process may show counts up to that age.
 */
export const MEMBER_TTL_MS = 10_000;
/**
 * While the API is failing, the member's last known state keeps drawing the page around a form
 * whose post just failed (header, credits), instead of the error page losing what was typed.
 */
const MEMBER_STALE_IF_ERROR_MS = 10 * 60_000;
const memberCache = createTtlCache(20_000, { staleIfErrorMs: MEMBER_STALE_IF_ERROR_MS });

export function cachedUser(tenantId: string, token: string, client: ApiClient): Promise<User | null> {
  return memberCache.get(`user:${tenantId}:${token}`, MEMBER_TTL_MS, async () => (await client.call("getUser")).user);
}

/**
 * The navigation's badges, from chats.php and likes.php in parallel. docs/product.md#errors: a badge failure is
 * ignored silently — the page shows without badges rather than failing (and is not kept).
 */
export function cachedNavCounts(tenantId: string, token: string, client: ApiClient): Promise<NavCounts | null> {
  return memberCache
    .get(`counts:${tenantId}:${token}`, MEMBER_TTL_MS, async () => {
      const [{ chats }, { liked_by }] = await Promise.all([client.call("getChats"), client.call("getLikes")]);
      return {
        unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
        newLikes: liked_by.filter((like) => like.like_new).length,
      };
    })
    .catch(() => null);
}

export function forgetMember(tenantId: string, token: string) {
  memberCache.delete(`user:${tenantId}:${token}`);
  memberCache.delete(`counts:${tenantId}:${token}`);
}

export function clearMemberCache() {
  memberCache.clear();
}
