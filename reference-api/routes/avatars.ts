import { Hono, type Context } from "hono";
import { AVATAR_SETS, isAvatarSet, type AvatarSetName } from "../avatar-sets";
import { photoFileRoutes } from "../photos/serve";
import { promoImage } from "../promo-images";
import type { AppEnv } from "../app-env";

const FILE = "{[A-Za-z0-9_-]{1,100}\\.svg}";

/**
 * Demo member photos: portraits drawn locally from the file name in the niche's set
 * (`avatars/<set>/<seed>-female.svg`, `<seed>-male.svg`, and `<seed>-female-2.svg` … for more
 * photos of the same person: same face and hair, another expression and background), the same
 * picture every time (reference-api/avatar-sets.ts). Names without a set, as stored before sets
 * existed, are drawn in the general set.
 */
export function avatarRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get(`/avatars/:set{[a-z]{1,20}}/:file${FILE}`, (c) => {
    const set = c.req.param("set");
    return isAvatarSet(set) ? drawn(c, set, c.req.param("file")) : c.json({ error: "not_found" }, 404);
  });
  routes.get(`/avatars/:file${FILE}`, (c) => drawn(c, "general", c.req.param("file")));
  // The demo cam and offer tiles' pictures (promo-tiles.php).
  routes.get(`/promo/:file${FILE}`, (c) => {
    const svg = promoImage(c.req.param("file"));
    return svg ? svgAnswer(c, svg) : c.json({ error: "not_found" }, 404);
  });
  // Members' uploaded photos (reference-api/photos/).
  routes.route("/photos", photoFileRoutes());
  return routes;
}

function drawn(c: Context<AppEnv>, set: AvatarSetName, file: string) {
  const [, seed, gender, nth] = /^(.*-(female|male))(?:-(\d))?\.svg$/.exec(file) ?? [];
  if (!seed) return c.json({ error: "not_found" }, 404);
  return svgAnswer(c, AVATAR_SETS[set](seed, gender as "female" | "male", Number(nth ?? 1) - 1));
}

/** A drawn picture: the same every time, kept a year. */
function svgAnswer(c: Context<AppEnv>, svg: string) {
  return c.body(svg, 200, {
    "Content-Type": "image/svg+xml",
    "Cache-Control": "public, max-age=31536000, immutable",
    // An SVG opened directly must not run anything.
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    "X-Content-Type-Options": "nosniff",
  });
}
