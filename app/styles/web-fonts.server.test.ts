import { describe, expect, it } from "vitest";
import { NICHE_FONTS, NICHE_THEMES } from "../../themes/index";
import { headingFallback } from "../../themes/tokens";
import { WEB_FONTS } from "../../themes/web-fonts";
import { siteFonts } from "./web-fonts.server";

const families = (css: string) => new Set([...css.matchAll(/font-family:'([^']+)'/g)].map((m) => m[1]));

describe("the web fonts of a site", () => {
  for (const niche of [1, 2, 3, 4, 5, 6, 7]) {
    it(`niche ${niche} loads its own heading and body families only, Latin subsets, swapped in`, () => {
      const { css, preloads } = siteFonts(niche);
      const own = [...new Set([NICHE_FONTS[niche].heading, NICHE_FONTS[niche].body])].map((id) => WEB_FONTS[id]);
      const theme = NICHE_THEMES[niche];
      const heading = headingFallback(NICHE_FONTS[niche].heading, theme.font.headingWeight, theme.font.headingCase);
      expect(
        heading,
        "the heading's fallback is measured: add it to scripts/font-metrics.mjs, run npm run fonts"
      ).toBeDefined();
      expect(families(css)).toEqual(new Set([...own.flatMap((f) => [f.family, f.fallback.family]), heading!.family]));
      const files = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
      expect(files).toHaveLength(own.length * 2);
      expect(files.every((f) => /-latin(-ext)?-(wght|400)-normal[^/]*\.woff2$/.test(f))).toBe(true);
      expect(css.match(/font-display:swap/g)).toHaveLength(own.length * 2);
      // The Latin file of each family is preloaded; latin-ext comes only for text that needs it.
      const latinFile = (f: (typeof own)[number]) => f.subsets.latin.file.split("/").pop()!;
      expect(preloads).toEqual(own.map((f) => files.find((file) => file.endsWith(latinFile(f)))));
      expect(preloads.every(Boolean)).toBe(true);
      // The theme names the families the CSS defines, web font first, then its sized fallbacks.
      const [headingFont, bodyFont] = [WEB_FONTS[NICHE_FONTS[niche].heading], WEB_FONTS[NICHE_FONTS[niche].body]];
      expect(theme.font.heading).toMatch(
        new RegExp(`^'${headingFont.family}', '${heading!.family}', '${headingFont.fallback.family}', `)
      );
      expect(theme.font.body).toMatch(new RegExp(`^'${bodyFont.family}', '${bodyFont.fallback.family}', `));
    });
  }

  it("sizes each fallback face to its web font, so nothing moves when the font arrives", () => {
    const { css } = siteFonts(3);
    const fallback = css.match(/@font-face\{font-family:'Oswald Fallback';([^}]*)\}/)?.[1] ?? "";
    expect(fallback).toMatch(/src:local\('Arial'\),local\('Liberation Sans'\)/);
    // Oswald is a condensed face: its fallback is drawn narrower and taller than Arial.
    expect(parseFloat(/size-adjust:([\d.]+)%/.exec(fallback)![1])).toBeLessThan(90);
    expect(fallback).toMatch(/ascent-override:[\d.]+%;descent-override:[\d.]+%;line-gap-override:[\d.]+%/);
  });

  it("sizes the heading's fallback to the heading's weight and case", () => {
    const { css } = siteFonts(3);
    const caps = css.match(/@font-face\{font-family:'Oswald Fallback 600 Caps';([^}]*)\}/)?.[1] ?? "";
    const regular = css.match(/@font-face\{font-family:'Oswald Fallback';([^}]*)\}/)?.[1] ?? "";
    const sizeOf = (face: string) => parseFloat(/size-adjust:([\d.]+)%/.exec(face)![1]);
    // Oswald's capitals are narrower still beside Arial's than its running text.
    expect(sizeOf(caps)).toBeLessThan(sizeOf(regular));
  });

  it("loads nothing for a tenant that sets its own font family", () => {
    expect(siteFonts(1, { ownFontFamily: true })).toEqual({ css: "", preloads: [] });
  });
});
