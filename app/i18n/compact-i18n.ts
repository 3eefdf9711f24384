import type { i18n as I18n } from "i18next";
import { pluralRules } from "./intl";

/**
 * The part of i18next's API that react-i18next and this app use, in about 1 KB instead of
 * i18next's 15 KB gzip (docs/decisions/005), for the browser and the server alike: on the server a
 * text costs a lookup instead of i18next's resolution chain, which is much of a page's render.
 * compact-i18n.test.ts holds every text of every locale to the same output as i18next's.
 *
 * Supported: namespaces (`ns:key` and the `ns` option), nested keys, `{{var}}` interpolation
 * (unescaped: React escapes), plurals (`_zero` for 0, then Intl.PluralRules suffixes),
 * `defaultValue`, `returnObjects`, fallback languages, and loading missing namespaces on demand.
 * Not supported (the locales use none): `$t()` nesting, context, ordinals, formats.
 */

type Tree = { [key: string]: unknown };
type TOptions = { [key: string]: unknown } & {
  lng?: string;
  ns?: string | readonly string[];
  count?: unknown;
  defaultValue?: unknown;
  returnObjects?: boolean;
  keyPrefix?: string;
  replace?: Tree;
};
type Listener = (...args: unknown[]) => void;

export type CompactI18nOptions = {
  lng: string;
  /** The namespaces embedded in the page: namespace → texts of `lng`. */
  resources: Record<string, Tree>;
  /** Texts already at hand beyond those (the server has every language): language → namespace → texts. */
  preloaded?: Record<string, Record<string, Tree>>;
  defaultNS: string;
  fallbackLng: { [lng: string]: readonly string[]; default: readonly string[] };
  load: (lng: string, ns: string) => Promise<Tree>;
};

const RTL = /^(ar|arc|ckb|dv|fa|he|ku|ps|sd|ug|ur|yi)(-|$)/i;
const TOKEN = /{{(.+?)}}/g;

const lookup = (tree: unknown, key: string): unknown => {
  if (!tree || typeof tree !== "object") return undefined;
  const flat = (tree as Tree)[key];
  if (flat !== undefined) return flat;
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Tree)[part];
  }
  return node;
};

const interpolate = (text: string, data: Tree) =>
  // Most texts have no variable: skip the scan.
  !text.includes("{{")
    ? text
    : text.replace(TOKEN, (match, name: string) => {
        const key = name.trim();
        const value = lookup(data, key);
        // As i18next: a variable passed as undefined is emptied, one not passed at all stays.
        if (value === undefined) return Object.prototype.hasOwnProperty.call(data, key) ? "" : match;
        return value === null ? "" : String(value);
      });

export function createCompactI18n(options: CompactI18nOptions): I18n & { ready(): Promise<void> } {
  const store: Record<string, Record<string, Tree>> = {
    ...options.preloaded,
    [options.lng]: { ...options.preloaded?.[options.lng], ...options.resources },
  };
  const failed = new Set<string>();
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((fn) => fn(...args));

  const hierarchies = new Map<string, string[]>();
  /** The languages a text is looked up in, most specific first (asked on every text: kept). */
  const hierarchy = (lng: string) => {
    let codes = hierarchies.get(lng);
    if (!codes) {
      const base = lng.split("-")[0];
      codes = [...new Set([lng, base, ...(options.fallbackLng[lng] ?? options.fallbackLng.default)])];
      hierarchies.set(lng, codes);
    }
    return codes;
  };

  /** Fetches every missing (language, namespace) bundle; failures count as loaded (none to wait for). */
  const ensure = async (languages: string[], namespaces: string[]) => {
    await Promise.all(
      languages.flatMap((lng) =>
        namespaces
          .filter((ns) => !store[lng]?.[ns] && !failed.has(`${lng}|${ns}`))
          .map((ns) =>
            options.load(lng, ns).then(
              (data) => {
                (store[lng] ??= {})[ns] = data;
                emit("loaded");
              },
              () => failed.add(`${lng}|${ns}`)
            )
          )
      )
    );
  };

  const resolve = (key: string, namespaces: readonly string[], codes: string[], o: TOptions) => {
    const plural = o.count !== undefined && typeof o.count !== "string";
    for (const ns of namespaces) {
      for (const code of codes) {
        const candidates = [key];
        if (plural) {
          candidates.push(`${key}_${pluralRules(code).select(Number(o.count))}`);
          if (o.count === 0) candidates.push(`${key}_zero`);
        }
        // Most specific first, as i18next.
        for (const candidate of candidates.reverse()) {
          const found = lookup(store[code]?.[ns], candidate);
          if (found !== undefined && found !== null) return { found, usedKey: candidate };
        }
      }
    }
    return undefined;
  };

  function translate(keyOrKeys: string | readonly string[], o: TOptions = {}): unknown {
    const keys = [keyOrKeys].flat();
    const lng = o.lng ?? instance.language;
    const codes = hierarchy(lng);
    let key = "";
    let namespaces: readonly string[] = [o.ns ?? options.defaultNS].flat();
    let hit: ReturnType<typeof resolve>;
    for (const candidate of keys) {
      if (candidate === undefined || candidate === null) return "";
      const parts = (o.keyPrefix ? `${o.keyPrefix}.${candidate}` : candidate).split(":");
      namespaces = parts.length > 1 ? [parts.shift() as string] : [o.ns ?? options.defaultNS].flat();
      key = parts.join(".");
      hit = resolve(key, namespaces, codes, o);
      if (hit) break;
    }
    let result: unknown = hit?.found;
    if (result !== undefined && typeof result === "object") {
      if (!o.returnObjects) return `key '${key} (${instance.language})' returned an object instead of string.`;
      const copy: Tree | unknown[] = Array.isArray(result) ? [] : {};
      const base = Array.isArray(result) ? hit!.usedKey : key;
      for (const child of Object.keys(result as Tree)) {
        const deepKey = `${base}.${child}`;
        const value = translate(deepKey, { ...o, ns: namespaces, keyPrefix: undefined });
        (copy as Tree)[child] = value === deepKey ? (result as Tree)[child] : value;
      }
      return copy;
    }
    if (result === undefined && Object.keys(o).some((k) => k.startsWith("defaultValue") && o[k] !== undefined))
      result = o.defaultValue;
    if (result === undefined) result = key;
    if (typeof result !== "string") return result;
    return interpolate(result, o.replace && typeof o.replace === "object" ? o.replace : o);
  }

  const instance = {
    language: options.lng,
    languages: hierarchy(options.lng),
    resolvedLanguage: options.lng,
    isInitialized: true,
    initializedStoreOnce: true,
    options: {
      ...options,
      ns: Object.keys(options.resources),
      // Tells react-i18next to ask hasLoadedNamespace (the i18next ≥ 21 path).
      ignoreJSONStructure: true,
      react: {},
    },
    services: { backendConnector: { backend: {}, state: {} } },
    store: { on() {}, off() {} },
    on(event: string, fn: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return instance;
    },
    off(event: string, fn?: Listener) {
      if (fn) listeners.get(event)?.delete(fn);
      else listeners.delete(event);
      return instance;
    },
    emit,
    t: translate,
    getFixedT(lng: string | null, ns?: string | readonly string[] | null, keyPrefix?: string) {
      return (key: string | readonly string[], o: TOptions = {}) =>
        translate(key, {
          ...o,
          lng: o.lng ?? lng ?? undefined,
          ns: o.ns ?? ns ?? undefined,
          keyPrefix: o.keyPrefix ?? keyPrefix,
        });
    },
    exists: (key: string, o: TOptions = {}) =>
      resolve(key, [o.ns ?? options.defaultNS].flat(), hierarchy(o.lng ?? instance.language), o) !== undefined,
    dir: (lng?: string) => (RTL.test(lng ?? instance.language) ? "rtl" : "ltr"),
    hasResourceBundle: (lng: string, ns: string) => Boolean(store[lng]?.[ns]),
    getResourceBundle: (lng: string, ns: string) => store[lng]?.[ns],
    addResourceBundle(lng: string, ns: string, data: Tree) {
      (store[lng] ??= {})[ns] = { ...store[lng][ns], ...data };
      return instance;
    },
    hasLoadedNamespace(ns: string, o: { lng?: string } = {}) {
      const lng = o.lng ?? instance.language;
      return Boolean(store[lng]?.[ns]) || failed.has(`${lng}|${ns}`);
    },
    loadNamespaces(ns: string | readonly string[], callback?: (error: unknown) => void) {
      const list = [ns].flat().filter((n) => !instance.options.ns.includes(n));
      instance.options.ns.push(...list);
      return ensure(instance.languages, [ns].flat()).then(() => callback?.(null));
    },
    loadLanguages(lng: string | readonly string[], callback?: (error: unknown) => void) {
      return ensure([...new Set([lng].flat().flatMap(hierarchy))], instance.options.ns).then(() => callback?.(null));
    },
    async changeLanguage(lng?: string, callback?: (error: unknown, t: typeof translate) => void) {
      if (lng) {
        await ensure(hierarchy(lng), instance.options.ns);
        instance.language = instance.resolvedLanguage = lng;
        instance.languages = hierarchy(lng);
      }
      emit("languageChanged", instance.language);
      callback?.(null, translate);
      return translate;
    },
    /** Resolves once the page's fallback languages are loaded (i18next's init does the same). */
    ready: () => ensure(hierarchy(options.lng), Object.keys(options.resources)),
  };
  return instance as unknown as I18n & { ready(): Promise<void> };
}
