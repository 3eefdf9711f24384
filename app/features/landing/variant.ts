/**
 * The optional `{slug}` of a lander (docs/product.md#landing-pages): a city of the site's
 * members ("amsterdam", "den-haag") or one of a few theme words, reflected in the page's copy.
 * Anything else is the default page, never a 404: an ad's URL with a typo still converts.
 */
export const THEME_WORDS = ["discreet", "casual", "romance", "tonight", "weekend", "mature"] as const;
export type ThemeWord = (typeof THEME_WORDS)[number];

export type LanderVariant = { type: "default" } | { type: "city"; city: string } | { type: "theme"; word: ThemeWord };

/** Lower case, no accents, separators as spaces: "Den-Haag", "den_haag" and "den haag" are one. */
export const normalisePlace = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[\s_-]+/g, " ")
    .trim();

const SLUG = /^[\p{L}\p{N}' _-]{1,60}$/u;

/** The variant a slug asks for, given the cities the page's members live in. */
export function landerVariant(slug: string | undefined, cities: readonly (string | null)[]): LanderVariant {
  if (!slug || !SLUG.test(slug)) return { type: "default" };
  const wanted = normalisePlace(slug);
  if ((THEME_WORDS as readonly string[]).includes(wanted)) return { type: "theme", word: wanted as ThemeWord };
  const city = cities.find((c) => c && normalisePlace(c) === wanted);
  return city ? { type: "city", city } : { type: "default" };
}

/** Members of the variant's city first (a stable sort: the API's order stays within each part). */
export function cityFirst<T extends { city: string | null }>(members: readonly T[], variant: LanderVariant): T[] {
  if (variant.type !== "city") return [...members];
  const here = members.filter((m) => m.city === variant.city);
  return [...here, ...members.filter((m) => m.city !== variant.city)];
}
