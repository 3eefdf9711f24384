// promo-tiles.php (decision 022): the site's cam and resell tiles where its settings allow them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app/api/endpoints";
import type { Db } from "./db";
import { DEMO_COMPANY, DEMO_SITES, settingsFor, type StoredSettings } from "./seed/sites";
import { createApp } from "./server";
import { openTestDb } from "./testing/db";

const curvy = DEMO_SITES.find((s) => s.domain === "curvycrush.localhost")!;
const flirt = DEMO_SITES.find((s) => s.domain === "flirthaven.localhost")!;
/** A site with one tile whose label is written in English only. */
const ONE_LABEL: StoredSettings = {
  ...settingsFor(curvy),
  promo_tiles: [
    {
      id: 7,
      type: "resell",
      title: "Partner",
      image: "promo/offer-gift.svg",
      url: "/pages/service",
      labels: { en: "Join free" },
    },
  ],
};
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDb();
  for (const [domain, settings] of [
    [curvy.domain, settingsFor(curvy)],
    [flirt.domain, settingsFor(flirt)],
    ["one-label.localhost", ONE_LABEL],
  ] as const) {
    await db.query("INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, $2, $3, $4, $5)", [
      domain,
      domain,
      settings.niche,
      JSON.stringify(settings),
      JSON.stringify(DEMO_COMPANY),
    ]);
  }
  app = createApp({ db, publicUrl: "http://cdn.test/", log: () => {} });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function tiles(domain: string, language = "en") {
  const res = await app.request(`/api/promo-tiles.php?forced-domain=${domain}`, {
    headers: { "Accept-Language": language },
  });
  expect(res.status).toBe(200);
  return endpoints.getPromoTiles.response.parse(await res.json()).tiles;
}

describe("promo-tiles.php", () => {
  it("answers the site's tiles where member_resell is on: cams and partner offers, pictures under the cdn", async () => {
    const answer = await tiles(curvy.domain);
    expect(answer.map((t) => [t.type, t.title])).toEqual([
      ["cam", "Luna"],
      ["resell", "HeartLink"],
      ["cam", "Jade"],
      ["resell", "ChatNest"],
    ]);
    expect(answer[0]).toEqual({
      id: 401,
      type: "cam",
      title: "Luna",
      image: "http://cdn.test/cdn/promo/cam-bbw-luna-female.svg",
      url: "https://example.com/live/luna?site=curvycrush",
    });
    expect(answer[1]).toMatchObject({
      url: "https://example.com/offers/heartlink?site=curvycrush",
      label: "Free to join",
    });
    // Every picture is drawn by the API itself.
    for (const tile of answer) {
      const picture = await app.request(tile.image.replace("http://cdn.test", ""));
      expect(picture.status, tile.image).toBe(200);
      expect(picture.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(await picture.text()).toMatch(/^<svg /);
    }
  });

  it("answers none where the site's settings say member_resell: false, though tiles are configured", async () => {
    expect(settingsFor(flirt).promo_tiles?.length).toBeGreaterThan(0);
    expect(await tiles(flirt.domain)).toEqual([]);
  });

  it("writes the label in the request's language, and leaves it out in a language it is not written in", async () => {
    expect((await tiles(curvy.domain, "de-DE,de;q=0.9"))[1].label).toBe("Kostenlos anmelden");
    expect((await tiles("one-label.localhost", "en-US"))[0]).toMatchObject({
      label: "Join free",
      url: "/pages/service",
    });
    expect((await tiles("one-label.localhost", "da"))[0]).not.toHaveProperty("label");
  });

  it("keeps the tiles out of settings.php", async () => {
    const res = await app.request(`/api/settings.php?forced-domain=${curvy.domain}`);
    const body = (await res.json()) as { settings: Record<string, unknown> };
    expect(body.settings.member_resell).toBe(true);
    expect(body.settings).not.toHaveProperty("promo_tiles");
  });

  it("draws no picture for a name it does not know", async () => {
    expect((await app.request("/cdn/promo/offer-nothing.svg")).status).toBe(404);
    expect((await app.request("/cdn/promo/cam-nosuchset-luna-female.svg")).status).toBe(404);
  });
});
