import type { ThemeTokens } from "./tokens";
import general from "./niche-1";
import she from "./niche-2";
import bdsm from "./niche-3";
import bbw from "./niche-4";
import gilf from "./niche-5";
import milf from "./niche-6";
import gay from "./niche-7";

/** Niche number (docs/product.md#sites-and-niches) → its theme. */
export const NICHE_THEMES: Record<number, ThemeTokens> = {
  1: general,
  2: she,
  3: bdsm,
  4: bbw,
  5: gilf,
  6: milf,
  7: gay,
};
