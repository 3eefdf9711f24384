import type { NicheFonts, ThemeTokens } from "./tokens";
import general, { fonts as generalFonts } from "./niche-1";
import she, { fonts as sheFonts } from "./niche-2";
import bdsm, { fonts as bdsmFonts } from "./niche-3";
import bbw, { fonts as bbwFonts } from "./niche-4";
import gilf, { fonts as gilfFonts } from "./niche-5";
import milf, { fonts as milfFonts } from "./niche-6";
import gay, { fonts as gayFonts } from "./niche-7";

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

/** Niche number → the self-hosted families its pages load (and nothing else: docs/decisions/005). */
export const NICHE_FONTS: Record<number, NicheFonts> = {
  1: generalFonts,
  2: sheFonts,
  3: bdsmFonts,
  4: bbwFonts,
  5: gilfFonts,
  6: milfFonts,
  7: gayFonts,
};
