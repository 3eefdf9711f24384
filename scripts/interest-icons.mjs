// Writes app/components/interest-icons.svg: one <symbol> per interest of docs/product.md#interests, drawn from the
// Tabler icon set (MIT, @tabler/icons). The sprite is committed; run `npm run icons` after
// changing the table below. Pages reference it by URL, so no icon costs a byte of JavaScript.
import fs from "node:fs";
import { createRequire } from "node:module";

/** Interest key (and a few features) → Tabler outline icon. Adult topics get discreet symbols. */
const ICONS = {
  adventure: "compass",
  anal_sex: "cherry",
  animals: "paw",
  art: "palette",
  astrology: "zodiac-aries",
  bbq: "grill",
  beach: "beach",
  beer: "beer",
  biking: "bike",
  bondage: "lasso",
  coffee: "coffee",
  cooking: "chef-hat",
  dancing: "music-heart",
  exchanging_pictures: "photo",
  fashion: "shirt",
  foodie: "tools-kitchen-2",
  gardening: "plant",
  gym: "barbell",
  hiking: "trekking",
  hugging: "heart-handshake",
  kissing: "hearts",
  lingerie: "hanger",
  massages: "massage",
  masturbating: "hand-finger",
  movies: "movie",
  music: "music",
  one_night_stand: "moon-stars",
  oral_sex: "mood-tongue",
  outdoors: "tent",
  party: "confetti",
  photography: "camera",
  politics: "building-bank",
  public_sex: "trees",
  reading: "book",
  relationship: "heart",
  sadomasochism: "lock-heart",
  safe_sex: "shield-check",
  sex: "flame",
  sex_toys: "sparkles",
  shopping: "shopping-bag",
  sports: "ball-football",
  sushi: "fish",
  tattoos: "dragon",
  tea: "cup",
  theater: "masks-theater",
  threesome: "users-group",
  travelling: "plane",
  vegetarian: "salad",
  video_games: "device-gamepad-2",
  wine: "glass-full",
  // Shown for an interest an operator adds that has no icon of its own.
  other: "star",
  // The other ways to meet members, beside the search.
  swipe_game: "cards",
  match_finder: "heart-search",
  // The mark of a profile the site's team operates (fictional_icon, docs/product.md#sites-and-niches).
  operated: "masks-theater",
};

const require = createRequire(import.meta.url);
const symbols = Object.entries(ICONS).map(([key, icon]) => {
  // The package exports each drawing as "@tabler/icons/<style>/<name>.svg".
  const svg = fs.readFileSync(require.resolve(`@tabler/icons/outline/${icon}.svg`), "utf8");
  // The drawing without Tabler's invisible bounding-box path.
  const body = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none" ?\/>/, "")
    .replace(/\s*\n\s*/g, "");
  return `<symbol id="${key}" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</g></symbol>`;
});
const out = `<svg xmlns="http://www.w3.org/2000/svg"><!-- Tabler Icons (MIT), made by scripts/interest-icons.mjs -->\n${symbols.join(
  "\n"
)}\n</svg>\n`;
fs.writeFileSync(new URL("../app/components/interest-icons.svg", import.meta.url), out);
console.log(`app/components/interest-icons.svg: ${symbols.length} icons, ${out.length} bytes`);
