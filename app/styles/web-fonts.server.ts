import { NICHE_FONTS, NICHE_THEMES } from "../../themes/index";
import { headingFallback } from "../../themes/tokens";
import { WEB_FONTS, type HeadingFallback, type WebFontId } from "../../themes/web-fonts";
import { WEB_FONT_FILE_URLS } from "./web-font-files.server";

/**
 * What a site's pages load of the web fonts: the @font-face rules of the niche's families only
 * (each site loads its own niche's files, not all seven). The files are not preloaded: the rules
 * sit in the page itself, so the browser asks for a file as soon as text needs it, and until it
 * arrives the text is drawn in a fallback sized to take the same room. A preload made the font
 * files compete with the scripts, styles and photos for a phone's bandwidth before the first
 * paint (Lighthouse on the members' pages: LCP 3.0–3.7 s with them, 1.1–2.5 s without).
 */
export interface SiteFonts {
  css: string;
}

const NO_FONTS: SiteFonts = { css: "" };

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

/** A local face (Arial, Times New Roman or their metric twins) sized to take the web font's room. */
function fallbackFace(id: WebFontId, metrics: HeadingFallback): string {
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
    };
    byNiche.set(niche, fonts);
  }
  return fonts;
}
