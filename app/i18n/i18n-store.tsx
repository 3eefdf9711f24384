import { useTranslation } from "react-i18next";
import { useNonce } from "~/utils/nonce";

export const I18N_STORE_ID = "i18n-store";

/**
 * The current language's texts of this page's namespaces, embedded in the HTML so the browser
 * starts with them: no extra request before hydration (DESIGN.md: only the current language is
 * sent). `<` is escaped so no text can close the script element.
 */
export function I18nStore() {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const lng = i18n.language;
  const namespaces = [i18n.options.ns ?? []].flat() as string[];
  const data = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) ?? {}]));
  const json = JSON.stringify({ lng, data }).replace(/</g, "\\u003c");
  return (
    <script
      id={I18N_STORE_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
