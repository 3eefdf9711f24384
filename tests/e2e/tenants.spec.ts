import {
  axeViolations,
  expect,
  test,
  DEMO_SITES,
  demoLogin,
  logIn,
  rawRequest,
  serveAsSite,
  site,
  tenantsDir,
} from "./support";
import fs from "node:fs";
import path from "node:path";

test.describe("one deployment, many sites", () => {
  for (const { host, name, niche } of DEMO_SITES) {
    test(`${host} is served as ${name}`, async ({ page }) => {
      await page.goto(site(host));
      await expect(page.getByRole("banner")).toContainText(name);
      await expect(page.locator("html")).toHaveAttribute("data-niche", String(niche));
      for (const other of DEMO_SITES.filter((s) => s.host !== host)) {
        await expect(page.locator("body")).not.toContainText(other.name);
      }
    });
  }

  test("a host no tenant claims gets a clear 404 page", async () => {
    const res = await rawRequest({ host: "unknown-brand.localhost", path: "/" });
    expect(res.status).toBe(404);
    expect(res.body).toContain("No site is configured for the host");
  });

  test("an unknown path is the site's 404 page with a link home", async ({ page }) => {
    const response = await page.goto(site("manmatch.localhost", "/no/such/page"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner")).toContainText("ManMatch");
  });

  test(
    "a login on site A is not a login on site B: the cookie stays on its host",
    { tag: "@no-js" },
    async ({ page, context }) => {
      const a = "flirthaven.localhost";
      await logIn(page, demoLogin(a));
      await expect(page.getByTestId("logged-in-as")).toBeVisible();

      const cookies = await context.cookies();
      const auth = cookies.filter((c) => c.name.startsWith("auth"));
      expect(auth).toHaveLength(1);
      expect(auth[0].domain).toBe(a); // host-only: no leading dot, no parent domain

      await page.goto(site("manmatch.localhost", "/profile"));
      await expect(page).toHaveURL(/manmatch\.localhost:\d+\/login/);
      await expect(page.getByRole("banner")).toContainText("ManMatch");
      await expect(page.locator("body")).not.toContainText("FlirtHaven");
    }
  );
});

test.describe("tenant files are watched", () => {
  // Server-side behaviour: one run is enough.

  test("a new tenant file is served within 5 s without a restart; an invalid file leaves the others serving", async ({
    page,
  }) => {
    const file = path.join(tenantsDir, "e2e-newbrand.json");
    const base = JSON.parse(fs.readFileSync(path.join(tenantsDir, "flirthaven.json"), "utf8"));
    const tenant = { ...base, id: "e2e-newbrand", name: "Newbrand Amour", domains: ["newbrand.localhost"] };
    await serveAsSite("newbrand.localhost", "flirthaven.localhost");
    fs.writeFileSync(file, JSON.stringify(tenant, null, 2));
    const broken = path.join(tenantsDir, "e2e-broken.json");
    fs.writeFileSync(broken, JSON.stringify({ ...base, id: "e2e-broken", domains: ["broken.localhost"], niche: 9 }));
    try {
      const started = Date.now();
      await expect
        .poll(async () => (await rawRequest({ host: "newbrand.localhost", path: "/" })).status, {
          timeout: 5_000,
          intervals: [200],
        })
        .toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
      await page.goto(site("newbrand.localhost"));
      await expect(page.getByRole("banner")).toContainText("Newbrand Amour");

      // A colour changed in the file changes the served page, with no rebuild (the header's primary button).
      const loginButton = page.getByRole("banner").getByRole("link", { name: "Join free" });
      const before = await loginButton.evaluate((el) => getComputedStyle(el).backgroundColor);
      fs.writeFileSync(file, JSON.stringify({ ...tenant, theme: { colors: { primary: "#123456" } } }, null, 2));
      await expect
        .poll(
          async () => {
            await page.reload();
            return loginButton.evaluate((el) => getComputedStyle(el).backgroundColor);
          },
          { timeout: 5_000, intervals: [300] }
        )
        .toBe("rgb(18, 52, 86)");
      expect(before).not.toBe("rgb(18, 52, 86)");

      expect((await rawRequest({ host: "broken.localhost", path: "/" })).status).toBe(404);
      await page.goto(site("manmatch.localhost"));
      await expect(page.getByRole("banner")).toContainText("ManMatch");
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(broken, { force: true });
    }
  });
});

test.describe("a site the API does not know", () => {
  test("gets its own 'not set up' page with a status monitors notice, never another site's members", async ({
    page,
  }) => {
    // The general site's members, as its home page shows them: the reference API once served an
    // unknown domain as that site.
    const showcase = await fetch(
      `${process.env.E2E_API_URL}/api/showcase.php?forced-domain=flirthaven.localhost&country=NL`
    );
    const members = ((await showcase.json()) as { members: { name: string }[] }).members.map((m) => m.name);
    expect(members.length).toBeGreaterThan(3);

    const file = path.join(tenantsDir, "e2e-notsetup.json");
    const base = JSON.parse(fs.readFileSync(path.join(tenantsDir, "flirthaven.json"), "utf8"));
    const tenant = {
      ...base,
      id: "e2e-notsetup",
      name: "Unready Amour",
      domains: ["notsetup.localhost"],
      theme: { colors: { primary: "#123456" } },
    };
    fs.writeFileSync(file, JSON.stringify(tenant));
    try {
      await expect
        .poll(async () => (await rawRequest({ host: "notsetup.localhost", path: "/" })).status, { timeout: 10_000 })
        .toBe(503);
      for (const pathname of ["/", "/login", "/members", "/landers/map"]) {
        const { status, body, headers } = await rawRequest({ host: "notsetup.localhost", path: pathname });
        expect(status, pathname).toBe(503);
        expect(headers["cache-control"], pathname).toContain("no-store");
        for (const name of [...members, "FlirtHaven"]) expect(body, pathname).not.toContain(name);
      }

      const response = await page.goto(site("notsetup.localhost", "/"));
      expect(response?.status()).toBe(503);
      await expect(page.getByRole("heading", { name: "This site is not open yet" })).toBeVisible();
      await expect(page.getByText("This site is being set up. Please come back later.")).toBeVisible();
      await expect(page).toHaveTitle("This site is not open yet · Unready Amour");
      await expect(page.getByRole("banner")).toContainText("Unready Amour");
      // The tenant's own theme: its niche and its colour.
      await expect(page.locator("html")).toHaveAttribute("data-niche", "1");
      expect((await page.locator("style").allTextContents()).join("")).toContain("#123456");
      expect(await axeViolations(page)).toEqual([]);

      // In the visitor's language.
      const german = await rawRequest({ host: "notsetup.localhost", path: "/", headers: { "Accept-Language": "de" } });
      expect(german.status).toBe(503);
      expect(german.body).toContain("Diese Seite ist noch nicht geöffnet");
      expect(german.body).toContain("Diese Seite wird gerade eingerichtet.");
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

test.describe("when a site's API is down", () => {
  test("the member gets a translated error page with the status, not a stack trace", async ({ page }) => {
    const file = path.join(tenantsDir, "e2e-apidown.json");
    const base = JSON.parse(fs.readFileSync(path.join(tenantsDir, "flirthaven.json"), "utf8"));
    fs.writeFileSync(
      file,
      JSON.stringify({
        ...base,
        id: "e2e-apidown",
        name: "Down Site",
        domains: ["apidown.localhost"],
        api: { baseUrl: "http://127.0.0.1:9" },
      })
    );
    try {
      await expect
        .poll(async () => (await rawRequest({ host: "apidown.localhost", path: "/" })).status, { timeout: 15_000 })
        .not.toBe(404);
      const response = await page.goto(site("apidown.localhost", "/"));
      expect(response?.status()).toBe(503);
      await expect(page.getByRole("heading", { name: "An error occurred, please try again later." })).toBeVisible();
      await expect(page.getByText("503")).toBeVisible();
      await expect(page.locator("body")).not.toContainText(/at \w+ \(|ECONNREFUSED|ApiError/);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
