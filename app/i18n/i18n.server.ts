import { createInstance, type i18n as I18n, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import fs from "node:fs";
import path from "node:path";
import { i18nConfig } from "./config";
import { SUPPORTED_LOCALES } from "./locales";

const localesDir = path.resolve(process.env.LOCALES_DIR ?? "locales");

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

const instances = new Map<string, Promise<I18n>>();

/**
 * The i18next instance of one language and namespace set, made once per process and shared by
 * every request that renders that combination (DESIGN.md asks for an instance per request; the
 * instance is never changed after init — the language is fixed — so sharing it is safe and saves
 * its creation on every request). The namespace set decides which texts the page embeds.
 */
export function createI18nInstance(locale: string, namespaces: string[]): Promise<I18n> {
  const key = `${locale}|${[...new Set(namespaces)].sort().join(",")}`;
  let instance = instances.get(key);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .init({
        ...i18nConfig,
        supportedLngs: [...SUPPORTED_LOCALES],
        lng: locale,
        ns: namespaces,
        resources: allResources(),
      })
      .then(() => created);
    // Only supported languages reach here (detection picks from the tenant's list): the map stays small.
    instances.set(key, instance);
  }
  return instance;
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
