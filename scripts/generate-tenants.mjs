// `node scripts/generate-tenants.mjs <dir> <count>`: writes <count> valid tenant files
// (`site-00001.json` … with domains `site-00001.example`) into <dir>, for measuring a deployment
// of many sites (docs/decisions/024-sites-at-scale.md). Niches, languages and theme colours vary
// the way operators' files do; the files are plain tenant files (tenants/README.md).
import fs from "node:fs";
import path from "node:path";

const [dir, countArg] = process.argv.slice(2);
const count = Number(countArg);
if (!dir || !Number.isInteger(count) || count < 1) {
  console.error("usage: node scripts/generate-tenants.mjs <dir> <count>");
  process.exit(1);
}

const LANGUAGE_SETS = [
  ["en"],
  ["de", "nl", "en"],
  ["nl", "de", "pl", "en"],
  ["da", "de", "en", "en-US", "es", "fi", "fr", "it", "nb", "nl", "pl", "sv"],
  ["fr", "it", "es"],
  ["sv", "nb", "da", "fi"],
];
const hex = (n) => `#${(n & 0xffffff).toString(16).padStart(6, "0")}`;

fs.mkdirSync(dir, { recursive: true });
const width = Math.max(5, String(count).length);
for (let i = 1; i <= count; i++) {
  const id = `site-${String(i).padStart(width, "0")}`;
  const languages = LANGUAGE_SETS[i % LANGUAGE_SETS.length];
  const tenant = {
    id,
    name: `Site ${i}`,
    domains: i % 3 === 0 ? [`${id}.example`, `www.${id}.example`] : [`${id}.example`],
    niche: (i % 7) + 1,
    ...(i % 2 === 0 ? { theme: { colors: { primary: hex(i * 2654435761), secondary: hex(i * 40503) } } } : {}),
    languages,
    defaultLanguage: languages[languages.length - 1],
    entryWarningCountries: ["NL", "DE"],
  };
  fs.writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(tenant, null, 2));
}
console.log(`wrote ${count} tenant files to ${dir}`);
