/**
 * docs/product.md#languages-and-locales: which languages the switcher offers to a visitor from each country. A language shows
 * only where the tenant offers it; with fewer than two, there is nothing to switch and the switcher
 * hides (every language stays reachable on /lang-config).
 */
export const LANGUAGES_BY_COUNTRY: Record<string, string[]> = {
  US: ["en-US", "en", "es"],
  NL: ["nl"],
  BE: ["nl", "fr", "de"],
  FR: ["fr"],
  IT: ["it"],
  ES: ["es"],
  DE: ["de"],
  AT: ["de"],
  IE: ["en"],
  GB: ["en"],
  CA: ["en", "fr"],
  PL: ["pl"],
  AU: ["en"],
  NZ: ["en"],
  CH: ["de", "it", "fr", "en"],
  DK: ["da"],
  FI: ["fi", "sv"],
  NO: ["nb"],
  SE: ["sv"],
};

export function switcherLanguages(country: string, tenantLanguages: readonly string[]): string[] {
  const wanted = LANGUAGES_BY_COUNTRY[country] ?? [];
  const offered = wanted.filter((l) => tenantLanguages.includes(l));
  // In the US, "en" and "en-US" are one choice: keep the US variant when the tenant has it.
  const unique = offered.filter((l) => !(l === "en" && offered.includes("en-US")));
  return unique.length >= 2 ? unique : [];
}

/** Each language's name in itself, for the switcher and /lang-config. */
export const LANGUAGE_NAMES: Record<string, string> = {
  da: "Dansk",
  de: "Deutsch",
  en: "English",
  "en-US": "English (US)",
  es: "Español",
  fi: "Suomi",
  fr: "Français",
  it: "Italiano",
  nb: "Norsk bokmål",
  nl: "Nederlands",
  pl: "Polski",
  sv: "Svenska",
};
