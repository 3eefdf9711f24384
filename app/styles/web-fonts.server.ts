import { NICHE_FONTS, NICHE_THEMES } from "../../themes/index";
import { headingFallback } from "../../themes/tokens";
import { WEB_FONTS, type WebFontId } from "../../themes/web-fonts";
import { WEB_FONT_FILE_URLS } from "./web-font-files.server";

/** What a site's pages load of the web fonts: the @font-face rules and the files to preload. */
export interface SiteFonts {
  /** @font-face rules of the niche's families only (each site loads its own niche's files, not all seven). */
  css: string;
  /** The Latin files of the heading and body families: every page needs them, so they start with the HTML. */
  preloads: string[];
}

const NO_FONTS: SiteFonts = { css: "", preloads: [] };

/** A family's faces: one per subset (the browser fetches a subset only for text in its range) and the sized fallback. */
function faces(id: WebFontId): string {
  const font = WEB_FONTS[id];
  const files = Object.values(font.subsets).map(
    (subset) =>
      `@font-face{font-family:'${font.family}';font-style:normal;font-display:swap;font-weight:${font.weight};` +
      `src:url(${WEB_FONT_FILE_URLS[subset.file]}) format('woff2');unicode-range:${subset.unicodeRange}}`
  );
  return [...files, fallbackFace(id, font.fallback)].join("");
}

/** How a fallback face is sized: for running text (`WEB_FONTS`) or a heading (`HEADING_FALLBACKS`). */
interface FallbackMetrics {
  family: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** A local face (Arial, Times New Roman or their metric twins) sized to take the web font's room. */
function fallbackFace(id: WebFontId, metrics: FallbackMetrics): string {
  const local = WEB_FONTS[id].fallback.local.map((name) => `local('${name}')`).join(",");
  return (
    `@font-face{font-family:'${metrics.family}';src:${local};size-adjust:${metrics.sizeAdjust};` +
    `ascent-override:${metrics.ascentOverride};descent-override:${metrics.descentOverride};` +
    `line-gap-override:${metrics.lineGapOverride}}`
  );
}

const byNiche = new Map<number, SiteFonts>();

/**
 * The web fonts of a niche's pages. A tenant that sets its own font family (tenant file
 * `theme.fontFamily`) uses no web font, so nothing is loaded for it.
 */
export function siteFonts(niche: number, { ownFontFamily = false } = {}): SiteFonts {
  if (ownFontFamily || !NICHE_FONTS[niche]) return NO_FONTS;
  let fonts = byNiche.get(niche);
  if (!fonts) {
    const { heading, body } = NICHE_FONTS[niche];
    const families = [...new Set([heading, body])];
    const { headingWeight, headingCase } = NICHE_THEMES[niche].font;
    const headingFace = headingFallback(heading, headingWeight, headingCase);
    fonts = {
      css: families.map(faces).join("") + (headingFace ? fallbackFace(heading, headingFace) : ""),
      preloads: families.map((id) => WEB_FONT_FILE_URLS[WEB_FONTS[id].subsets.latin.file]),
    };
    byNiche.set(niche, fonts);
  }
  return fonts;
}
