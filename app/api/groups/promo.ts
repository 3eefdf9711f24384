import { CachePolicy, type Endpoint } from "../endpoint";
import { PromoTilesResponseSchema } from "../schemas/promo-tiles";

/**
 * The operator's partner tiles (docs/product.md#cam-and-resell-tiles, decision 022): live cams and
 * partner offers shown among the members where the site's settings allow it (`member_resell`).
 */
export const promoEndpoints = {
  getPromoTiles: {
    method: "GET",
    path: "/api/promo-tiles.php",
    summary:
      "The site's cam and resell tiles (title, picture, destination, optional label in the Accept-Language); " +
      "an empty list when the site's settings say member_resell: false.",
    response: PromoTilesResponseSchema,
    auth: "none",
    cache: CachePolicy.promoTiles,
  },
} as const satisfies Record<string, Endpoint>;
