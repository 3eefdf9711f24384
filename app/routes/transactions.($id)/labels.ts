import { useTranslation } from "react-i18next";
import type { PaymentMethodId, PaymentStatus } from "~/api/schemas/payments";
import { useFormatters } from "~/i18n/format";
import { countryName } from "~/i18n/intl";

/** How a payment's method, status, amounts, dates and country read in the member's language. */
export function usePaymentText() {
  const { t, i18n } = useTranslation("transactions");
  const format = useFormatters();
  return {
    // The methods' names are the credits pages' (credits:methods.*), the id when a new method has none yet.
    method: (id: PaymentMethodId) => t(`credits:methods.${id}`, { defaultValue: id }),
    status: (status: PaymentStatus) => t(`status.${status}`),
    money: format.money,
    percent: format.percent,
    date: format.dateTime,
    day: format.date,
    country: (code: string) => countryName(i18n.language, code),
    t,
  };
}
