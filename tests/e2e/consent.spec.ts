import fs from "node:fs";
import path from "node:path";
import type { BrowserContext, Page, Response, Route } from "@playwright/test";
import { expect, test } from "./members";
import { axeViolations, pageForAxe, rawRequest, serveAsSite, site, tenantsDir, waitForHydration } from "./support";

/**
 * The operator's tracking scripts load only after the visitor accepts the cookie banner
 * (docs/product.md#cookie-consent-and-tracking-scripts), with and without JavaScript. The site
 * under test is one of the suite's own, showing FlirtHaven's data (the reference API is told to
 * serve its domain as FlirtHaven), with two scripts: an inline snippet that marks the page, and an external pixel that the
 * browser is given by the test (nothing is fetched from the internet) and that reports to its own
 * host, which the site's CSP must allow.
 */
const HOST = "consent.localhost";
const PIXEL = "https://pixel.consent.test/p.js";
const COLLECT = "https://collect.consent.test";
const TENANT = {
  id: "e2e-consent",
  name: "Pixel Flirt",
  domains: [HOST],
  niche: 1,
  languages: ["en", "de"],
  defaultLanguage: "en",
  trackingScripts: [
    {
      id: "visit-stats",
      purpose: "analytics",
      inline: `window.__trackingLoaded = "analytics";
(function mark() {
  if (!document.body) return void document.addEventListener("DOMContentLoaded", mark);
  var p = document.createElement("p");
  p.id = "tracking-marker";
  p.hidden = true;
  p.textContent = "analytics";
  document.body.appendChild(p);
})();`,
    },
    { id: "ad-pixel", purpose: "marketing", src: PIXEL, connectSrc: [COLLECT] },
  ],
};

const BANNER = "Cookies and your privacy";

test.beforeAll(async () => {
  await serveAsSite(HOST, "flirthaven.localhost");
  // Both projects write the same file; written whole under a name the registry ignores, then renamed.
  const file = path.join(tenantsDir, `${TENANT.id}.json`);
  if (!fs.existsSync(file)) {
    const draft = path.join(tenantsDir, `.${TENANT.id}.${process.pid}.tmp`);
    fs.writeFileSync(draft, JSON.stringify(TENANT, null, 2));
    fs.renameSync(draft, file);
  }
  await expect.poll(async () => (await rawRequest({ host: HOST, path: "/" })).status, { timeout: 10_000 }).toBe(200);
});

/** A returning adult visitor of the test site, whose browser gets the pixel from the test. */
async function visitor(context: BrowserContext) {
  await context.addCookies([{ name: "entry_ok", value: Buffer.from('"1"').toString("base64"), url: site(HOST) }]);
  await servePixel(context);
}

/** The pixel reports a hit to its own host with fetch: connect-src must allow it (CSP refusals fail every test). */
async function servePixel(context: BrowserContext) {
  await context.route(PIXEL, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.__pixelLoaded = document.currentScript.dataset.tracking;
fetch("${COLLECT}/hit", { method: "POST", mode: "no-cors" }).then(function () { window.__pixelReported = true; });`,
    })
  );
  await context.route(`${COLLECT}/**`, (route) => route.fulfill({ status: 204 }));
}

/** The nonce of the CSP this document was answered with. */
function nonceOf(response: Response | null): string {
  const csp = response?.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, "the page's CSP has a nonce").toBeTruthy();
  return nonce!;
}

/** The tracking tags the server wrote into a page, as [id, nonce, src]. */
function trackingTagsIn(html: string): [string, string, string | null][] {
  return [...html.matchAll(/<script ([^>]*data-tracking="[^"]*"[^>]*)>/g)].map(([, attrs]) => [
    /data-tracking="([^"]*)"/.exec(attrs)![1],
    /nonce="([^"]*)"/.exec(attrs)?.[1] ?? "",
    /src="([^"]*)"/.exec(attrs)?.[1] ?? null,
  ]);
}

const tags = (page: Page) => page.locator("script[data-tracking]");
const banner = (page: Page) => page.getByRole("region", { name: BANNER });

/** What the scripts did in the page: [inline snippet ran, pixel ran, pixel reported]. */
const effects = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return [w.__trackingLoaded ?? null, w.__pixelLoaded ?? null, w.__pixelReported ?? null];
  });

test.describe("a site with tracking scripts", () => {
  test.beforeEach(async ({ context }) => visitor(context));

  test(
    "loads nothing before consent, and the scripts with the page's nonce after Accept",
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled }) => {
      // React hydrates the page, the banner included, and later pages around the scripts, without complaint.
      const errors: string[] = [];
      page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
      page.on("pageerror", (error) => errors.push(error.message));
      const first = await page.goto(site(HOST, "/pages/terms"));
      const html = await first!.text();
      // Not in the page, not in its data, not run.
      expect(trackingTagsIn(html)).toEqual([]);
      expect(html).not.toContain("__trackingLoaded");
      expect(html).not.toContain(PIXEL);
      await expect(tags(page)).toHaveCount(0);
      await expect(page.locator("#tracking-marker")).toHaveCount(0);

      const region = banner(page);
      await expect(region).toBeVisible();
      await expect(region).toContainText(
        "Pixel Flirt would like to use cookies for visit statistics and advertising measurement."
      );
      await expect(region.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/pages/cookies");
      const accept = region.getByRole("button", { name: "Accept" });
      const reject = region.getByRole("button", { name: "Reject" });
      // Rejecting is as easy as accepting: one size, one look.
      const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
      expect([a!.width, a!.height]).toEqual([r!.width, r!.height]);
      expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"));

      if (javaScriptEnabled) {
        await waitForHydration(page);
        expect(await effects(page)).toEqual([null, null, null]);
        // The banner's code comes after the page's (only sites that ask load it): until React holds
        // the button, a click posts the form as without JavaScript.
        await expect
          .poll(() => accept.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
          .toBe(true);
        const nonce = nonceOf(first);
        // No reload: the scripts come into this very page.
        await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
        await accept.click();
        await expect(region).toHaveCount(0);
        await expect(page.locator("#tracking-marker")).toHaveText("analytics");
        await expect.poll(() => effects(page)).toEqual(["analytics", "ad-pixel", true]);
        expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
        expect(await tags(page).evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce))).toEqual([
          nonce,
          nonce,
        ]);
      } else {
        await accept.click();
        await expect(page).toHaveURL(site(HOST, "/pages/terms"));
        await expect(region).toHaveCount(0);
        await expect(tags(page)).toHaveCount(2);
      }

      // Every later page: written by the server, with that response's nonce, and run.
      const next = await page.goto(site(HOST, "/login"));
      expect(trackingTagsIn(await next!.text())).toEqual([
        ["visit-stats", nonceOf(next), null],
        ["ad-pixel", nonceOf(next), PIXEL],
      ]);
      await expect(banner(page)).toHaveCount(0);
      if (javaScriptEnabled) {
        await waitForHydration(page);
        await expect(page.locator("#tracking-marker")).toHaveText("analytics");
        await expect.poll(() => effects(page)).toEqual(["analytics", "ad-pixel", true]);
        // A field typed into works: the page is React's, not a dead copy.
        await page.getByLabel("E-mail address").fill("someone@example.com");
        await expect(page.getByLabel("E-mail address")).toHaveValue("someone@example.com");
      }
      expect(errors).toEqual([]);
    }
  );

  test(
    "Reject keeps the choice a year on this host only; the banner goes and nothing loads",
    { tag: "@no-js" },
    async ({ page, context, javaScriptEnabled }) => {
      await page.goto(site(HOST, "/login"));
      if (javaScriptEnabled) await waitForHydration(page);
      await banner(page).getByRole("button", { name: "Reject" }).click();
      await expect(banner(page)).toHaveCount(0);
      await expect(page).toHaveURL(site(HOST, "/login"));
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === "consent")?.value)
        .toBe("essential");
      const cookie = (await context.cookies()).find((c) => c.name === "consent")!;
      expect(cookie.domain).toBe(HOST); // host-only: no leading dot
      expect(cookie.httpOnly).toBe(true);
      const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(366);

      const next = await page.goto(site(HOST, "/"));
      await expect(banner(page)).toHaveCount(0);
      expect(trackingTagsIn(await next!.text())).toEqual([]);
      await expect(page.locator("#tracking-marker")).toHaveCount(0);
    }
  );

  test(
    "the cookie page shows the choice and changes it either way; a withdrawal unloads the scripts",
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled }) => {
      const choice = page.getByRole("region", { name: "Your choice" });
      await page.goto(site(HOST, "/pages/cookies"));
      await expect(choice).toContainText("You have not chosen yet, so only the necessary cookies are used.");
      await expect(page.getByRole("heading", { name: "Optional cookies only with your consent" })).toBeVisible();
      if (javaScriptEnabled) await waitForHydration(page);
      await choice.getByRole("button", { name: "Accept" }).click();
      await expect(choice).toContainText("You have accepted cookies for visit statistics and advertising measurement.");
      await expect(banner(page)).toHaveCount(0);
      await expect(tags(page)).toHaveCount(2);
      if (javaScriptEnabled) await expect.poll(() => effects(page)).toEqual(["analytics", "ad-pixel", true]);

      // Withdrawn: the page is loaded anew, without them (a script that ran cannot be unloaded).
      await choice.getByRole("button", { name: "Reject" }).click();
      await expect(choice).toContainText(
        "You have rejected cookies for visit statistics and advertising measurement: only the necessary cookies are used."
      );
      await expect(tags(page)).toHaveCount(0);
      await expect(page.locator("#tracking-marker")).toHaveCount(0);
      if (javaScriptEnabled) expect(await effects(page)).toEqual([null, null, null]);
      const later = await page.goto(site(HOST, "/"));
      expect(trackingTagsIn(await later!.text())).toEqual([]);
      await expect(banner(page)).toHaveCount(0);

      // And back again.
      await page.goto(site(HOST, "/pages/cookies"));
      if (javaScriptEnabled) await waitForHydration(page);
      await choice.getByRole("button", { name: "Accept" }).click();
      await expect(choice).toContainText("You have accepted cookies");
      await expect(tags(page)).toHaveCount(2);
    }
  );

  test(
    "the banner leaves the page usable and in place, and has no accessibility violations",
    { tag: "@no-js" },
    async ({ page, context, browser, javaScriptEnabled }) => {
      await page.goto(site(HOST, "/"));
      const heading = page.getByRole("heading", { level: 1 });
      // Measured in the site's own fonts: the fallback's metrics match them closely, not exactly.
      const fontsLoaded = () => page.evaluate(() => document.fonts.ready.then(() => undefined));
      await fontsLoaded();
      const before = await heading.boundingBox();
      await expect(banner(page)).toBeVisible();
      const scanned = await pageForAxe(page, browser, javaScriptEnabled, context);
      if (scanned !== page) await scanned.goto(site(HOST, "/"));
      await expect(banner(scanned)).toBeVisible();
      expect(await axeViolations(scanned)).toEqual([]);
      if (scanned !== page) await scanned.context().close();

      // Keyboard: the two buttons are reached in turn.
      if (javaScriptEnabled) await waitForHydration(page);
      await banner(page).getByRole("link", { name: "Cookie policy" }).focus();
      await page.keyboard.press("Tab");
      await expect(banner(page).getByRole("button", { name: "Accept" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(banner(page).getByRole("button", { name: "Reject" })).toBeFocused();

      // At the end of the page, the banner has its own room: the footer's last link is not under it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerEnd = await page.getByRole("contentinfo").boundingBox();
      const dock = await banner(page).boundingBox();
      expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(dock!.y + 1);

      // The page under it does not move when it goes.
      await page.evaluate(() => window.scrollTo(0, 0));
      await banner(page).getByRole("button", { name: "Reject" }).press("Enter");
      await expect(banner(page)).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await fontsLoaded();
      expect(await heading.boundingBox()).toEqual(before);

      // Not a modal: with it showing, the page's links work.
      await page.context().clearCookies({ name: "consent" });
      await page.goto(site(HOST, "/"));
      await expect(banner(page)).toBeVisible();
      await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
      await expect(page).toHaveURL(site(HOST, "/login"));
    }
  );

  test("a member meets the banner too, above the phone's tab bar", { tag: "@no-js" }, async ({ page, members }) => {
    const ann = await members.create({ label: "consent" });
    await ann.signIn(page, HOST);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(site(HOST, "/members"));
    await expect(page.getByTestId("logged-in-as")).toBeAttached();
    const dock = await banner(page).boundingBox();
    // On a phone the main navigation's list is the tab bar, fixed to the bottom of the window.
    const tabBar = await page.getByRole("navigation", { name: "Main menu" }).getByRole("list").first().boundingBox();
    expect(dock!.y + dock!.height).toBeLessThanOrEqual(tabBar!.y + 1);
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(tags(page)).toHaveCount(2);
  });
});

test.describe("with the entry warning", () => {
  test.use({ seeEntryWarning: true });

  test(
    "the banner waits under the warning, then answers",
    { tag: "@no-js" },
    async ({ page, context, javaScriptEnabled }) => {
      await servePixel(context);
      // A visitor who taps Accept while the warning's answer is still on its way (a slow network):
      // the warning's answer is held until Accept is sent, and Accept's until the page is being read
      // again after the warning. The page must still end up with the choice: no banner, the scripts.
      const releaseWarning = await holdAnswers(page);
      await page.goto(site(HOST, "/"));
      const warning = page.getByRole("dialog", { name: "Adults only" });
      await expect(warning).toBeVisible();
      const accept = banner(page).getByRole("button", { name: "Accept" });
      // Behind the warning it takes no focus (the page is inert) and lies under its backdrop.
      await accept.focus();
      await expect(accept).not.toBeFocused();
      if (javaScriptEnabled) await waitForHydration(page);
      const box = (await accept.boundingBox())!;
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x, y)?.closest("section[aria-labelledby]") !== null,
        [box.x + box.width / 2, box.y + box.height / 2]
      );
      expect(onTop).toBe(false);
      await warning.getByRole("button", { name: "I am 18 or older – enter" }).click();
      await expect(warning).toHaveCount(0);
      if (javaScriptEnabled)
        await expect
          .poll(() => accept.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps"))))
          .toBe(true);
      await accept.click();
      releaseWarning();
      await expect(banner(page)).toHaveCount(0);
      await expect(tags(page)).toHaveCount(2);
      await expect(banner(page)).toHaveCount(0);
    }
  );
});

/**
 * With JavaScript, holds the entry warning's answer until the returned function is called, and the
 * cookie banner's answer until the page's data is being read again after the warning's.
 */
async function holdAnswers(page: Page) {
  let release = () => {};
  const warningHeld = new Promise<void>((resolve) => (release = resolve));
  let readAgain = () => {};
  const pageReadAgain = new Promise<void>((resolve) => (readAgain = resolve));
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).searchParams.get("_data") === "root") readAgain();
  });
  const hold = (until: Promise<void>) => async (route: Route) => {
    if (new URL(route.request().url()).searchParams.has("_data")) await until;
    await route.continue();
  };
  await page.route(/\/entry-warning\?/, hold(warningHeld));
  await page.route(/\/consent\?/, hold(pageReadAgain));
  return release;
}

test.describe("a site without tracking scripts", () => {
  test("shows no banner and loads nothing, even with a stored Accept", async ({ page, context }) => {
    const host = "flirthaven.localhost";
    for (const cookie of [null, "all"]) {
      if (cookie) await context.addCookies([{ name: "consent", value: cookie, url: site(host) }]);
      const response = await page.goto(site(host, "/pages/cookies"));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Your choice" })).toHaveCount(0);
      await expect(tags(page)).toHaveCount(0);
      expect(trackingTagsIn(await response!.text())).toEqual([]);
    }
  });

  test("keeps the CSP's connect-src to itself; the tracked site adds only its scripts' hosts", async () => {
    const connect = async (host: string) =>
      /connect-src ([^;]*)/.exec(
        String((await rawRequest({ host, path: "/" })).headers["content-security-policy"])
      )?.[1];
    expect(await connect("flirthaven.localhost")).toBe("'self'");
    expect(await connect(HOST)).toBe(`'self' ${COLLECT}`);
  });
});
