import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoArea, geoAzimuthalEqualArea, geoCentroid, geoPath, geoStream, type GeoProjection } from "d3-geo";
import type { MultiPolygon, Polygon } from "geojson";
import { iso31661Alpha2ToNumeric } from "iso-3166/1-a2-to-1-n.js";
import { feature } from "topojson-client";
import type { GeometryObject, Topology } from "topojson-specification";

/**
 * A country's outline for the map lander, drawn on the server from Natural Earth's 1:50m
 * countries (`world-atlas`, public domain): nothing is fetched while a page is served, and one
 * country's path is a few kilobytes of SVG (docs/product.md#landing-pages).
 */

/** The outline fits this square, less the margin: a card's map, not a printed atlas. */
export const MAP_SIZE = 400;
const MARGIN = 8;

/** What the outline module knows of a country: its drawing, and where a point of it is drawn. */
export interface CountryOutline {
  viewBox: string;
  width: number;
  height: number;
  /** SVG path data. */
  outline: string;
  /** Where longitude/latitude is drawn, in viewBox units; null outside the drawing (an island left out). */
  project(lon: number, lat: number): [x: number, y: number] | null;
}

/** The outline stays under this many characters of path data (about 8 KB): it is part of the page. */
export const OUTLINE_BUDGET = 7_500;

/**
 * Islands and overseas parts further than this from the main territory are left out, so the
 * country is drawn large enough to read: France without its overseas départements, the
 * Netherlands without the Caribbean, the United States as the lower 48, Norway without Svalbard,
 * Spain without the Canaries. Nearer ones stay (Corsica, Tasmania, Bornholm, Shetland).
 * In radians of a great circle: 300 km over the Earth's 6,371 km radius.
 */
const OVERSEAS_GAP = 300 / 6371;
/** … and an island must also lie within half the main territory's size (a small country's isle far off). */
const OVERSEAS_GAP_OF_MAIN = 0.5;

type Ring = [number, number][];

const cache = new Map<string, CountryOutline | null>();

/** The outline of `country` (ISO 3166-1 alpha-2), or null when the geodata does not know it. Kept per country. */
export function countryOutline(country: string): CountryOutline | null {
  if (!cache.has(country)) cache.set(country, draw(country));
  return cache.get(country)!;
}

/** The 1:50m countries are read for each new country and not kept: a process draws few countries, once each. */
function countryGeometry(country: string): Polygon | MultiPolygon | null {
  const numeric = Object.hasOwn(iso31661Alpha2ToNumeric, country) ? iso31661Alpha2ToNumeric[country] : undefined;
  if (!numeric) return null;
  const file = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{
    countries: { type: "GeometryCollection"; geometries: GeometryObject[] };
  }>;
  const geometry = topology.objects.countries.geometries.find((candidate) => candidate.id === numeric);
  if (!geometry) return null;
  const shape = feature(topology, geometry);
  if (shape.type !== "Feature") return null;
  return shape.geometry.type === "Polygon" || shape.geometry.type === "MultiPolygon" ? shape.geometry : null;
}

function draw(country: string): CountryOutline | null {
  const shape = countryGeometry(country);
  if (!shape) return null;
  const territory = mainTerritory(shape);
  // Lambert's azimuthal equal-area projection centred on the country (the EU's statistical maps
  // use it): areas stay true, and a country of any size or latitude keeps its shape.
  const [lon, lat] = geoCentroid(territory);
  const projection = geoAzimuthalEqualArea()
    .rotate([-lon, -lat])
    .fitExtent(
      [
        [MARGIN, MARGIN],
        [MAP_SIZE - MARGIN, MAP_SIZE - MARGIN],
      ],
      territory
    );
  const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(territory);
  // The drawing starts at the margin: the viewBox is as wide and high as the country needs.
  const [dx, dy] = projection.translate();
  projection.translate([dx - x0 + MARGIN, dy - y0 + MARGIN]);
  const width = Math.min(MAP_SIZE, Math.ceil(x1 - x0 + 2 * MARGIN));
  const height = Math.min(MAP_SIZE, Math.ceil(y1 - y0 + 2 * MARGIN));
  const rings = projectedRings(territory, projection);
  return {
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
    outline: pathWithin(rings, OUTLINE_BUDGET),
    project(lon, lat) {
      const point = projection([lon, lat]);
      if (!point || !(point[0] >= 0 && point[0] <= width && point[1] >= 0 && point[1] <= height)) return null;
      return point;
    },
  };
}

/**
 * The largest polygon and every polygon near it or near one already kept: a chain of islands
 * stays whole, a far-off part is left out.
 */
function mainTerritory(shape: Polygon | MultiPolygon): MultiPolygon {
  const polygons: Polygon[] = (shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates).map(
    (coordinates) => ({ type: "Polygon", coordinates })
  );
  polygons.sort((a, b) => geoArea(b) - geoArea(a));
  // Gaps are measured on a projection centred on the largest part, in radians of the globe.
  const [lon, lat] = geoCentroid(polygons[0]);
  const measure = geoPath(geoAzimuthalEqualArea().rotate([-lon, -lat]).scale(1).translate([0, 0]));
  const boxes = polygons.map((polygon) => measure.bounds(polygon));
  const [[mx0, my0], [mx1, my1]] = boxes[0];
  const reach = Math.min(OVERSEAS_GAP, OVERSEAS_GAP_OF_MAIN * Math.hypot(mx1 - mx0, my1 - my0));
  const gap = ([[ax0, ay0], [ax1, ay1]]: number[][], [[bx0, by0], [bx1, by1]]: number[][]) =>
    Math.hypot(Math.max(0, ax0 - bx1, bx0 - ax1), Math.max(0, ay0 - by1, by0 - ay1));
  const kept = [0];
  const left = new Set(polygons.keys());
  left.delete(0);
  for (let grew = true; grew; ) {
    grew = false;
    for (const index of left) {
      if (kept.some((near) => gap(boxes[index], boxes[near]) <= reach)) {
        kept.push(index);
        left.delete(index);
        grew = true;
      }
    }
  }
  return { type: "MultiPolygon", coordinates: kept.map((index) => polygons[index].coordinates) };
}

/** The rings as the projection draws them (clipped and resampled), in viewBox units. */
function projectedRings(territory: MultiPolygon, projection: GeoProjection): Ring[] {
  const rings: Ring[] = [];
  let ring: Ring = [];
  geoStream(
    territory,
    projection.stream({
      point: (x, y) => void ring.push([x, y]),
      lineStart: () => void (ring = []),
      lineEnd: () => void (ring.length > 2 && rings.push(ring)),
      polygonStart: () => {},
      polygonEnd: () => {},
      sphere: () => {},
    })
  );
  return rings;
}

/**
 * The path data of the rings, simplified until it fits `budget` characters: first to a third of
 * a unit (as fine as a screen shows a 400-unit map), coarser only for a country of many islands
 * and fjords (Canada, Norway). Islets smaller than the tolerance's square are left out.
 */
function pathWithin(rings: Ring[], budget: number): string {
  let path = "";
  for (let tolerance = 1 / 3; ; tolerance *= 1.5) {
    path = pathData(
      rings.map((ring) => simplified(ring, tolerance)).filter((ring) => Math.abs(area(ring)) >= 4 * tolerance ** 2)
    );
    if (path.length <= budget || tolerance > 8) return path;
  }
}

/** Douglas–Peucker: the fewest points that stay within `tolerance` of the ring. */
function simplified(ring: Ring, tolerance: number): Ring {
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let distance = tolerance;
    for (let index = first + 1; index < last; index++) {
      const d = distanceToSegment(ring[index], ring[first], ring[last]);
      if (d > distance) [farthest, distance] = [index, d];
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return ring.filter((_, index) => keep[index]);
}

function distanceToSegment([px, py]: [number, number], [ax, ay]: [number, number], [bx, by]: [number, number]) {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Signed area (shoelace). */
function area(ring: Ring): number {
  let sum = 0;
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    sum += ring[previous][0] * ring[index][1] - ring[index][0] * ring[previous][1];
  }
  return sum / 2;
}

/**
 * SVG path data to one decimal: each ring one absolute move, then relative lines (short numbers),
 * closed. Points are rounded to tenths first and the steps taken between rounded points, so the
 * rounding never adds up along a coast.
 */
function pathData(rings: Ring[]): string {
  let path = "";
  for (const ring of rings) {
    let [x, y] = [Math.round(ring[0][0] * 10), Math.round(ring[0][1] * 10)];
    path += `M${tenths(x)} ${tenths(y)}l`;
    let steps = "";
    for (const [px, py] of ring.slice(1)) {
      const [nx, ny] = [Math.round(px * 10), Math.round(py * 10)];
      if (nx === x && ny === y) continue;
      steps += `${steps && nx - x >= 0 ? " " : ""}${tenths(nx - x)}${ny - y >= 0 ? " " : ""}${tenths(ny - y)}`;
      [x, y] = [nx, ny];
    }
    path += `${steps}z`;
  }
  return path;
}

/** 12 → "1.2", -3 → "-.3": the shortest number SVG reads. */
function tenths(value: number): string {
  return String(value / 10).replace(/^(-?)0\./, "$1.");
}
