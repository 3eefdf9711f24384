import { useTranslation } from "react-i18next";
import { useMethodName } from "~/features/payments/method-logo";
import { useFormatters } from "~/i18n/format";
import { countryName } from "~/i18n/intl";
import type { ShownStatus } from "./transactions.server";

/** How a payment's method, status, amounts, dates and country read in the member's language. */
export function usePaymentText() {
  const { t, i18n } = useTranslation("transactions");
  const format = useFormatters();
  return {
    // The methods' names are the credits pages'.
    method: useMethodName(),
    status: (status: ShownStatus) => t(`status.${status}`),
    money: format.money,
    percent: format.percent,
    date: format.dateTime,
    day: format.date,
    country: (code: string) => countryName(i18n.language, code),
    t,
  };
}
