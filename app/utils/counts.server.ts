import type { ApiClient } from "~/api/client.server";

export interface NavCounts {
  /** Unread messages over all conversations. */
  unread: number;
  /** Likes the member has not seen yet. */
  newLikes: number;
}

/**
 * The navigation's badges, from chats.php and likes.php in parallel. SPEC §8: a badge failure is
 * ignored silently — the page shows without badges rather than failing.
 */
export async function getNavCounts(client: ApiClient): Promise<NavCounts | null> {
  try {
    const [{ chats }, { liked_by }] = await Promise.all([client.call("getChats"), client.call("getLikes")]);
    return {
      unread: chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0),
      newLikes: liked_by.filter((like) => like.like_new).length,
    };
  } catch {
    return null;
  }
}
