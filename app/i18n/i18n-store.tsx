import { useTranslation } from "react-i18next";
import { useNonce } from "~/utils/nonce";

export const I18N_STORE_ID = "i18n-store";

/**
 * The current language's texts of this page's namespaces, embedded in the HTML so the browser
 * starts with them: no extra request before hydration (docs/architecture.md#languages: only the current language is
 * sent). `<` is escaped so no text can close the script element.
 */
export function I18nStore() {
  const { i18n } = useTranslation();
  const nonce = useNonce();
  const json = storeJson(i18n);
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

/** One instance serves one language and namespace set for good: its JSON is made once. */
const jsonByInstance = new WeakMap<object, string>();

function storeJson(i18n: ReturnType<typeof useTranslation>["i18n"]): string {
  const cached = jsonByInstance.get(i18n);
  if (cached && cached.startsWith(`{"lng":${JSON.stringify(i18n.language)},`)) return cached;
  const lng = i18n.language;
  const namespaces = [i18n.options.ns ?? []].flat() as string[];
  const data = Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(lng, ns) ?? {}]));
  const json = JSON.stringify({ lng, data }).replace(/</g, "\\u003c");
  jsonByInstance.set(i18n, json);
  return json;
}
