import { useTranslation } from "react-i18next";

/**
 * Numbers, money and dates in the member's language, through Intl (no library in the bundle).
 * "en" means British English; "en-US" the US variant.
 */
const intlLocale = (locale: string) => (locale === "en" ? "en-GB" : locale);

export function formatters(locale: string) {
  const tag = intlLocale(locale);
  return {
    number: (n: number) => new Intl.NumberFormat(tag).format(n),
    currency: (amount: number, currency: string) =>
      new Intl.NumberFormat(tag, { style: "currency", currency }).format(amount),
    date: (iso: string | Date) => new Intl.DateTimeFormat(tag, { dateStyle: "medium" }).format(new Date(iso)),
    dateTime: (iso: string | Date) =>
      new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    /** Day, month and time in a given time zone, named ("6 Jan, 00:00 UTC"): for a moment that matters to the hour. */
    moment: (iso: string | Date, timeZone = "UTC") =>
      new Intl.DateTimeFormat(tag, {
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }).format(new Date(iso)),
    list: (items: string[]) => new Intl.ListFormat(tag, { type: "conjunction" }).format(items),
  };
}

export function useFormatters() {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
