/** A country drawn for the map lander (country-map.server.ts draws it). */
export interface MapPin {
  id: number;
  x: number;
  y: number;
}
export interface CountryMap {
  viewBox: string;
  outline: string;
  pins: MapPin[];
}
