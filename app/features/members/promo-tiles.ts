import type { PromoTile } from "~/api/schemas/promo-tiles";

export type { PromoTile };

/** A partner tile's place in a list of members (withPromoTiles). */
export interface PromoSlot {
  promo: PromoTile;
}

/**
 * Where the tiles go in each page of 24 search results: after the 4th and the 12th member, so
 * at most two per page; the first row of a phone (two columns) and of a laptop (four) is members
 * only (docs/product.md#cam-and-resell-tiles, decision 022).
 */
export const PROMO_POSITIONS: readonly number[] = [4, 12];

/**
 * `members` with `tiles[i]` after the `positions[i]`-th member (counted from 1, ascending). A tile
 * goes only where that many members are, and there are never more tiles than positions: a short
 * list gets fewer tiles, an empty one none. The landers use it as the search does.
 */
export function withPromoTiles<T>(
  members: readonly T[],
  tiles: readonly PromoTile[],
  positions: readonly number[]
): (T | PromoSlot)[] {
  const places = [...new Set(positions)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b);
  const after = new Map(places.slice(0, tiles.length).map((place, i) => [place, tiles[i]]));
  return members.flatMap((member, i) => {
    const tile = after.get(i + 1);
    return tile ? [member, { promo: tile }] : [member];
  });
}

/**
 * The tiles one page shows (`perPage` of them, fewer when the site has fewer): successive pages
 * take turns, so a member scrolling on meets each offer before any comes again.
 */
export function tilesForPage(tiles: readonly PromoTile[], page: number, perPage = PROMO_POSITIONS.length): PromoTile[] {
  const count = Math.min(perPage, tiles.length);
  if (count === 0) return [];
  const start = (Math.max(page - 1, 0) * count) % tiles.length;
  return Array.from({ length: count }, (_, i) => tiles[(start + i) % tiles.length]);
}

export const isPromoSlot = (item: unknown): item is PromoSlot =>
  typeof item === "object" && item !== null && "promo" in item;

/** A partner's address (opens in a new tab, marked sponsored) rather than a page of the site. */
export const isExternalDestination = (url: string) => /^https:\/\//i.test(url);
