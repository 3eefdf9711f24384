import type { i18n as I18n, Resource } from "i18next";
import fs from "node:fs";
import path from "node:path";
import { webEnv } from "../../lib/env";
import { createCompactI18n } from "./compact-i18n";
import { i18nConfig } from "./config";
import { SUPPORTED_LOCALES } from "./locales";

const localesDir = path.resolve(webEnv().LOCALES_DIR);

let resources: Resource | undefined;

/** All translations, read from locales/<lng>/<ns>.json once per process (a few hundred KB). */
function allResources(): Resource {
  if (resources) return resources;
  const loaded: Resource = {};
  for (const lng of SUPPORTED_LOCALES) {
    loaded[lng] = {};
    const dir = path.join(localesDir, lng);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      loaded[lng][file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    }
  }
  resources = loaded;
  return loaded;
}

type Texts = Record<string, Record<string, Record<string, unknown>>>;

const instances = new Map<string, I18n>();

/**
 * The i18n instance of one language and namespace set, made once per process and shared by every
 * request that renders that combination (one instance per request would do; the instance
 * is never changed after it is made — the language is fixed — so sharing it is safe and saves its
 * creation on every request). The namespace set decides which texts the page embeds; every text
 * of every language stays reachable, as the browser loads a missing namespace on demand.
 */
export function createI18nInstance(locale: string, namespaces: string[]): Promise<I18n> {
  const key = `${locale}|${[...new Set(namespaces)].sort().join(",")}`;
  let instance = instances.get(key);
  if (!instance) {
    const texts = allResources() as Texts;
    instance = createCompactI18n({
      lng: locale,
      resources: Object.fromEntries(namespaces.map((ns) => [ns, texts[locale]?.[ns] ?? {}])),
      preloaded: texts,
      defaultNS: i18nConfig.defaultNS,
      fallbackLng: i18nConfig.fallbackLng,
      load: async (lng, ns) => texts[lng]?.[ns] ?? {},
    });
    // Only supported languages reach here (detection picks from the tenant's list): the map stays small.
    instances.set(key, instance);
  }
  return Promise.resolve(instance);
}

/** A translate function for loaders and actions (page titles, meta). */
export async function getFixedT(locale: string, ns = "common") {
  const instance = await createI18nInstance(locale, [ns]);
  return instance.getFixedT(locale, ns);
}

/** The JSON of one namespace in one language, for the browser (routes/locales.$lng.$ns.ts). */
export function namespaceResource(lng: string, ns: string): Record<string, unknown> | undefined {
  // Own keys only: "__proto__", "constructor", "toString" … are no language or namespace.
  const own = (tree: object | undefined, key: string) =>
    tree && Object.prototype.hasOwnProperty.call(tree, key) ? (tree as Record<string, unknown>)[key] : undefined;
  const byNs = own(allResources(), lng) as Record<string, Record<string, unknown>> | undefined;
  return own(byNs, ns) as Record<string, unknown> | undefined;
}
