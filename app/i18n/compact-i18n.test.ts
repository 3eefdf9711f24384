import fs from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { createCompactI18n } from "./compact-i18n";
import { i18nConfig } from "./config";
import { SUPPORTED_LOCALES } from "./locales";

type Tree = Record<string, unknown>;
const localesDir = path.resolve("locales");
const read = (lng: string, ns: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${ns}.json`), "utf8")) as Tree;
const namespaces = (lng: string) =>
  fs
    .readdirSync(path.join(localesDir, lng))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5));

/** Every key path, objects included, with plural suffixes folded into the base key. */
function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = `${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, "")}`;
    return v && typeof v === "object" ? [key, ...keysOf(v as Tree, `${key}.`)] : [key];
  });
}

const allText = SUPPORTED_LOCALES.flatMap((lng) => namespaces(lng).map((ns) => JSON.stringify(read(lng, ns)))).join("");
const variables = Object.fromEntries([...allText.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => [m[1], `«${m[1]}»`]));

const optionSets: Record<string, unknown>[] = [
  {},
  { ...variables },
  ...[0, 1, 2, 3, 5, 11, 21, 22, 1.5].map((count) => ({ ...variables, count })),
  { ...variables, returnObjects: true },
  { count: 2, returnObjects: true },
  { defaultValue: "fallback text", ...variables },
  { name: undefined },
];

describe("client i18n gives the same texts as i18next", () => {
  for (const lng of SUPPORTED_LOCALES) {
    it(lng, async () => {
      const all: Record<string, Record<string, Tree>> = {};
      for (const l of SUPPORTED_LOCALES) all[l] = Object.fromEntries(namespaces(l).map((ns) => [ns, read(l, ns)]));
      const server = createInstance();
      await server.init({
        ...i18nConfig,
        supportedLngs: [...SUPPORTED_LOCALES],
        lng,
        ns: namespaces(lng),
        resources: all,
      });
      const client = createCompactI18n({
        ...i18nConfig,
        lng,
        resources: all[lng],
        load: async (l, ns) => all[l]?.[ns] ?? Promise.reject(new Error("404")),
      });
      await client.ready();
      expect(client.languages).toEqual(server.languages);
      expect(client.dir()).toBe(server.dir());
      let compared = 0;
      for (const ns of namespaces(lng)) {
        const keys = [...new Set([...keysOf(all[lng][ns]), ...keysOf(all.en[ns] ?? {}), "missing.key"])];
        for (const key of keys) {
          for (const options of optionSets) {
            const fromServer = server.getFixedT(lng, ns)(key, options);
            expect(client.getFixedT(null, ns)(key, options), `${lng} ${ns}:${key} ${JSON.stringify(options)}`).toEqual(
              fromServer
            );
            compared++;
          }
          expect(client.t(`${ns}:${key}`, variables)).toEqual(server.t(`${ns}:${key}`, variables));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it("loads a missing namespace and a new language on demand", async () => {
    const loads: string[] = [];
    const client = createCompactI18n({
      ...i18nConfig,
      lng: "de",
      resources: { common: read("de", "common") },
      load: async (l, ns) => {
        loads.push(`${l}/${ns}`);
        return read(l, ns);
      },
    });
    await client.ready();
    expect(client.hasLoadedNamespace("auth")).toBe(false);
    await new Promise((resolve) => client.loadNamespaces("auth", resolve));
    expect(client.hasLoadedNamespace("auth")).toBe(true);
    const changed: unknown[] = [];
    client.on("languageChanged", (l) => changed.push(l));
    await client.changeLanguage("fr");
    expect(client.language).toBe("fr");
    expect(changed).toEqual(["fr"]);
    expect(client.getResourceBundle("fr", "auth")).toEqual(read("fr", "auth"));
    expect(loads.sort()).toEqual(["de/auth", "en/auth", "en/common", "fr/auth", "fr/common"]);
  });
});
