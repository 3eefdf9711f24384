import { useTranslation } from "react-i18next";
import { countryName } from "~/i18n/intl";

/** Country names in the member's language (Intl knows them; no translation files needed). */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  return (code) => countryName(i18n.language, code);
}
