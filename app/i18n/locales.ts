/** The languages the product is offered in (docs/product.md#languages-and-locales); en-US is the US variant of English. */
export const SUPPORTED_LOCALES = ["da", "de", "en", "en-US", "es", "fi", "fr", "it", "nb", "nl", "pl", "sv"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
