import { useTranslation } from "react-i18next";
import { formatMoney } from "~/utils/money";
import { dateTimeFormat, listFormat, numberFormat } from "./intl";

/**
 * Numbers, money and dates in the member's language, through Intl (no library in the bundle).
 * "en" means British English; "en-US" the US variant (app/i18n/intl.ts maps the tags).
 */
export function formatters(tag: string) {
  return {
    number: (n: number) => numberFormat(tag).format(n),
    /** An amount in integer minor units (1995 = 19.95), as docs/decisions/017-payments.md holds money. */
    money: (minor: number, currency: string) => formatMoney(tag, minor, currency),
    date: (iso: string | Date) => dateTimeFormat(tag, { dateStyle: "medium" }).format(new Date(iso)),
    dateTime: (iso: string | Date) =>
      dateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)),
    /** Day, month and time in a given time zone, named ("6 Jan, 00:00 UTC"): for a moment that matters to the hour. */
    moment: (iso: string | Date, timeZone = "UTC") =>
      dateTimeFormat(tag, {
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
        timeZone,
        timeZoneName: "short",
      }).format(new Date(iso)),
    list: (items: string[]) => listFormat(tag, { type: "conjunction" }).format(items),
    /** A percentage as the API writes it ("25.0") or a number: "25%" (en), "25 %" (de). */
    percent: (value: string | number) =>
      numberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(Number(value) / 100),
  };
}

export function useFormatters() {
  const { i18n } = useTranslation();
  return formatters(i18n.language);
}
