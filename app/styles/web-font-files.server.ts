// Written by `npm run fonts` (scripts/font-metrics.mjs): do not edit.
// The address each font file is served at (public/build/_assets, fingerprinted, cached for a year).
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2";
import outfitLatin from "@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2";
import outfitLatinExt from "@fontsource-variable/outfit/files/outfit-latin-ext-wght-normal.woff2";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
import frauncesLatinExt from "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2";
import oswaldLatin from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2";
import oswaldLatinExt from "@fontsource-variable/oswald/files/oswald-latin-ext-wght-normal.woff2";
import nunitoLatin from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2";
import nunitoLatinExt from "@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2";
import playfairDisplayLatin from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2";
import playfairDisplayLatinExt from "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2";
import dmSansLatin from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2";
import dmSansLatinExt from "@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2";
import spaceGroteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
import spaceGroteskLatinExt from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2";
import sourceSans3Latin from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2";
import sourceSans3LatinExt from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2";
import dmSerifDisplayLatin from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";
import dmSerifDisplayLatinExt from "@fontsource/dm-serif-display/files/dm-serif-display-latin-ext-400-normal.woff2";

export const WEB_FONT_FILE_URLS: Record<string, string> = {
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2": interLatin,
  "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2": interLatinExt,
  "@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2": outfitLatin,
  "@fontsource-variable/outfit/files/outfit-latin-ext-wght-normal.woff2": outfitLatinExt,
  "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2": frauncesLatin,
  "@fontsource-variable/fraunces/files/fraunces-latin-ext-wght-normal.woff2": frauncesLatinExt,
  "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2": oswaldLatin,
  "@fontsource-variable/oswald/files/oswald-latin-ext-wght-normal.woff2": oswaldLatinExt,
  "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2": nunitoLatin,
  "@fontsource-variable/nunito/files/nunito-latin-ext-wght-normal.woff2": nunitoLatinExt,
  "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2": playfairDisplayLatin,
  "@fontsource-variable/playfair-display/files/playfair-display-latin-ext-wght-normal.woff2": playfairDisplayLatinExt,
  "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2": dmSansLatin,
  "@fontsource-variable/dm-sans/files/dm-sans-latin-ext-wght-normal.woff2": dmSansLatinExt,
  "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2": spaceGroteskLatin,
  "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2": spaceGroteskLatinExt,
  "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2": sourceSans3Latin,
  "@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2": sourceSans3LatinExt,
  "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2": dmSerifDisplayLatin,
  "@fontsource/dm-serif-display/files/dm-serif-display-latin-ext-400-normal.woff2": dmSerifDisplayLatinExt,
};
