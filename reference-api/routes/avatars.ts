import { avataaars } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";
import { Hono } from "hono";
import { photoFileRoutes } from "../photos/serve";
import type { AppEnv } from "../app-env";

const LONG_HAIR = [
  "bob",
  "bun",
  "curly",
  "curvy",
  "frida",
  "longButNotTooLong",
  "miaWallace",
  "straight01",
  "straight02",
  "straightAndStrand",
  "bigHair",
] as const;
const SHORT_HAIR = [
  "shortCurly",
  "shortFlat",
  "shortRound",
  "shortWaved",
  "sides",
  "theCaesar",
  "theCaesarAndSidePart",
  "shaggy",
  "frizzle",
  "dreads01",
] as const;
const BACKGROUNDS = ["ffd5dc", "ffdfbf", "d1d4f9", "c0aede", "b6e3f4", "fde68a"];

/**
 * Demo member photos: DiceBear portraits drawn locally from the file name's seed
 * (`<seed>-female.svg` / `<seed>-male.svg`), the same picture every time.
 */
export function avatarRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/avatars/:file{[A-Za-z0-9_-]{1,100}\\.svg}", (c) => {
    const seed = c.req.param("file").replace(/\.svg$/, "");
    const female = seed.endsWith("-female");
    const svg = createAvatar(avataaars, {
      seed,
      backgroundColor: BACKGROUNDS,
      top: [...(female ? LONG_HAIR : SHORT_HAIR)],
      facialHairProbability: female ? 0 : 35,
      accessoriesProbability: 15,
    }).toString();
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      // An SVG opened directly must not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    });
  });
  // Members' uploaded photos (reference-api/photos/).
  routes.route("/photos", photoFileRoutes());
  return routes;
}
