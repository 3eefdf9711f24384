import type { Likes } from "~/api/schemas/social";
import type { Profile } from "~/api/schemas/user";
import type { LikeTab } from "~/domain/members";

export type LikeEntry = Profile & { isNew: boolean; isMatch: boolean };

/**
 * The three tabs from likes.php (docs/product.md#likes-and-matches: a mutual like is a match): received with the new ones
 * marked, sent, and matches (liked both ways), each newest first as the API orders them.
 */
export function likeTabs({ profiles, liked_by }: Likes): Record<LikeTab, LikeEntry[]> & {
  counts: Record<LikeTab, number>;
} {
  const sentIds = new Set(profiles.map((p) => p.id));
  const receivedIds = new Set(liked_by.map((l) => l.profile.id));
  const received = liked_by.map((l) => ({ ...l.profile, isNew: l.like_new, isMatch: sentIds.has(l.profile.id) }));
  const sent = profiles.map((p) => ({ ...p, isNew: false, isMatch: receivedIds.has(p.id) }));
  const matches = received.filter((p) => p.isMatch).map((p) => ({ ...p, isNew: false }));
  return {
    received,
    sent,
    matches,
    counts: { received: received.length, sent: sent.length, matches: matches.length },
  };
}
