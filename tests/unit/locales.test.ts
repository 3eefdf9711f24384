import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../app/i18n/locales";

const localesDir = path.resolve(__dirname, "../../locales");

/** Every leaf of a namespace as "ns:a.b.c" → value. */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>) {
  // Arrays (e.g. a page's sections) are walked like objects, by index.
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function load(lng: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const dir = path.join(localesDir, lng);
  if (!fs.existsSync(dir)) return out;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    flatten(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")), `${file.slice(0, -5)}:`, out);
  }
  return out;
}

/** i18next plural keys: a language may need other suffixes than English (_few, _many …). */
const pluralBase = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

const en = load("en");
const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe("locales", () => {
  it("English has texts", () => {
    expect(en.size).toBeGreaterThan(10);
  });

  for (const lng of SUPPORTED_LOCALES.filter((l) => l !== "en")) {
    it(`${lng} has every key of en, non-empty, with the same placeholders`, () => {
      const other = load(lng);
      const otherBases = new Set([...other.keys()].map(pluralBase));
      const missing = [...en.keys()].filter(
        (k) => !other.has(k) && !(k !== pluralBase(k) && otherBases.has(pluralBase(k)))
      );
      expect(missing, `${lng} lacks keys`).toEqual([]);
      const empty = [...other].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
      expect(empty, `${lng} has empty values`).toEqual([]);
      const wrongPlaceholders = [...en]
        .filter(([k, v]) => other.has(k) && placeholders(v).join() !== placeholders(other.get(k)).join())
        .map(([k]) => k);
      expect(wrongPlaceholders, `${lng} changes placeholders`).toEqual([]);
    });
  }

  it("Polish has the plural forms its grammar needs", () => {
    const pl = load("pl");
    for (const key of [...en.keys()].filter((k) => k.endsWith("_other"))) {
      const base = pluralBase(key);
      for (const form of ["one", "few", "many", "other"])
        expect(pl.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
    }
  });
});
