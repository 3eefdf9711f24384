import type { Location } from "../app/api/schemas/notifications";
import { CITY_POSITIONS, GEO } from "./seed/geo";

/**
 * Reverse geocoding from the API's own offline data (the seed's cities and where they lie): no
 * network, no geodata package. A position farther than this from every city of the site's
 * countries is no place the API can name (the sea, another country, an empty stretch of land);
 * the member then chooses by hand.
 */
export const GEOCODE_MAX_KM = 60;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine) in km. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every known city with its country and region, built once. */
const PLACES = Object.entries(GEO).flatMap(([country, regions]) =>
  Object.entries(regions).flatMap(([region, cities]) =>
    cities.map((city) => ({ country, region, city, position: CITY_POSITIONS[country][city] }))
  )
);

/** The city of `countries` nearest the position, within GEOCODE_MAX_KM; undefined when none is. */
export function nearestPlace(lat: number, lon: number, countries: readonly string[]): Location | undefined {
  let best: { place: (typeof PLACES)[number]; km: number } | undefined;
  for (const place of PLACES) {
    if (!countries.includes(place.country)) continue;
    const km = distanceKm([lat, lon], place.position);
    if (km <= GEOCODE_MAX_KM && (!best || km < best.km)) best = { place, km };
  }
  if (!best) return undefined;
  const { country, region, city } = best.place;
  return { country, region, city };
}
