// `npm run fonts`: writes themes/web-fonts.ts, what the niche themes need to know of each self-hosted
// font family: its weights and subsets' unicode ranges (from the @fontsource package's own CSS) and
// the metrics of a size-adjusted local fallback face, so that text set in the fallback while the
// web font loads takes the same room (no layout shift when it swaps in, docs/decisions/005).
// Re-run after updating a font package or a niche's heading. The metrics of running text are read
// from the woff2 files themselves; the headings' widths are measured in Chromium (/usr/bin/chromium).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modules = path.join(root, "node_modules");

/** Only these subsets are served: the twelve locales are written in Latin script (Polish needs latin-ext). */
const SUBSETS = ["latin", "latin-ext"];

/** Local faces the fallback is drawn with, and the file whose metrics they share (Liberation is metric-compatible with Arial and Times New Roman). */
const FALLBACKS = {
  "sans-serif": {
    local: ["Arial", "Liberation Sans", "Helvetica", "Arimo"],
    file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  },
  serif: {
    local: ["Times New Roman", "Liberation Serif", "Times", "Tinos"],
    file: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
  },
};

/** [id, package, CSS file, file name pattern ({subset}), generic family] */
const FONTS = [
  ["inter", "@fontsource-variable/inter", "wght.css", "inter-{subset}-wght-normal.woff2", "sans-serif"],
  ["outfit", "@fontsource-variable/outfit", "wght.css", "outfit-{subset}-wght-normal.woff2", "sans-serif"],
  ["fraunces", "@fontsource-variable/fraunces", "wght.css", "fraunces-{subset}-wght-normal.woff2", "serif"],
  ["oswald", "@fontsource-variable/oswald", "wght.css", "oswald-{subset}-wght-normal.woff2", "sans-serif"],
  ["nunito", "@fontsource-variable/nunito", "wght.css", "nunito-{subset}-wght-normal.woff2", "sans-serif"],
  [
    "playfairDisplay",
    "@fontsource-variable/playfair-display",
    "wght.css",
    "playfair-display-{subset}-wght-normal.woff2",
    "serif",
  ],
  ["dmSans", "@fontsource-variable/dm-sans", "wght.css", "dm-sans-{subset}-wght-normal.woff2", "sans-serif"],
  [
    "spaceGrotesk",
    "@fontsource-variable/space-grotesk",
    "wght.css",
    "space-grotesk-{subset}-wght-normal.woff2",
    "sans-serif",
  ],
  [
    "sourceSans3",
    "@fontsource-variable/source-sans-3",
    "wght.css",
    "source-sans-3-{subset}-wght-normal.woff2",
    "sans-serif",
  ],
  ["dmSerifDisplay", "@fontsource/dm-serif-display", "400.css", "dm-serif-display-{subset}-400-normal.woff2", "serif"],
];

// --- reading the tables of a woff2 (or ttf) file -------------------------------------------------
const KNOWN_TAGS = [
  "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "cvt ", "fpgm", "glyf", "loca", "prep", "CFF ",
  "VORG", "EBDT", "EBLC", "gasp", "hdmx", "kern", "LTSH", "PCLT", "VDMX", "vhea", "vmtx", "BASE", "GDEF", "GPOS",
  "GSUB", "EBSC", "JSTF", "MATH", "CBDT", "CBLC", "COLR", "CPAL", "SVG ", "sbix", "acnt", "avar", "bdat", "bloc",
  "bsln", "cvar", "fdsc", "feat", "fmtx", "fvar", "gvar", "hsty", "just", "lcar", "mort", "morx", "opbd", "prop",
  "trak", "Zapf", "Silf", "Glat", "Gloc", "Feat", "Sill",
]; // prettier-ignore

function uintBase128(buf, at) {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    const byte = buf[at.pos++];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error("bad UIntBase128");
}

/** The font's tables by tag: { data, transformed } (woff2 per its specification, or a plain sfnt). */
function readTables(file) {
  const buf = fs.readFileSync(file);
  const tables = {};
  if (buf.toString("latin1", 0, 4) === "wOF2") {
    const count = buf.readUInt16BE(12);
    const compressedLength = buf.readUInt32BE(20);
    const at = { pos: 48 };
    const directory = [];
    for (let i = 0; i < count; i++) {
      const flags = buf[at.pos++];
      let tag = KNOWN_TAGS[flags & 63];
      if ((flags & 63) === 63) {
        tag = buf.toString("latin1", at.pos, at.pos + 4);
        at.pos += 4;
      }
      const version = flags >> 6;
      const length = uintBase128(buf, at);
      // glyf and loca are transformed with version 0; every other table with a non-zero version.
      const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0;
      directory.push({ tag: tag.trim(), length: transformed ? uintBase128(buf, at) : length, transformed });
    }
    const data = zlib.brotliDecompressSync(buf.subarray(at.pos, at.pos + compressedLength));
    let offset = 0;
    for (const t of directory) {
      tables[t.tag] = { data: data.subarray(offset, offset + t.length), transformed: t.transformed };
      offset += t.length;
    }
  } else {
    for (let i = 0; i < buf.readUInt16BE(4); i++) {
      const record = 12 + i * 16;
      const offset = buf.readUInt32BE(record + 8);
      tables[buf.toString("latin1", record, record + 4).trim()] = {
        data: buf.subarray(offset, offset + buf.readUInt32BE(record + 12)),
        transformed: false,
      };
    }
  }
  return tables;
}

/** Code point → glyph id for the Latin range, from a Unicode cmap subtable (format 4 or 12). */
function readCmap(data) {
  const glyphs = new Map();
  for (let i = 0; i < data.readUInt16BE(2); i++) {
    const platform = data.readUInt16BE(4 + i * 8);
    const encoding = data.readUInt16BE(6 + i * 8);
    const offset = data.readUInt32BE(8 + i * 8);
    if (!(platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10)))) continue;
    const format = data.readUInt16BE(offset);
    if (format === 4) {
      const segments2 = data.readUInt16BE(offset + 6);
      const ends = offset + 14;
      const starts = ends + segments2 + 2;
      const deltas = starts + segments2;
      const rangeOffsets = deltas + segments2;
      for (let s = 0; s < segments2 / 2; s++) {
        const [end, start] = [data.readUInt16BE(ends + s * 2), data.readUInt16BE(starts + s * 2)];
        const delta = data.readInt16BE(deltas + s * 2);
        const rangeOffset = data.readUInt16BE(rangeOffsets + s * 2);
        for (let code = start; code <= Math.min(end, 0x24f); code++) {
          const glyph =
            rangeOffset === 0 ? code : data.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
          if (!glyphs.has(code) && glyph) glyphs.set(code, (glyph + delta) & 0xffff);
        }
      }
    } else if (format === 12) {
      for (let g = 0; g < data.readUInt32BE(offset + 12); g++) {
        const group = offset + 16 + g * 12;
        const [start, end, first] = [0, 4, 8].map((o) => data.readUInt32BE(group + o));
        for (let code = start; code <= Math.min(end, 0x24f); code++)
          if (!glyphs.has(code)) glyphs.set(code, first + code - start);
      }
    }
  }
  return glyphs;
}

/** English letter frequencies (per cent, with the space): the average width of running text, as capsize weighs it. */
const LETTER_FREQUENCY = {
  " ": 18, e: 10.2, t: 7.5, a: 6.5, o: 6.2, i: 5.7, n: 5.7, s: 5.3, r: 5, h: 4.9, d: 3.4, l: 3.3, u: 2.3, c: 2.2,
  m: 2, f: 1.8, w: 1.7, g: 1.6, y: 1.6, p: 1.5, b: 1.2, v: 0.8, k: 0.6, x: 0.15, j: 0.1, q: 0.1, z: 0.07,
}; // prettier-ignore

/** Vertical metrics (as the browser uses them) and the average width of text, per em. */
function metrics(file) {
  const tables = readTables(file);
  const unitsPerEm = tables.head.data.readUInt16BE(18);
  const hhea = tables.hhea.data;
  const os2 = tables["OS/2"].data;
  const useTypo = (os2.readUInt16BE(62) & 0x80) !== 0; // USE_TYPO_METRICS
  const [ascent, descent, lineGap] = useTypo
    ? [os2.readInt16BE(68), os2.readInt16BE(70), os2.readInt16BE(72)]
    : [hhea.readInt16BE(4), hhea.readInt16BE(6), hhea.readInt16BE(8)];
  const longMetrics = hhea.readUInt16BE(34);
  const hmtx = tables.hmtx;
  const advance = (glyph) => {
    const i = Math.min(glyph, longMetrics - 1);
    // A transformed hmtx starts with a flags byte and the advance widths alone.
    return hmtx.transformed ? hmtx.data.readUInt16BE(1 + i * 2) : hmtx.data.readUInt16BE(i * 4);
  };
  const glyphs = readCmap(tables.cmap.data);
  let width = 0;
  let weight = 0;
  for (const [char, frequency] of Object.entries(LETTER_FREQUENCY)) {
    const glyph = glyphs.get(char.codePointAt(0));
    if (glyph === undefined) continue;
    width += advance(glyph) * frequency;
    weight += frequency;
  }
  return {
    ascent: ascent / unitsPerEm,
    descent: Math.abs(descent) / unitsPerEm,
    lineGap: lineGap / unitsPerEm,
    width: width / weight / unitsPerEm,
  };
}

const percent = (n) => `${(n * 100).toFixed(2)}%`;

/**
 * The headings of the niches (themes/niche-N.ts: its heading family, `font.headingWeight` and
 * `font.headingCase`; app/styles/web-fonts.server.test.ts keeps this list in step). A bold or capitalised
 * heading takes other room than regular running text, so each gets a fallback face of its own.
 */
const HEADINGS = [
  ["outfit", 700, "none"],
  ["fraunces", 600, "none"],
  ["oswald", 600, "uppercase"],
  ["nunito", 800, "none"],
  ["playfairDisplay", 600, "none"],
  ["dmSerifDisplay", 400, "none"],
  ["spaceGrotesk", 700, "none"],
];

/**
 * How much wider each heading's web font sets text than its local fallback at the heading's weight
 * and case, measured where it matters: laid out by Chromium (/usr/bin/chromium), which draws the
 * fallback's bold as the page will (the local bold face, or a synthetic one), and a variable font
 * at the weight asked for.
 */
/* global atob, document, FontFace -- the measuring function runs in the page */
async function headingWidthRatios(fonts) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    const sample = Object.entries(LETTER_FREQUENCY)
      .map(([char, frequency]) => char.repeat(Math.round(frequency * 10)))
      .join("");
    const probes = HEADINGS.map(([id, weight, textCase]) => {
      const { file, local, generic } = fonts[id];
      return { id, weight, textCase, local, generic, data: fs.readFileSync(file).toString("base64") };
    });
    return await page.evaluate(
      async ({ probes, sample }) => {
        const ratios = [];
        for (const [i, probe] of probes.entries()) {
          const bytes = Uint8Array.from(atob(probe.data), (c) => c.charCodeAt(0));
          const web = new FontFace(`web-${i}`, bytes, { weight: "1 1000" });
          const local = new FontFace(`local-${i}`, probe.local.map((name) => `local('${name}')`).join(","));
          for (const face of [web, local]) document.fonts.add(await face.load());
          const width = (family) => {
            const span = document.createElement("span");
            span.textContent = sample;
            span.style.cssText = `font:${probe.weight} 100px '${family}';white-space:pre;text-transform:${probe.textCase}`;
            document.body.append(span);
            const { width: w } = span.getBoundingClientRect();
            span.remove();
            return w;
          };
          ratios.push(width(`web-${i}`) / width(`local-${i}`));
        }
        return ratios;
      },
      { probes, sample }
    );
  } finally {
    await browser.close();
  }
}

/** The @font-face declarations of the package's CSS for one subset. */
function faceOf(css, subset, file) {
  const face = css.split("@font-face").find((block) => block.includes(`/${file})`));
  if (!face) throw new Error(`no @font-face for ${file} (${subset})`);
  const get = (name) => face.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1].trim();
  return {
    family: get("font-family").replace(/'/g, ""),
    weight: get("font-weight"),
    unicodeRange: get("unicode-range"),
  };
}

const fallbackMetrics = Object.fromEntries(Object.entries(FALLBACKS).map(([generic, f]) => [generic, metrics(f.file)]));
const out = {};
for (const [id, pkg, cssFile, pattern, generic] of FONTS) {
  const css = fs.readFileSync(path.join(modules, pkg, cssFile), "utf8");
  const subsets = {};
  let face;
  for (const subset of SUBSETS) {
    const file = pattern.replace("{subset}", subset);
    face = faceOf(css, subset, file);
    subsets[subset] = { file: `${pkg}/files/${file}`, unicodeRange: face.unicodeRange };
  }
  const own = metrics(path.join(modules, pkg, "files", pattern.replace("{subset}", "latin")));
  const local = fallbackMetrics[generic];
  const sizeAdjust = own.width / local.width;
  out[id] = {
    family: face.family,
    weight: face.weight,
    generic,
    subsets,
    fallback: {
      family: `${face.family.replace(/ Variable$/, "")} Fallback`,
      local: FALLBACKS[generic].local,
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent(own.ascent / sizeAdjust),
      descentOverride: percent(own.descent / sizeAdjust),
      lineGapOverride: percent(own.lineGap / sizeAdjust),
    },
  };
}

const latinFile = (id) => {
  const [, pkg, , pattern] = FONTS.find(([fontId]) => fontId === id);
  return path.join(modules, pkg, "files", pattern.replace("{subset}", "latin"));
};
const ratios = await headingWidthRatios(
  Object.fromEntries(
    HEADINGS.map(([id]) => [id, { file: latinFile(id), local: out[id].fallback.local, generic: out[id].generic }])
  )
);
const headingFallbacks = [];
for (const [[id, weight, textCase], sizeAdjust] of HEADINGS.map((heading, i) => [heading, ratios[i]])) {
  const own = metrics(latinFile(id));
  headingFallbacks.push({
    font: id,
    weight: String(weight),
    textCase,
    family: `${out[id].fallback.family} ${weight}${textCase === "uppercase" ? " Caps" : ""}`,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(own.ascent / sizeAdjust),
    descentOverride: percent(own.descent / sizeAdjust),
    lineGapOverride: percent(own.lineGap / sizeAdjust),
  });
}

const target = path.join(root, "themes/web-fonts.ts");
fs.writeFileSync(
  target,
  `// Written by \`npm run fonts\` (scripts/font-metrics.mjs) from the installed @fontsource packages: do not edit.
// Per family: its weights, the files and unicode ranges of the subsets served, and a local fallback
// face sized to the web font's metrics (no layout shift when the web font swaps in).

export const WEB_FONTS = ${JSON.stringify(out, null, 2)} as const;

// Per heading (family, weight, case): a fallback face sized to the web font as the heading sets it.
export const HEADING_FALLBACKS = ${JSON.stringify(headingFallbacks, null, 2)} as const;

export type WebFontId = keyof typeof WEB_FONTS;
export type WebFontSubset = keyof (typeof WEB_FONTS)[WebFontId]["subsets"];
`
);
// The files as modules: the Remix compiler copies each into public/build/_assets under a name
// with its content hash and gives its address, served like every build asset (docs/decisions/005).
const files = Object.entries(out).flatMap(([id, font]) =>
  Object.entries(font.subsets).map(([subset, { file }]) => ({
    name: `${id}${subset === "latin" ? "Latin" : "LatinExt"}`,
    file,
  }))
);
const filesTarget = path.join(root, "app/styles/web-font-files.server.ts");
fs.writeFileSync(
  filesTarget,
  `// Written by \`npm run fonts\` (scripts/font-metrics.mjs): do not edit.
// The address each font file is served at (public/build/_assets, fingerprinted, cached for a year).
${files.map((f) => `import ${f.name} from "${f.file}";`).join("\n")}

export const WEB_FONT_FILE_URLS: Record<string, string> = {
${files.map((f) => `  "${f.file}": ${f.name},`).join("\n")}
};
`
);
console.log(`wrote ${path.relative(root, target)} and ${path.relative(root, filesTarget)}`);
