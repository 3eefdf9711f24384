import fs from "node:fs";
import type { Page } from "@playwright/test";
import { LANDER_KINDS } from "../../app/domain/landing";
import { expect, test } from "./members";
import { axeViolations, site, waitForHydration } from "./support";

// The landing pages (docs/product.md#landing-pages): each lander shows the site's own members
// (the API's showcase), in the visitor's language, with the signup's first step that carries on
// into /signup; with and without JavaScript.
const host = "flirthaven.localhost";
const locales = (lng: string) => JSON.parse(fs.readFileSync(`locales/${lng}/landers.json`, "utf8"));
const EN = locales("en");
const DE = locales("de");
const lngCookie = (lng: string) => ({
  name: "lng",
  value: Buffer.from(JSON.stringify(lng)).toString("base64"),
  url: site(host),
});

/** The names of the members the API shows visitors of `host` from `country`. */
async function showcaseNames(siteHost: string, country = "NL"): Promise<string[]> {
  const res = await fetch(`${process.env.E2E_API_URL}/api/showcase.php?forced-domain=${siteHost}&country=${country}`);
  expect(res.ok, "showcase.php").toBe(true);
  return ((await res.json()) as { members: { name: string }[] }).members.map((m) => m.name);
}

const title = (copy: typeof EN, kind: string, siteName: string) =>
  String(copy.kinds[kind].title).replace("{{siteName}}", siteName);

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  const response = await page.goto(site(host, path));
  if (javaScriptEnabled) await waitForHydration(page);
  return response;
}

for (const kind of LANDER_KINDS) {
  test(
    `${kind}: the site's members and the signup, in English and in German`,
    { tag: "@no-js" },
    async ({ page, context, javaScriptEnabled }) => {
      const names = await showcaseNames(host);
      for (const [lng, copy] of [
        ["en", EN],
        ["de", DE],
      ] as const) {
        await context.addCookies([lngCookie(lng)]);
        expect((await open(page, `/landers/${kind}`, javaScriptEnabled))?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lng);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title(copy, kind, "FlirtHaven"));
        // Members of this site: at least four of the showcase's names are on the page.
        const text = await page.getByTestId("lander").innerText();
        expect(
          names.filter((name) => text.includes(name)).length,
          `${kind} (${lng}) shows the site's members`
        ).toBeGreaterThanOrEqual(4);
        await expect(page.getByTestId("lander-signup")).toBeVisible();
      }
    }
  );
}

test("a slug names a city or a theme; an unknown one is the default page, an unknown kind a 404", async ({
  page,
  javaScriptEnabled,
}) => {
  await open(page, "/landers/gallery/amsterdam", javaScriptEnabled);
  await expect(page.getByTestId("lander-variant")).toHaveText("Singles in Amsterdam");
  await expect(page.getByText(EN.kinds.gallery.lead_city.replace("{{place}}", "Amsterdam"))).toBeVisible();
  await open(page, "/landers/gallery/discreet", javaScriptEnabled);
  await expect(page.getByTestId("lander-variant")).toHaveText(EN.themes.discreet);

  const response = await open(page, "/landers/gallery/no-such-place-42", javaScriptEnabled);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("lander-variant")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN.kinds.gallery.title);
  expect((await page.goto(site(host, "/landers/nosuchlander")))?.status()).toBe(404);
});

test("the map lander places the members on the visitor's country", async ({ page, javaScriptEnabled }) => {
  await open(page, "/landers/maplanding", javaScriptEnabled);
  await expect(page.getByRole("img", { name: /^Map with \d+ members$/ })).toBeVisible();
  expect(await page.getByTestId("map-pin").count()).toBeGreaterThan(10);
});

test.describe("the entry warning", () => {
  test.use({ seeEntryWarning: true });
  test("shows on a lander only to visitors from NL and DE", { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    for (const [country, shown] of [
      ["NL", true],
      ["DE", true],
      ["GB", false],
      ["US", false],
    ] as const) {
      await open(page, `/landers/video?geoip=${country}`, javaScriptEnabled);
      await expect(page.getByRole("dialog", { name: "Adults only" }), country).toHaveCount(shown ? 1 : 0);
    }
  });
});

/** Steps 2–5 of /signup with plain answers; the first step was the lander's. */
async function finishSignup(page: Page, email: string) {
  const next = () => page.getByTestId("signup-next").click();
  await expect(page.getByLabel("Day")).toBeVisible();
  await page.getByLabel("Day").selectOption("3");
  await page.getByLabel("Month").selectOption("8");
  await page.getByLabel("Year").selectOption("1985");
  await next();
  await page.getByRole("group", { name: "Country" }).getByRole("radio").first().check();
  await next();
  await page.getByLabel("Username").fill(`Lander${Date.now() % 100000}`);
  await page.getByLabel("E-mail address").fill(email);
  await next();
  await page.getByLabel("Password (at least 6 characters)").fill("secret123");
  await next();
}

/** The lander's first step: a man looking for women. */
async function firstStep(page: Page) {
  const form = page.getByTestId("lander-signup");
  await form.getByRole("group", { name: "I am" }).getByRole("radio", { name: "a man" }).check();
  await form.getByRole("group", { name: "My orientation" }).getByRole("radio", { name: "Straight" }).check();
  await form.getByTestId("lander-signup-next").click();
}

const email = (tag: string, project: string) => `lander-${tag}-${project}-${Date.now()}@example.com`;

test(
  "the embedded signup carries the tracking into a completed account (a site open only to traffic sources)",
  { tag: "@no-js-only" },
  async ({ page, javaScriptEnabled }, info) => {
    // The form's own path, without JavaScript; with it the same post goes through Remix's <Form> (the profile landings' tests).
    test.slow(); // a whole signup
    const velvet = "velvetropes.localhost";
    await page.goto(site(velvet, "/landers/collagelanding?network=lander-e2e&sub1=summer"));
    if (javaScriptEnabled) await waitForHydration(page);
    await firstStep(page);
    // On /signup, at its second step, the lander's answers kept.
    await expect(page).toHaveURL(/\/signup(\?|$)/);
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
    await finishSignup(page, email("tracked", info.project.name));
    // Velvet Ropes takes signups only with a traffic source: the account exists, so it reached the API.
    await expect(page).toHaveURL(site(velvet, "/signup-matches"));
    await expect(page.getByTestId("logged-in-as")).toBeVisible();
  }
);

test("a visitor without a traffic source on such a site is offered the login instead", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(site("velvetropes.localhost", "/landers/gallery"));
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("lander-signup-next")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log in" }).last()).toBeVisible();
});

test(
  "tinderswipe: two likes lead into a signup that arrives on the first member liked",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, info) => {
    test.slow(); // a whole signup
    await open(page, "/landers/tinderswipe", javaScriptEnabled);
    const card = page.getByTestId("swipe-card");
    const first = (await card.getByRole("heading").innerText()).split(",")[0];
    // A pass, then two likes: by button, and (with JavaScript) by the arrow key.
    await page.getByTestId("swipe-pass").click();
    await expect(card.getByRole("heading")).not.toHaveText(new RegExp(`^${first},`));
    const liked = (await card.getByRole("heading").innerText()).split(",")[0];
    await page.getByTestId("swipe-like").click();
    await expect(page.getByTestId("swipe-status")).toHaveText(`You liked ${liked}!`);
    if (javaScriptEnabled) await page.keyboard.press("ArrowRight");
    else await page.getByTestId("swipe-like").click();
    await expect(page.getByTestId("swipe-done")).toContainText(`find out if ${liked} likes you back`);
    await expect(
      page.getByRole("heading", { name: `Create your free account to find out if ${liked} likes you back.` })
    ).toBeVisible();

    await firstStep(page);
    await expect(page).toHaveURL(/\/members\/\d+\/signup/);
    const id = /\/members\/(\d+)\/signup/.exec(page.url())![1];
    await finishSignup(page, email("swipe", info.project.name));
    await expect(page).toHaveURL(site(host, `/members/${id}`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(liked);
  }
);

// Each layout's signup runs once, the projects taking turns (a whole signup costs the suite ~10 s).
for (const [layout, arrives, withoutJs] of [
  ["landing", "", false],
  ["landing2", "/chat", true],
  ["landing3", "", false],
] as const) {
  test(
    `/members/{id}/${layout} leads into a signup that arrives at that member${arrives ? "'s conversation" : ""}`,
    { tag: withoutJs ? "@no-js-only" : [] },
    async ({ page, javaScriptEnabled }, info) => {
      test.slow(); // a whole signup
      const res = await fetch(`${process.env.E2E_API_URL}/api/showcase.php?forced-domain=${host}&country=NL&limit=3`);
      const member = ((await res.json()) as { members: { id: number; name: string }[] }).members[1];
      await open(page, `/members/${member.id}/${layout}`, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(member.name);
      await expect(page.getByTestId("member-landing")).toBeVisible();
      await firstStep(page);
      await finishSignup(page, email(layout, info.project.name));
      await expect(page).toHaveURL(site(host, `/members/${member.id}${arrives}`));
    }
  );
}

test("a member landing for an unknown id or an ordinary member is the general lander", async ({
  page,
  javaScriptEnabled,
  members,
}) => {
  // An ordinary member's face never becomes an advert, photo or not.
  const ordinary = await members.create({});
  for (const id of ["999999", "0", "abc", String(ordinary.id)]) {
    const response = await open(page, `/members/${id}/landing2`, javaScriptEnabled);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(EN.member.fallback_title);
    await expect(page.getByTestId("lander-face").first()).toBeVisible();
  }
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("the home page and every lander: no overflow, no axe violation, a screenshot per niche theme", async ({
    page,
    javaScriptEnabled,
  }, info) => {
    // The server's HTML is the same in both projects; the hydrated page is the one a phone shows.
    test.slow(); // 10 pages in 2 themes, each scanned
    for (const themed of ["flirthaven.localhost", "curvycrush.localhost"]) {
      for (const path of [
        "/",
        ...LANDER_KINDS.map((k) => `/landers/${k}`),
        "/landers/tinderswipe",
        "/members/999999/landing",
      ]) {
        await page.goto(site(themed, path));
        if (javaScriptEnabled) await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${themed}${path} fits 375 px`).toBe(
          375
        );
        expect(await axeViolations(page), `${themed}${path}`).toEqual([]);
        // Kept in the run's output (test-results/…) for a person to look at.
        await page.screenshot({
          fullPage: true,
          path: info.outputPath(`${themed}${path}.png`.replace(/[^a-z0-9.]+/gi, "-")),
        });
      }
    }
  });
});

test("a site that sells partner offers shows its labelled tiles among a lander's members; others none", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(site("curvycrush.localhost", "/landers/alonetonight"));
  if (javaScriptEnabled) await waitForHydration(page);
  const tiles = page.getByTestId("promo-tile");
  await expect(tiles.first()).toBeVisible();
  await expect(tiles.first().getByRole("link")).toHaveAccessibleName(/^(Live cam|Partner offer): /);
  await expect(tiles.first().getByRole("link")).toHaveAttribute("rel", /sponsored/);
  await expect(page.getByTestId("promo-note")).toBeVisible();
  await open(page, "/landers/alonetonight", javaScriptEnabled);
  await expect(page.getByTestId("lander-face").first()).toBeVisible();
  await expect(page.getByTestId("promo-tile")).toHaveCount(0);
});

test(
  "the header's call to join opens the signup's first step over a page (a link to /signup without JavaScript)",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    await open(page, "/pages/terms", javaScriptEnabled);
    const join = page.getByTestId("join-button");
    if (!javaScriptEnabled) {
      await expect(join).toHaveAttribute("href", "/signup");
      return;
    }
    await join.click();
    const dialog = page.getByRole("dialog", { name: "Join FlirtHaven free" });
    await expect(dialog).toBeVisible();
    // Not closed by Escape once a choice is made: the signup is in progress.
    await dialog.getByRole("group", { name: "I am" }).getByRole("radio", { name: "a man" }).check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("group", { name: "My orientation" }).getByRole("radio", { name: "Straight" }).check();
    await dialog.getByTestId("join-next").click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText("Step 2 of 5")).toBeVisible();
  }
);
