/**
 * The languages the reference API writes in (the product's, docs/product.md#languages-and-locales; en-US reads the en texts):
 * the sites' texts in settings.php, the demo chat lines and the e-mails.
 */
export const API_LANGUAGES = ["da", "de", "en", "es", "fi", "fr", "it", "nb", "nl", "pl", "sv"] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

/** The API language of a language tag ("de-AT", "nb_NO", "en-US"); undefined when it writes none. */
export function apiLanguage(tag: string | undefined): ApiLanguage | undefined {
  const primary = tag?.trim().slice(0, 2).toLowerCase();
  // Norwegian without a written standard ("no") is read as Bokmål.
  const code = primary === "no" ? "nb" : primary;
  return API_LANGUAGES.find((l) => l === code);
}

/**
 * The first language of an Accept-Language header the API writes (or of `among`, the languages a
 * text exists in), by the header's weights.
 */
export function acceptedLanguage(
  header: string | undefined,
  among: readonly ApiLanguage[] = API_LANGUAGES
): ApiLanguage | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((part, i) => {
      const [tag, ...params] = part.split(";");
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1
      );
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const language = apiLanguage(tag);
    if (language && among.includes(language)) return language;
  }
  return undefined;
}
