/** Landing pages' rules shared with the reference API (docs/product.md#landing-pages). */

/** What the social network lander's feed says a member did last. */
export const LANDING_ACTIVITIES = ["joined", "photo", "profile", "online"] as const;
export type LandingActivity = (typeof LANDING_ACTIVITIES)[number];

/** Photos a profile's landing page shows: an advert for an operated profile shows more than its profile does to a visitor. */
export const LANDING_VISIBLE_PHOTOS = 3;

/** The most members one showcase call answers. */
export const SHOWCASE_MAX = 48;

/** The marketing landers of /landers/{kind}/{slug?}; tinderswipe is its own route. */
export const LANDER_KINDS = [
  "alonetonight",
  "collagelanding",
  "gallery",
  "iconslanding",
  "maplanding",
  "socialnetwork",
  "transitionsvideolanding",
  "video",
] as const;
export type LanderKind = (typeof LANDER_KINDS)[number];

/** The three layouts of a profile's landing: /members/{id}/landing, landing2, landing3. */
export const MEMBER_LANDINGS = ["landing", "landing2", "landing3"] as const;
