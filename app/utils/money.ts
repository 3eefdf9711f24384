import { numberFormat } from "~/i18n/intl";

/**
 * Money in the product is an integer amount in the currency's minor unit (1995 = 19.95 €) from the
 * API to the page (docs/decisions/017-payments.md); this is the one place it becomes text. Every
 * currency the product prices in has two minor digits.
 */
const MINOR_DIGITS = 2;
const MINOR_PER_MAJOR = 10 ** MINOR_DIGITS;

/**
 * The amount as an exact decimal string ("19.95", "-0.05"), made with integer arithmetic: no
 * floating-point division ever touches money. Intl.NumberFormat formats such a string exactly.
 */
export function minorToDecimal(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(minor);
  const major = Math.trunc(abs / MINOR_PER_MAJOR);
  const rest = String(abs % MINOR_PER_MAJOR).padStart(MINOR_DIGITS, "0");
  return `${sign}${major}.${rest}`;
}

/** "€ 19,95" (nl), "19,95 €" (de), "44,99 zł" (pl), "$10.99" (en-US): the amount in the member's language. */
export function formatMoney(locale: string, minor: number, currency: string): string {
  const format = numberFormat(locale, { style: "currency", currency });
  // Intl takes a decimal string as the exact number (ES2023); typed as number by older lib files.
  return format.format(minorToDecimal(minor) as unknown as number);
}
