import type { Locator, Page } from "@playwright/test";
import type { PromoTile } from "../../app/api/schemas/promo-tiles";
import { test } from "./members";
import { axeViolations, expect, pageForAxe, site, waitForHydration } from "./support";

/**
 * Cam and resell tiles among the members (docs/product.md#cam-and-resell-tiles, decision 022):
 * CurvyCrush has member_resell on (reference-api/seed/sites.ts), FlirtHaven off. With and
 * without JavaScript.
 */
const ON = "curvycrush.localhost";
const OFF = "flirthaven.localhost";
/** Every member of the site, so each page holds 24. */
const EVERYONE = "/members?gender=&min_age=&max_age=";

/** The tiles the site's operator configured, as the API answers them to the page's language. */
async function configuredTiles(host: string): Promise<PromoTile[]> {
  const res = await fetch(`${process.env.E2E_API_URL}/api/promo-tiles.php?forced-domain=${host}`, {
    headers: { "Accept-Language": "en-US" },
  });
  return ((await res.json()) as { tiles: PromoTile[] }).tiles;
}

const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const kinds = { cam: "Live cam", resell: "Partner offer" } as const;
const actions = { cam: "Watch live", resell: "See the offer" } as const;

/** The tile is the configured one: labelled with its kind, a sponsored link to its destination. */
async function expectTile(cell: Locator, tile: PromoTile) {
  const promo = cell.getByTestId("promo-tile");
  await expect(promo).toBeVisible();
  await expect(promo.getByText(kinds[tile.type], { exact: true })).toBeVisible();
  const link = promo.getByRole("link", {
    name: `${kinds[tile.type]}: ${tile.title}, ${tile.label ?? actions[tile.type]} (opens in a new tab)`,
    exact: true,
  });
  await expect(link).toHaveAttribute("href", tile.url);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "sponsored noopener");
  // Not a member: one link, to the partner; no profile, no like or any other button, no name heading.
  await expect(promo.getByRole("link")).toHaveCount(1);
  await expect(promo.getByRole("button")).toHaveCount(0);
  await expect(promo.getByRole("heading")).toHaveCount(0);
  await expect(cell.getByTestId("member-card")).toHaveCount(0);
}

test(
  "a member's search shows the site's tiles after the 4th and 12th member, leading to the partner, never as members",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    const tiles = await configuredTiles(ON);
    expect(tiles.map((t) => t.type)).toEqual(["cam", "resell", "cam", "resell"]);
    const member = await members.create({ site: ON, label: "tiles" });
    await member.signIn(page);
    // The partners' pages are stood in for: the suite reaches no other site.
    await page.context().route("https://example.com/**", (route) => route.fulfill({ body: "A partner's page" }));
    await page.goto(member.url(EVERYONE));
    if (javaScriptEnabled) await waitForHydration(page);

    const cells = results(page).getByRole("listitem");
    // 24 members and 2 tiles; the count above the list is of members only.
    await expect(cells).toHaveCount(26);
    await expect(results(page).getByTestId("member-card")).toHaveCount(24);
    await expect(page.locator("#results-title")).toHaveText(/^\d+ members found$/);
    expect(Number((await page.locator("#results-title").innerText()).match(/\d+/)?.[0])).toBeGreaterThan(24);
    await expectTile(cells.nth(4), tiles[0]);
    await expectTile(cells.nth(13), tiles[1]);
    for (const i of [0, 3, 5, 12, 14, 25]) await expect(cells.nth(i).getByTestId("member-card")).toBeVisible();
    await expect(page.getByTestId("promo-note")).toHaveText(
      "Tiles marked “Live cam” or “Partner offer” are advertising from our partners, not members."
    );

    // The tile leads where the operator configured, in a tab of its own; the search stays.
    const [partner] = await Promise.all([page.context().waitForEvent("page"), cells.nth(4).getByRole("link").click()]);
    await expect(partner).toHaveURL(tiles[0].url);
    await partner.close();
    await expect(page).toHaveURL(member.url(EVERYONE));

    // The next page brings the other two tiles, at the same places among its own members.
    if (javaScriptEnabled) {
      await page.getByTestId("show-more").click();
      // 24 more members and 2 tiles; 23 if the list moved meanwhile (other tests' members signing
      // up on this site push it down): a member already shown is left out, the tiles still follow
      // the 4th and 12th of the new ones.
      await expect(results(page).getByTestId("promo-tile")).toHaveCount(4);
      expect([51, 52]).toContain(await cells.count());
      await expectTile(cells.nth(26 + 4), tiles[2]);
      await expectTile(cells.nth(26 + 13), tiles[3]);
    } else {
      await page.getByRole("navigation", { name: "Result pages" }).getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(cells).toHaveCount(26);
      await expectTile(cells.nth(4), tiles[2]);
      await expectTile(cells.nth(13), tiles[3]);
    }
    await expect(page.getByTestId("promo-tile")).toHaveCount(javaScriptEnabled ? 4 : 2);
  }
);

test("a site whose settings disallow the tiles shows none", async ({ page, members }) => {
  // FlirtHaven has tiles configured, but member_resell off: the API answers none either.
  expect(await configuredTiles(OFF)).toEqual([]);
  const member = await members.create({ site: OFF, label: "no-tiles" });
  await member.signIn(page);
  await page.goto(member.url(EVERYONE));
  await expect(results(page).getByTestId("member-card")).toHaveCount(24);
  await expect(results(page).getByRole("listitem")).toHaveCount(24);
  await expect(page.getByTestId("promo-tile")).toHaveCount(0);
  await expect(page.getByTestId("promo-note")).toHaveCount(0);
});

test(
  "the search with tiles has no WCAG 2.2 AA violation",
  { tag: "@no-js" },
  async ({ page, browser, context, members, javaScriptEnabled }) => {
    const member = await members.create({ site: ON, label: "tiles-axe" });
    await member.signIn(page);
    const checked = await pageForAxe(page, browser, javaScriptEnabled, context);
    await checked.goto(site(ON, EVERYONE));
    await expect(checked.getByTestId("promo-tile")).toHaveCount(2);
    expect(await axeViolations(checked)).toEqual([]);
  }
);
