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
/** Faces a dating profile would show (no crying, dizzy or sick ones). */
const MOUTHS = ["smile", "twinkle", "default", "tongue"] as const;
const EYES = ["happy", "default", "wink", "hearts", "squint"] as const;

/**
 * Demo member photos: DiceBear portraits drawn locally from the file name
 * (`<seed>-female.svg`, `<seed>-male.svg`, and `<seed>-female-2.svg` … for more photos of the same
 * person: same face and hair, another expression and background), the same picture every time.
 */
export function avatarRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/avatars/:file{[A-Za-z0-9_-]{1,100}\\.svg}", (c) => {
    const [, seed, gender, nth] = /^(.*-(female|male))(?:-(\d))?\.svg$/.exec(c.req.param("file")) ?? [];
    if (!seed) return c.json({ error: "not_found" }, 404);
    const female = gender === "female";
    const n = Number(nth ?? 1) - 1;
    const pick = <T>(list: readonly T[]) => (n === 0 ? [...list] : [list[n % list.length]]);
    const svg = createAvatar(avataaars, {
      seed,
      backgroundColor: n === 0 ? BACKGROUNDS : [BACKGROUNDS[(n * 2) % BACKGROUNDS.length]],
      top: [...(female ? LONG_HAIR : SHORT_HAIR)],
      facialHairProbability: female ? 0 : 35,
      accessoriesProbability: 15,
      mouth: pick(MOUTHS),
      eyes: pick(EYES),
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
