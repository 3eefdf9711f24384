import { scopedLogger } from "../../../lib/logger";
import { countryOutline } from "./country-outline.server";
import { gazetteer, nameKey, type Gazetteer, type Place } from "./gazetteer.server";

/**
 * The map lander's map (docs/product.md#landing-pages): the visitor's country drawn as one SVG
 * path, and a pin per member placed where the member lives. Drawn on the server from geodata that
 * ships with the web tier (no tile server, nothing fetched), each country once per process.
 */

/** A member's pin, in the SVG's viewBox units. */
export interface MapPin {
  id: number;
  x: number;
  y: number;
}

export interface CountryMap {
  viewBox: string;
  /** SVG path data. */
  outline: string;
  pins: MapPin[];
}

export interface MapPlace {
  id: number;
  city: string | null;
  region: string | null;
  country: string;
}

/** Members of one town are set around it on a sunflower spiral, this far apart: faces overlap, never stack. */
const SPREAD = 5;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

const log = scopedLogger("country-map");

/**
 * The outline of `country` (ISO 3166-1 alpha-2, e.g. "NL", "DE", "GB", "US", "BE", "FR") fitted
 * into a 400×400-ish box, and a pin per place that could be located. Null for a country the
 * geodata does not know (the lander then shows a plain list); never throws.
 */
export function countryMap(country: string, places: MapPlace[]): CountryMap | null {
  try {
    const outline = countryOutline(country);
    if (!outline) return null;
    const ofCountry = places.filter((place) => place.country === country);
    const located = locate(gazetteer(country), ofCountry);
    const pins: MapPin[] = [];
    const atPoint = new Map<Place, number>();
    for (const place of ofCountry) {
      const where = located.get(place);
      const point = where && outline.project(where.lon, where.lat);
      if (!where || !point) continue;
      const nth = atPoint.get(where) ?? 0;
      atPoint.set(where, nth + 1);
      const [dx, dy] = spread(nth);
      pins.push({
        id: place.id,
        x: round(clamp(point[0] + dx, 0, outline.width)),
        y: round(clamp(point[1] + dy, 0, outline.height)),
      });
    }
    return { viewBox: outline.viewBox, outline: outline.outline, pins };
  } catch (error) {
    // A missing or unreadable geodata package is a deployment fault: logged, and the lander
    // shows its list instead of failing the page.
    log.error({ err: error, country }, "country map failed");
    return null;
  }
}

/**
 * Where each place is: its city by name; a city of that name in the place's region before others
 * (Springfield, Illinois); else its region, drawn at the region's largest town; else nowhere.
 * A region is known by its name as the operator writes it ("Noord-Holland", "Bayern"), which the
 * geodata does not hold: it is learnt from the other places of the list whose city was found.
 */
function locate(places: Gazetteer, list: MapPlace[]): Map<MapPlace, Place> {
  const candidates = new Map(list.map((place) => [place, place.city ? places.find(place.city) : []]));
  const regionCodes = learnRegions(list, candidates);
  const located = new Map<MapPlace, Place>();
  for (const place of list) {
    const region = place.region ? nameKey(place.region) : "";
    const code = regionCodes.get(region);
    const found = candidates.get(place)!;
    const where =
      found.find((candidate) => code !== undefined && candidate.region === code) ??
      found[0] ??
      (code !== undefined ? places.largestIn(code) : undefined) ??
      (place.region ? places.find(place.region)[0] : undefined);
    if (where) located.set(place, where);
  }
  return located;
}

/** Each region name's GeoNames region: the one most of its places' cities lie in. */
function learnRegions(list: MapPlace[], candidates: Map<MapPlace, Place[]>): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  for (const place of list) {
    const best = candidates.get(place)![0];
    if (!best || !place.region) continue;
    const region = nameKey(place.region);
    const tally = votes.get(region) ?? new Map<string, number>();
    tally.set(best.region, (tally.get(best.region) ?? 0) + 1);
    votes.set(region, tally);
  }
  const codes = new Map<string, string>();
  for (const [region, tally] of votes) {
    codes.set(region, [...tally].reduce((most, entry) => (entry[1] > most[1] ? entry : most))[0]);
  }
  return codes;
}

/** The nth member's offset from the town's point: the first on it, the next ones spiralling out. */
function spread(nth: number): [number, number] {
  const radius = SPREAD * Math.sqrt(nth);
  return [radius * Math.cos(nth * GOLDEN_ANGLE), radius * Math.sin(nth * GOLDEN_ANGLE)];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10) / 10;
