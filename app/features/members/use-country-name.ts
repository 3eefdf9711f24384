import { useTranslation } from "react-i18next";

/** Country names in the member's language (Intl knows them; no translation files needed). */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([i18n.language], { type: "region" });
  } catch {
    names = null;
  }
  return (code) => names?.of(code) ?? code;
}
