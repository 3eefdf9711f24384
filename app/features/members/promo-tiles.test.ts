import { describe, expect, it } from "vitest";
import {
  isExternalDestination,
  isPromoSlot,
  PROMO_POSITIONS,
  tilesForPage,
  withPromoTiles,
  type PromoTile,
} from "./promo-tiles";

const tile = (id: number): PromoTile => ({
  id,
  type: id % 2 ? "cam" : "resell",
  title: `Tile ${id}`,
  image: `https://cdn.example/${id}.svg`,
  url: "https://partner.example/",
});
const members = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
/** The list as ids, tiles as "T<id>". */
const shape = (items: ({ id: number } | { promo: PromoTile })[]) =>
  items.map((item) => (isPromoSlot(item) ? `T${item.promo.id}` : item.id));

describe("withPromoTiles", () => {
  it("puts each tile after its position's member, counted from 1", () => {
    expect(shape(withPromoTiles(members(14), [tile(1), tile(2)], [4, 12]))).toEqual([
      1,
      2,
      3,
      4,
      "T1",
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
      "T2",
      13,
      14,
    ]);
  });

  it("places no more tiles than positions, and none past the members there are", () => {
    expect(shape(withPromoTiles(members(6), [tile(1), tile(2), tile(3)], [4, 12]))).toEqual([1, 2, 3, 4, "T1", 5, 6]);
    expect(shape(withPromoTiles(members(3), [tile(1)], [4]))).toEqual([1, 2, 3]);
    expect(withPromoTiles([], [tile(1)], [1])).toEqual([]);
  });

  it("leaves the members alone without tiles, and fills positions in order whatever order they come in", () => {
    expect(shape(withPromoTiles(members(5), [], [4, 12]))).toEqual([1, 2, 3, 4, 5]);
    expect(shape(withPromoTiles(members(5), [tile(1), tile(2)], [4, 2, 4, 0, 1.5]))).toEqual([
      1,
      2,
      "T1",
      3,
      4,
      "T2",
      5,
    ]);
  });

  it("keeps the members as they were given", () => {
    const given = members(5);
    const [first] = withPromoTiles(given, [tile(1)], [1]);
    expect(first).toBe(given[0]);
  });
});

describe("tilesForPage", () => {
  const four = [tile(1), tile(2), tile(3), tile(4)];
  const three = four.slice(0, 3);

  it("gives each page as many tiles as positions, taking turns from page to page", () => {
    expect(PROMO_POSITIONS).toEqual([4, 12]);
    expect([1, 2, 3].map((page) => tilesForPage(four, page).map((t) => t.id))).toEqual([
      [1, 2],
      [3, 4],
      [1, 2],
    ]);
    expect([1, 2, 3].map((page) => tilesForPage(three, page).map((t) => t.id))).toEqual([
      [1, 2],
      [3, 1],
      [2, 3],
    ]);
  });

  it("never repeats a tile on one page: a site with one tile shows it once", () => {
    expect(tilesForPage([tile(7)], 1).map((t) => t.id)).toEqual([7]);
    expect(tilesForPage([tile(7)], 5).map((t) => t.id)).toEqual([7]);
    expect(tilesForPage([], 1)).toEqual([]);
  });
});

describe("destinations", () => {
  it("tells a partner's address from a page of the site", () => {
    expect(isExternalDestination("https://partner.example/live")).toBe(true);
    expect(isExternalDestination("/pages/service")).toBe(false);
  });
});
