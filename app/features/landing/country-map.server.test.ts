import { GEO } from "../../../reference-api/seed/geo";
import { countryMap, type CountryMap, type MapPlace } from "./country-map.server";

/** The demo's members of a country: one place per seeded city, ids in seed order. */
function seedPlaces(country: string): MapPlace[] {
  return Object.entries(GEO[country])
    .flatMap(([region, cities]) => cities.map((city) => ({ city, region, country })))
    .map((place, id) => ({ id, ...place }));
}

function size(map: CountryMap): [number, number] {
  const [x, y, width, height] = map.viewBox.split(" ").map(Number);
  expect([x, y]).toEqual([0, 0]);
  return [width, height];
}

/** The one pin of a map of one place, or undefined. */
function pinOf(country: string, city: string | null, region: string | null = null) {
  return countryMap(country, [{ id: 1, city, region, country }])?.pins[0];
}

describe("countryMap", () => {
  // First, so the country is drawn cold: a lander's first visitor from a country waits for this.
  // Measured in CPU time, which other work on a shared machine does not stretch as it does the clock.
  it("draws a country in well under a second the first time and at once after", () => {
    const places = seedPlaces("DE");
    const cpuMs = (since: NodeJS.CpuUsage) => {
      const { user, system } = process.cpuUsage(since);
      return (user + system) / 1000;
    };
    const cold = process.cpuUsage();
    countryMap("DE", places);
    const coldMs = cpuMs(cold);
    const warm = process.cpuUsage();
    countryMap("DE", places);
    const warmMs = cpuMs(warm);
    // About 150 ms and under 1 ms; the bounds are loose so that a busy machine does not fail them.
    expect(coldMs).toBeLessThan(1_500);
    expect(warmMs).toBeLessThan(50);
  });

  it.each(Object.keys(GEO))("draws %s with a pin inside the map for every demo city", (country) => {
    const places = seedPlaces(country);
    const map = countryMap(country, places)!;
    expect(map.outline).toMatch(/^M[\d.]+ [\d.]+l/);
    expect(map.outline.length).toBeLessThan(8_000);
    const [width, height] = size(map);
    expect(Math.max(width, height)).toBeLessThanOrEqual(400);
    expect(Math.max(width, height)).toBeGreaterThan(350);
    expect(map.pins.map((pin) => pin.id)).toEqual(places.map((place) => place.id));
    for (const pin of map.pins) {
      expect(pin.x).toBeGreaterThanOrEqual(0);
      expect(pin.x).toBeLessThanOrEqual(width);
      expect(pin.y).toBeGreaterThanOrEqual(0);
      expect(pin.y).toBeLessThanOrEqual(height);
    }
  });

  it("puts towns where they are: north is up, west is left", () => {
    const amsterdam = pinOf("NL", "Amsterdam")!;
    const eindhoven = pinOf("NL", "Eindhoven")!;
    expect(amsterdam.x).toBeLessThan(eindhoven.x);
    expect(amsterdam.y).toBeLessThan(eindhoven.y);
    const seattle = pinOf("US", "Seattle")!;
    const miami = pinOf("US", "Miami")!;
    expect(seattle.x).toBeLessThan(miami.x - 250);
    expect(seattle.y).toBeLessThan(miami.y - 100);
    const edinburgh = pinOf("GB", "Edinburgh")!;
    const london = pinOf("GB", "London")!;
    expect(edinburgh.y).toBeLessThan(london.y - 150);
  });

  it("finds a town whatever its case, accents or language", () => {
    const munich = pinOf("DE", "München");
    expect(munich).toBeDefined();
    for (const name of ["MÜNCHEN", "munchen", "Munich", "Monaco di Baviera"]) expect(pinOf("DE", name)).toEqual(munich);
    expect(pinOf("NL", "The Hague")).toEqual(pinOf("NL", "Den Haag"));
    expect(pinOf("NL", "s Hertogenbosch")).toEqual(pinOf("NL", "'s-Hertogenbosch"));
    expect(pinOf("DK", "Kobenhavn")).toEqual(pinOf("DK", "Copenhagen"));
  });

  it("gives a place it cannot find no pin, or its region's when it knows the region", () => {
    expect(pinOf("NL", "Atlantis")).toBeUndefined();
    expect(pinOf("NL", null)).toBeUndefined();
    expect(pinOf("NL", "Atlantis", "Mordor")).toBeUndefined();
    // A province called as its capital.
    expect(pinOf("NL", "Atlantis", "Utrecht")).toEqual(pinOf("NL", "Utrecht"));
    // A region known by the list's other members: drawn at its largest town.
    const map = countryMap("NL", [
      { id: 1, city: "Haarlem", region: "Noord-Holland", country: "NL" },
      { id: 2, city: null, region: "Noord-Holland", country: "NL" },
    ])!;
    expect(map.pins[1]).toEqual({ ...pinOf("NL", "Amsterdam"), id: 2 });
  });

  it("takes the town of that name in the member's region", () => {
    // Alone, Springfield is the largest of them (Missouri); Chicago puts Illinois on the map.
    const alone = pinOf("US", "Springfield", "Illinois")!;
    const map = countryMap("US", [
      { id: 1, city: "Chicago", region: "Illinois", country: "US" },
      { id: 2, city: "Springfield", region: "Illinois", country: "US" },
    ])!;
    const inIllinois = map.pins[1];
    expect(inIllinois.x).toBeGreaterThan(alone.x + 10);
    expect(Math.abs(inIllinois.x - map.pins[0].x)).toBeLessThan(20);
  });

  it("leaves out members of other countries and of parts far overseas", () => {
    const map = countryMap("NL", [
      { id: 1, city: "Amsterdam", region: null, country: "NL" },
      { id: 2, city: "Berlin", region: null, country: "DE" },
      { id: 3, city: "Kralendijk", region: "Bonaire", country: "NL" },
    ])!;
    expect(map.pins.map((pin) => pin.id)).toEqual([1]);
    expect(pinOf("FR", "Cayenne")).toBeUndefined();
    expect(pinOf("FR", "Ajaccio")).toBeDefined();
    expect(pinOf("US", "Honolulu")).toBeUndefined();
    expect(pinOf("US", "Anchorage")).toBeUndefined();
    expect(pinOf("ES", "Las Palmas de Gran Canaria")).toBeUndefined();
    expect(pinOf("AU", "Hobart")).toBeDefined();
  });

  it("sets members of one town around it, none on another", () => {
    const places = [1, 2, 3, 4].map((id) => ({ id, city: "Utrecht", region: "Utrecht", country: "NL" }));
    const pins = countryMap("NL", places)!.pins;
    const spots = new Set(pins.map((pin) => `${pin.x},${pin.y}`));
    expect(spots.size).toBe(4);
    for (const pin of pins) expect(Math.hypot(pin.x - pins[0].x, pin.y - pins[0].y)).toBeLessThan(15);
  });

  it("answers null for a country the geodata does not know", () => {
    expect(countryMap("ZZ", [{ id: 1, city: "Amsterdam", region: null, country: "ZZ" }])).toBeNull();
    expect(countryMap("", [])).toBeNull();
    expect(countryMap("netherlands", [])).toBeNull();
    // Kosovo has a code but no outline of its own in the 1:50m countries.
    expect(countryMap("XK", [])).toBeNull();
  });
});
