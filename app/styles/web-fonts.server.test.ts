import { describe, expect, it } from "vitest";
import { NICHE_FONTS, NICHE_THEMES } from "../../themes/index";
import { WEB_FONTS } from "../../themes/web-fonts";
import { siteFonts } from "./web-fonts.server";

const families = (css: string) => new Set([...css.matchAll(/font-family:'([^']+)'/g)].map((m) => m[1]));

describe("the web fonts of a site", () => {
  for (const niche of [1, 2, 3, 4, 5, 6, 7]) {
    it(`niche ${niche} loads its own heading and body families only, Latin subsets, swapped in`, () => {
      const { css, preloads } = siteFonts(niche);
      const own = [...new Set([NICHE_FONTS[niche].heading, NICHE_FONTS[niche].body])].map((id) => WEB_FONTS[id]);
      expect(families(css)).toEqual(new Set(own.flatMap((f) => [f.family, f.fallback.family])));
      const files = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
      expect(files).toHaveLength(own.length * 2);
      expect(files.every((f) => /-latin(-ext)?-(wght|400)-normal[^/]*\.woff2$/.test(f))).toBe(true);
      expect(css.match(/font-display:swap/g)).toHaveLength(own.length * 2);
      // The Latin file of each family is preloaded; latin-ext comes only for text that needs it.
      const latinFile = (f: (typeof own)[number]) => f.subsets.latin.file.split("/").pop()!;
      expect(preloads).toEqual(own.map((f) => files.find((file) => file.endsWith(latinFile(f)))));
      expect(preloads.every(Boolean)).toBe(true);
      // The theme names the families the CSS defines, web font first, then its sized fallback.
      const theme = NICHE_THEMES[niche];
      for (const [token, id] of [
        [theme.font.heading, NICHE_FONTS[niche].heading],
        [theme.font.body, NICHE_FONTS[niche].body],
      ] as const) {
        expect(token.startsWith(`'${WEB_FONTS[id].family}', '${WEB_FONTS[id].fallback.family}',`)).toBe(true);
      }
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

  it("loads nothing for a tenant that sets its own font family", () => {
    expect(siteFonts(1, { ownFontFamily: true })).toEqual({ css: "", preloads: [] });
  });
});
