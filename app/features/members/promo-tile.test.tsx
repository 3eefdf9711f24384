// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { MemberGrid, type CardMember } from "./member-card";
import { PromoTile } from "./promo-tile";
import { withPromoTiles, type PromoTile as Tile } from "./promo-tiles";

afterEach(cleanup);

const cam: Tile = {
  id: 1,
  type: "cam",
  title: "Luna",
  image: "https://cdn.site.example/promo/luna.svg",
  url: "https://partner.example/live/luna",
};
const offer: Tile = {
  id: 2,
  type: "resell",
  title: "HeartLink",
  image: "https://cdn.site.example/promo/offer.svg",
  url: "/pages/service",
  label: "Free to join",
};

async function renderIn(language: string, ui: React.ReactNode) {
  const i18n = await createI18nInstance(language, ["members", "promo"]);
  const Stub = createRemixStub([{ path: "/", Component: () => ui }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
}

describe("a partner tile", () => {
  it("says it is a live cam, on the tile and in its link's name, and opens the partner in a new tab as sponsored", async () => {
    await renderIn("en", <PromoTile tile={cam} />);
    const tile = screen.getByTestId("promo-tile");
    expect(within(tile).queryByText("Live cam")).not.toBeNull();
    expect(within(tile).queryByText("Watch live")).not.toBeNull();
    const link = within(tile).getByRole("link");
    expect(link.getAttribute("aria-label")).toBe("Live cam: Luna, Watch live (opens in a new tab)");
    expect(link.getAttribute("href")).toBe("https://partner.example/live/luna");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("sponsored noopener");
    // The picture is decoration: the link says what the tile is.
    expect(tile.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(within(tile).queryByRole("heading")).toBeNull();
  });

  it("says it is a partner offer with the operator's label, and stays in the tab for a page of the site", async () => {
    await renderIn("de", <PromoTile tile={offer} />);
    const tile = screen.getByTestId("promo-tile");
    expect(within(tile).queryByText("Partnerangebot")).not.toBeNull();
    expect(within(tile).queryByText("Free to join")).not.toBeNull();
    const link = within(tile).getByRole("link");
    expect(link.getAttribute("aria-label")).toBe("Partnerangebot: HeartLink, Free to join");
    expect(link.getAttribute("href")).toBe("/pages/service");
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("rel")).toBe("sponsored");
  });
});

describe("a grid of members with partner tiles", () => {
  const members: CardMember[] = Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    name: `Member ${i + 1}`,
    age: 30,
    city: null,
    main_image: null,
  }));

  it("gives each tile a card's cell, with no profile link or like, and says under the list what the tiles are", async () => {
    await renderIn(
      "en",
      <MemberGrid
        members={withPromoTiles(members, [cam, offer], [2, 4])}
        cdnPrefix="https://cdn.site.example/"
        label="Results"
      />
    );
    const cells = within(screen.getByRole("list", { name: "Results" })).getAllByRole("listitem");
    expect(cells.map((cell) => (cell.querySelector("[data-testid=promo-tile]") ? "tile" : "member"))).toEqual([
      "member",
      "member",
      "tile",
      "member",
      "member",
      "tile",
      "member",
      "member",
    ]);
    for (const tile of screen.getAllByTestId("promo-tile")) {
      expect(within(tile).getAllByRole("link")).toHaveLength(1);
      expect(within(tile).getByRole("link").getAttribute("href")).not.toMatch(/\/members\//);
      expect(within(tile).queryByRole("button")).toBeNull();
    }
    expect(screen.getAllByTestId("member-card")).toHaveLength(6);
    expect(screen.getByTestId("promo-note").textContent).toBe(
      "Tiles marked “Live cam” or “Partner offer” are advertising from our partners, not members."
    );
  });

  it("has no note without tiles", async () => {
    await renderIn("en", <MemberGrid members={members} cdnPrefix="https://cdn.site.example/" label="Results" />);
    expect(screen.queryByTestId("promo-note")).toBeNull();
    expect(screen.queryByTestId("promo-tile")).toBeNull();
  });
});
