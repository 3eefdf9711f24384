import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { respond } from "../http";
import { acceptedLanguage, type ApiLanguage } from "../languages";
import type { StoredSettings } from "../seed/sites";
import { serveEndpoint } from "../serve-endpoint";

/**
 * promo-tiles.php (docs/product.md#cam-and-resell-tiles, decision 022): the site's cam and resell
 * tiles while its settings have member_resell on, none otherwise. Pictures are paths under the
 * API's cdn, answered as absolute addresses; a tile's label is the request's language's, or none.
 */
export function promoTileRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getPromoTiles", (c) => {
    const { member_resell, promo_tiles = [] } = c.get("site").settings as StoredSettings;
    const cdn = `${c.get("options").publicUrl.replace(/\/$/, "")}/cdn/`;
    const header = c.req.header("Accept-Language");
    const tiles = member_resell
      ? promo_tiles.map(({ labels = {}, image, ...tile }) => {
          const language = acceptedLanguage(header, Object.keys(labels) as ApiLanguage[]);
          return { ...tile, image: `${cdn}${image}`, ...(language ? { label: labels[language] } : {}) };
        })
      : [];
    return respond(c, "getPromoTiles", { tiles });
  });
}
