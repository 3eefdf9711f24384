import { describe, expect, it } from "vitest";
import type { MemberCard } from "~/api/schemas/members";
import type { PromoTile } from "~/api/schemas/promo-tiles";
import { pageWindow, resultItems } from "./search-results";

describe("page numbers", () => {
  it("shows the first, the last and two either side of the current page", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe("results with partner tiles", () => {
  const member = (id: number) => ({ id } as MemberCard);
  const page = (n: number, ids: number[]) => ({ page: n, results: ids.map(member) });
  const tile = (id: number): PromoTile => ({
    id,
    type: "cam",
    title: `T${id}`,
    image: "https://cdn.example/t.svg",
    url: "/x",
  });
  const shape = (items: ReturnType<typeof resultItems>) =>
    items.map((item) => ("promo" in item ? `T${item.promo.id}` : item.id));
  const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

  it("gives every page its own tiles after its 4th and 12th member, the tiles taking turns", () => {
    const items = resultItems([page(1, ids(1, 24)), page(2, ids(25, 24))], [tile(1), tile(2), tile(3)]);
    expect(items).toHaveLength(52);
    const tiles = items.flatMap((item, i) => ("promo" in item ? [[i, item.promo.id]] : []));
    expect(tiles).toEqual([
      [4, 1],
      [13, 2],
      [30, 3],
      [39, 1],
    ]);
  });

  it("leaves out a member an earlier page showed, counting positions among the rest", () => {
    const items = resultItems([page(1, [1, 2, 3]), page(2, [3, 4, 5, 6, 7])], [tile(1), tile(2)]);
    // Page 1 is too short for a tile; page 2's 4th new member is 7.
    expect(shape(items)).toEqual([1, 2, 3, 4, 5, 6, 7, "T1"]);
    expect(shape(resultItems([page(2, [3, 4, 5, 6, 7])], [tile(1)]))).toEqual([3, 4, 5, 6, "T1", 7]);
  });
});
