import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "../../app/i18n/locales";
import { ICEBREAKER_LINES, OPENER_LINES, REPLY_LINES } from "../../reference-api/chat-lines";
import { accountMail, type AccountMailKind } from "../../reference-api/mail/account-texts";
import { complaintAckMail } from "../../reference-api/mail/complaint-texts";
import { activationMail } from "../../reference-api/mail/signup-texts";
import { FICTIONAL_WARNINGS, SITE_TITLES } from "../../reference-api/seed/site-texts";

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

  it("French speaks to the member as vous, everywhere (the site and the demo API's texts)", () => {
    const mail = { site: "S", link: "L", n: 1, name: "N", days: 7 };
    const kinds: AccountMailKind[] = ["password_reset", "mail_change", "mail_changed", "delete_undo"];
    const french = [
      ...[...load("fr")].map(([key, text]) => [key, String(text)]),
      ...[...ICEBREAKER_LINES.fr, ...OPENER_LINES.fr, ...REPLY_LINES.fr].map((line) => ["chat line", line]),
      ...kinds.map((kind) => [kind, Object.values(accountMail(kind, "fr", mail)).join(" ")]),
      ["complaint mail", Object.values(complaintAckMail("fr", "S")).join(" ")],
      ["activation mail", Object.values(activationMail("fr", mail)).join(" ")],
      ...Object.values(SITE_TITLES).map((t) => ["site texts", Object.values(t.fr ?? {}).join(" ")]),
      ["fictional warning", Object.values(FICTIONAL_WARNINGS.fr).join(" ")],
    ];
    // tu, te, t', toi, ton, ta, tes, tien(ne)(s) anywhere; a tu-imperative starting a sentence.
    const informal = [
      /(^|[^\p{L}])(tu|te|toi|ton|ta|tes|tiens?|tiennes?|t['’])(?![\p{L}])/iu,
      /(^|[.!?]\s+|\n)(vérifie|saisis|choisis|écris|envoie|va|patiente|réessaie|ajoute|clique|ouvre|trouve|dis|raconte|parle)(?![\p{L}])/iu,
    ];
    expect(
      french.filter(([, text]) => informal.some((rule) => rule.test(text))).map(([key, text]) => `${key}: ${text}`)
    ).toEqual([]);
  });

  // Words a language writes the same as English (loanwords, names, shared words); any other value
  // equal to en's is an English text that was never translated.
  const SAME_AS_ENGLISH: Record<string, string> = {
    da: "blond|bondage|champagne|chat|credit|credits|e-mail|iban|likes|match|matches|one night stand|online|plus|region|rose|send|sex|shopping|single|status|sushi",
    de: "blond|bondage|credit|credits|e-mail|faq|gold|iban|likes|match|matches|online|party|plus|region|rose|sex|single|status|sushi|tattoos",
    es: "bisexual|bondage|gay|iban|match|matches|plus|sushi|total",
    fi: "bondage|iban|match|plus|sushi",
    fr: "art|bondage|canton|champagne|contact|date|e-mail|faq|gay|iban|image|lingerie|massages|match|messages|notifications|page|photo|photos|plus|province|rose|shopping|sushi|total",
    it: "account|bondage|champagne|e-mail|gay|iban|lingerie|match|online|password|plus|privacy|shopping|single|sushi",
    nb: "bondage|champagne|chat|iban|likes|match|one night stand|region|rose|send|sex|shopping|status|sushi",
    nl: "account|blond|bondage|champagne|contact|credit|credits|e-mail|filters|iban|likes|lingerie|man|massages|match|matches|online|plus|postcode|privacy|single|status|sushi|was",
    pl: "blond|bondage|e-mail|iban|online|plus|region|status|sushi",
    sv: "blond|bondage|champagne|gay|gym|iban|man|match|one night stand|online|plus|region|sadomasochism|sex|shopping|status|sushi|vegetarian",
  };
  const words = (text: unknown) =>
    String(text)
      .replace(/\{\{[^}]*\}\}/g, "")
      .replace(/[^\p{L}\s-]/gu, "")
      .trim()
      .toLowerCase();

  for (const [lng, shared] of Object.entries(SAME_AS_ENGLISH)) {
    it(`${lng} translates every text (no English left in it)`, () => {
      const english = [...load(lng)]
        .filter(
          ([key, text]) => words(text) && words(text) === words(en.get(key)) && !shared.split("|").includes(words(text))
        )
        .map(([key, text]) => `${key}: ${text}`);
      expect(english).toEqual([]);
    });
  }

  it("en-US spells the American way", () => {
    const british = /\b(colour|grey|behaviour|travelling|theatre|favourite|centre|cancelled|licence|catalogue)/i;
    expect([...load("en-US")].filter(([, text]) => british.test(String(text))).map(([key]) => key)).toEqual([]);
  });
});
