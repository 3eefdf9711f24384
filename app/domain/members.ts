/**
 * Rules of finding and meeting members, shared by the web tier and the reference API (zod-free,
 * so pages may import them). Values the product leaves open are chosen here; decision 013 says why.
 */

/** docs/product.md#swipe-game: the swipe game allows 4 likes a day (the day ends at midnight UTC). */
export const SWIPE_LIKES_PER_DAY = 4;

/** Results per search page: 2, 3 and 4 columns all fill whole rows. */
export const SEARCH_PAGE_SIZE = 24;
/** Pages are bounded (offset pagination stays cheap); a search past it asks for narrower filters. */
export const SEARCH_MAX_PAGES = 40;
/** Below this many results the API adds "similar results" from a widened search. */
export const SIMILAR_RESULTS_BELOW = 12;

/** Photos a free member sees of another member: the main one and two more; premium sees all. */
export const FREE_VISIBLE_PHOTOS = 3;
/** A visitor (logged out) sees the main photo only. */
export const VISITOR_VISIBLE_PHOTOS = 1;

/** "Online recently": active within this many minutes. */
export const ONLINE_WITHIN_MINUTES = 15;

export const MIN_SEARCH_AGE = 18;
export const MAX_SEARCH_AGE = 99;

/** Related profiles under a profile, and suggestions the match finder ranks. */
export const RELATED_PROFILES = 8;
export const MATCH_FINDER_RESULTS = 24;

/** The like state between the member and another (docs/product.md#likes-and-matches). */
export const LIKE_STATES = ["none", "liked", "match"] as const;
export type LikeState = (typeof LIKE_STATES)[number];

/** The likes page tabs (/likes/{type}, docs/product.md#likes-and-matches). */
export const LIKE_TABS = ["received", "sent", "matches"] as const;
export type LikeTab = (typeof LIKE_TABS)[number];

/** The gift catalogue: every gift costs the site's gift_credits; keys are translated by the web tier. */
export const GIFT_KEYS = ["rose", "chocolates", "champagne", "teddy_bear", "heart", "diamond"] as const;
export type GiftKey = (typeof GIFT_KEYS)[number];

/** Why a member is reported (with target_id) and why a general complaint is sent (without). */
export const MEMBER_COMPLAINT_REASONS = [
  "fake_profile",
  "harassment",
  "scam",
  "inappropriate_photos",
  "underage",
  "other",
] as const;
export const GENERAL_COMPLAINT_REASONS = ["billing", "technical", "member_behaviour", "privacy", "other"] as const;
export const COMPLAINT_REASONS = [...new Set([...MEMBER_COMPLAINT_REASONS, ...GENERAL_COMPLAINT_REASONS])] as [
  string,
  ...string[]
];
export const COMPLAINT_TEXT_MAX = 2000;
/** Complaints one member (or, logged out, one IP) may send a day. */
export const COMPLAINTS_PER_DAY = 10;

/**
 * The signup's first answers on a niche's site (decision 006): who its new members most likely
 * are. The she site's a woman who likes women, the gay site's a man who likes men, the curvy and
 * mature sites' (whose members are women) a man who likes women; the general and BDSM sites
 * presume nothing. The member changes them like any answer.
 */
export function signupDefaults(niche: number): {
  gender?: "male" | "female";
  sexuality?: "hetero" | "gay" | "lesbian" | "bi";
} {
  if (niche === 2) return { gender: "female", sexuality: "lesbian" };
  if (niche === 7) return { gender: "male", sexuality: "gay" };
  if (niche === 4 || niche === 5 || niche === 6) return { gender: "male", sexuality: "hetero" };
  return {};
}

/** The default search of a member: who the niche and the member's own profile suggest. */
export function defaultSearchGender(
  niche: number,
  own: { gender: "male" | "female" | null; sexuality: "hetero" | "gay" | "lesbian" | "bi" | null } | null
): "male" | "female" | undefined {
  if (niche === 7) return "male"; // gay site: men seeking men
  if (niche === 2) return "female"; // she: women seeking women
  if (!own?.gender) return undefined;
  if (own.sexuality === "gay" || own.sexuality === "lesbian") return own.gender;
  if (own.sexuality === "bi") return undefined;
  return own.gender === "male" ? "female" : "male";
}
