/**
 * Intl formatters, made once per language and options and then shared. Making one costs tens of
 * microseconds (it loads locale data), using one costs almost nothing; pages format dozens of
 * dates and names per render, so every formatter of the app comes from here.
 */

type Options = object | undefined;

/**
 * The Intl tag of a language of the product: "en" is British and international English (26/11/2026,
 * 16:17), which Intl calls "en-GB"; Intl's bare "en" is the US ("11/26/26", "4:17 PM"), which the
 * product calls "en-US". Every other language is its own tag.
 */
export const intlTag = (locale: string): string => (locale === "en" ? "en-GB" : locale);

function memoised<T>(make: (locale: string, options: Options) => T) {
  const made = new Map<string, T>();
  return (language: string, options?: Options): T => {
    const locale = intlTag(language);
    const key = options ? `${locale}|${JSON.stringify(options)}` : locale;
    let formatter = made.get(key);
    if (!formatter) {
      // Languages and option sets are few (the app's own); the bound only guards against a mistake.
      if (made.size > 500) made.clear();
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

export const dateTimeFormat = memoised(
  (locale, options) => new Intl.DateTimeFormat(locale, options as Intl.DateTimeFormatOptions)
);
export const numberFormat = memoised(
  (locale, options) => new Intl.NumberFormat(locale, options as Intl.NumberFormatOptions)
);
export const relativeTimeFormat = memoised(
  (locale, options) => new Intl.RelativeTimeFormat(locale, options as Intl.RelativeTimeFormatOptions)
);
export const listFormat = memoised((locale, options) => new Intl.ListFormat(locale, options as Intl.ListFormatOptions));
export const pluralRules = memoised(
  (locale, options) => new Intl.PluralRules(locale, options as Intl.PluralRulesOptions)
);

const regionNames = memoised((locale) => new Intl.DisplayNames([locale], { type: "region" }));

/** A country's name in a language ("NL" → "Niederlande"); the code itself when Intl has none. */
export function countryName(locale: string, code: string): string {
  try {
    return regionNames(locale).of(code) ?? code;
  } catch {
    // An unknown language tag or a malformed code: the code is still better than nothing.
    return code;
  }
}
