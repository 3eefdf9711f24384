import { describe, expect, it } from "vitest";
import { NICHE_THEMES } from "./index";

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Pairs the UI draws as text on background; all must meet WCAG AA for normal text (4.5:1). */
const PAIRS = [
  ["text", "background"],
  ["text", "surface"],
  ["muted", "background"],
  ["muted", "surface"],
  ["primary", "surface"],
  ["primary", "background"],
  ["onPrimary", "primary"],
  ["onPrimary", "primaryHover"],
  ["onDark", "dark"],
  ["danger", "surface"],
  ["success", "surface"],
  ["warning", "surface"],
  // The placeholder tile's initials, on both ends of its gradient.
  ["onTile", "tileFrom"],
  ["onTile", "tileTo"],
] as const;

describe("niche themes", () => {
  it("are seven, and differ from each other", () => {
    const primaries = Object.values(NICHE_THEMES).map((t) => `${t.color.primary}/${t.color.background}`);
    expect(primaries).toHaveLength(7);
    expect(new Set(primaries).size).toBe(7);
  });

  // Recognisable beyond colour: no two niches share type pairing and shape language.
  it("each set their own type pairing, corners, lines and elevation", () => {
    const identities = Object.values(NICHE_THEMES).map((t) =>
      JSON.stringify([t.font.heading, t.font.body, t.radius, t.border, t.shadow, t.imagery])
    );
    expect(new Set(identities).size).toBe(7);
    const headings = new Set(Object.values(NICHE_THEMES).map((t) => t.font.heading));
    expect(headings.size).toBe(7);
  });

  for (const [niche, theme] of Object.entries(NICHE_THEMES)) {
    it(`niche ${niche} meets WCAG AA contrast`, () => {
      const failures = PAIRS.map(([fg, bg]) => ({
        pair: `${fg} on ${bg}`,
        ratio: contrast(theme.color[fg], theme.color[bg]),
      }))
        .filter((p) => p.ratio < 4.5)
        .map((p) => `${p.pair}: ${p.ratio.toFixed(2)}`);
      expect(failures).toEqual([]);
    });
  }
});
