import { z } from "zod";
import { displayTextSchema, IdSchema } from "./common";

/**
 * Partner tiles among the members (docs/product.md#cam-and-resell-tiles, decision 022): a live cam
 * or a partner's offer the operator earns from, placed among search results and on the landers.
 * They are never members: no profile, no like, no chat.
 */
export const PROMO_TILE_TYPES = ["cam", "resell"] as const;
export type PromoTileType = (typeof PROMO_TILE_TYPES)[number];

/** Where a tile leads: an absolute https address (a partner's page) or a path of the site itself. */
export const PromoDestinationSchema = z.union([
  z
    .string()
    .url()
    .max(2000)
    .regex(/^https:\/\/[^\s]+$/, "an absolute https address"),
  // "/x", never "//host" or "/\host", which a browser reads as another site's address.
  z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])[^\s]*$/, "a path of the site"),
]);

export const PromoTileSchema = z.object({
  id: IdSchema,
  type: z.enum(PROMO_TILE_TYPES),
  /** The offer's name: a performer's stage name, a partner's brand. */
  title: displayTextSchema(60, { min: 1 }),
  /** Absolute http(s) address of the picture: under the site's cdn_prefix or the API's own photos. */
  image: z
    .string()
    .url()
    .max(2000)
    .regex(/^https?:\/\/[^\s]+$/, "an http(s) address"),
  url: PromoDestinationSchema,
  /**
   * The operator's short call to action in the request's language ("Free to join"); without one
   * the web tier says its own. What the tile is ("Live cam", "Partner offer") is always the web
   * tier's text, so no tile can pass for a member.
   */
  label: displayTextSchema(40, { min: 1 }).optional(),
});
export type PromoTile = z.infer<typeof PromoTileSchema>;

/** promo-tiles.php: the site's tiles, none when its settings say `member_resell: false`. */
export const PromoTilesResponseSchema = z.object({ tiles: z.array(PromoTileSchema).max(20) });
