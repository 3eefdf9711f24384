import type { MemberCard } from "~/api/schemas/members";
import type { Profile } from "~/api/schemas/user";
import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from "~/domain/members";
import { defaultSearchFilters } from "~/features/members/search-filters";

/** The most faces the page shows (docs/decisions/023): enough to choose from, few enough to look at each. */
export const MATCHES_SHOWN = 12;

/**
 * match-finder.php's question for a new member: who the niche and the profile look for (the
 * member search's default: gender, ±10 years around the own age), ranked by the API with the own
 * country and region first. No interests are asked yet: a new profile has none.
 */
export function matchesQuery(
  niche: number,
  profile: Pick<Profile, "gender" | "sexuality" | "age" | "country" | "region">,
  countries: string[]
) {
  const search = defaultSearchFilters(niche, profile);
  const country = countries.includes(profile.country) ? profile.country : undefined;
  return {
    min_age: String(search.min_age ?? MIN_SEARCH_AGE),
    max_age: String(search.max_age ?? MAX_SEARCH_AGE),
    ...(search.gender ? { gender: search.gender } : {}),
    ...(country ? { country } : {}),
    ...(country && profile.region ? { countryregion: profile.region } : {}),
  };
}

/**
 * The faces to show, at most MATCHES_SHOWN: members with a photo (those without only to fill up),
 * the own region's first, then the own country's, then the rest, each group in the API's order
 * (which weighs age and being online too: docs/product.md#match-finder).
 */
export function pickFaces<T extends Pick<MemberCard, "main_image" | "country" | "region">>(
  ranked: T[],
  own: { country: string; region: string | null }
): T[] {
  const closeness = (m: T) => (m.country !== own.country ? 0 : own.region && m.region === own.region ? 2 : 1);
  const byPlace = (list: T[]) => [...list].sort((a, b) => closeness(b) - closeness(a));
  const withPhoto = ranked.filter((m) => m.main_image);
  const without = ranked.filter((m) => !m.main_image);
  return [...byPlace(withPhoto), ...byPlace(without)].slice(0, MATCHES_SHOWN);
}

/** The like between the member and each shown member, from likes.php's two lists. */
export function likeStates(
  likes: { profiles: { id: number }[]; liked_by: { profile: { id: number } }[] },
  ids: number[]
): Record<number, "none" | "liked" | "match"> {
  const sent = new Set(likes.profiles.map((p) => p.id));
  const received = new Set(likes.liked_by.map((l) => l.profile.id));
  return Object.fromEntries(
    ids.map((id) => [id, sent.has(id) ? (received.has(id) ? "match" : "liked") : "none"] as const)
  );
}
