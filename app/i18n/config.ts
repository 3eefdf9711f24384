/** i18next options shared by the server and the browser. */
export const i18nConfig = {
  defaultNS: "common",
  fallbackLng: { "en-US": ["en"], default: ["en"] },
  interpolation: { escapeValue: false }, // React escapes output
  returnNull: false,
} as const;
