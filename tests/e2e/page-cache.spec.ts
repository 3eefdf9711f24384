import type { Response } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { test } from "./members";
import { expect, rawRequest, serveAsSite, site, tenantsDir, waitForHydration, type RawResponse } from "./support";

/**
 * The page cache (docs/web-tier.md#the-page-cache, decision 020): a visitor's home, landers and
 * static pages are drawn once per site, language, country and variant, and then answered from the
 * web process's memory, each answer with a nonce of its own; members never meet it.
 */
const host = "flirthaven.localhost";
const confirmed = `entry_ok=${Buffer.from('"1"').toString("base64")}`;
/** What the answer says of the cache: hit, miss or bypass (a raw answer's or the browser's). */
const state = (response: RawResponse | Response) =>
  typeof response.headers === "function" ? response.headers()["x-page-cache"] : response.headers["x-page-cache"];

/**
 * A kept page asked for again: from the cache. Once in a while the page answered first was kept by an
 * earlier test and lives out its minute just then; the page is then drawn again and kept, and one
 * more ask gets it from the cache.
 */
async function askedAgain<T extends RawResponse | Response>(ask: () => Promise<T>): Promise<T> {
  const again = await ask();
  return state(again) === "hit" ? again : ask();
}

/** A visitor's page asked for twice: the second answer comes from the cache. */
async function twice(pathname: string, headers: Record<string, string> = {}, on = host) {
  const ask = () => rawRequest({ host: on, path: pathname, headers: { Cookie: confirmed, ...headers } });
  const first = await ask();
  const second = await askedAgain(ask);
  expect(first.status, pathname).toBe(200);
  expect(second.status, pathname).toBe(200);
  expect(state(second), `${pathname} asked again`).toBe("hit");
  return { first, second };
}

/** The nonce of the answer's CSP, and every nonce its scripts and styles carry. */
function nonces(response: RawResponse) {
  const csp = String(response.headers["content-security-policy"]);
  const header = [...csp.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  const tags = [...response.body.matchAll(/<(?:script|style)\b[^>]*>/g)].map((m) => m[0]);
  return { header, tags, inPage: tags.map((tag) => /nonce="([^"]*)"/.exec(tag)?.[1]) };
}

test.describe("over HTTP", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP-level checks run once");

  test("a visitor's second request is a hit, with a nonce of its own in the header and every script and style", async () => {
    const { first, second } = await twice("/");
    const [a, b] = [nonces(first), nonces(second)];
    expect(new Set(a.header).size).toBe(1);
    expect(new Set(b.header).size).toBe(1);
    expect(b.header[0]).not.toBe(a.header[0]);
    expect(b.tags.length).toBeGreaterThan(3);
    expect(b.inPage).toEqual(b.tags.map(() => b.header[0]));
    expect(a.inPage).toEqual(a.tags.map(() => a.header[0]));
    expect(second.body).not.toContain(a.header[0]);
    expect(second.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  test("a burst of visitors to a page not kept yet draws it once; the others get it with their own nonces", async () => {
    // A country no other test asks for: its page is not kept yet (or, on a retry, kept already).
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        rawRequest({ host, path: "/pages/faq?geoip=PT", headers: { Cookie: confirmed }, fresh: true })
      )
    );
    const states = burst.map(state);
    expect(states.filter((s) => s === "miss").length).toBeLessThanOrEqual(1);
    expect(states.filter((s) => s === "hit").length).toBeGreaterThanOrEqual(19);
    expect(new Set(burst.map((r) => nonces(r).header[0])).size).toBe(20);
    for (const response of burst) expect(nonces(response).inPage[0]).toBe(nonces(response).header[0]);
  });

  test("a static page is kept too; a page the site does not have is not", async () => {
    await twice("/pages/terms");
    const missing = await rawRequest({ host, path: "/pages/no-such-page", headers: { Cookie: confirmed } });
    const again = await rawRequest({ host, path: "/pages/no-such-page", headers: { Cookie: confirmed } });
    expect(again.status).toBe(404);
    expect(state(missing)).not.toBe("hit");
    expect(state(again)).not.toBe("hit");
  });

  test("a visitor arriving with tracking parameters on a cached page gets the tracking cookie, and only the page", async () => {
    await twice("/");
    const landing = await rawRequest({
      host,
      path: "/?network=ads-cache&sub1=click-1&fbclid=f1",
      headers: { Cookie: confirmed },
    });
    expect(state(landing)).toBe("hit");
    const cookie = [landing.headers["set-cookie"]].flat().find((c) => c?.startsWith("tracking=")) ?? "";
    const value = decodeURIComponent(/^tracking=([^;]+)/.exec(cookie)?.[1] ?? "");
    expect(JSON.parse(Buffer.from(value, "base64").toString())).toEqual({ network: "ads-cache", sub1: "click-1" });
    expect(landing.headers["cache-control"]).toBe("private, no-store");
    // Nobody's parameters travel in a kept page: the forms' way back is the bare address.
    expect(landing.body).not.toMatch(/ads-cache|click-1|fbclid/);
    const next = await rawRequest({ host, path: "/?network=ads-cache&sub1=click-1", headers: { Cookie: confirmed } });
    expect(next.body).not.toMatch(/ads-cache|click-1|fbclid/);
  });

  test("where only traffic sources may sign up, a visitor with a network and one without get their own pages", async () => {
    const closed = "velvetropes.localhost"; // signups: with_trafficsource
    // The home page's embedded signup step, there only where signup is open to the visitor.
    const signupLink = /data-testid="lander-signup-next"/;
    const { second: without } = await twice("/?sub1=no-network", {}, closed);
    const { second: landing } = await twice("/?network=ads-velvet", {}, closed);
    expect(without.body).not.toMatch(signupLink);
    expect(landing.body).toMatch(signupLink);
    const source = `tracking=${encodeURIComponent(Buffer.from('{"network":"kept"}').toString("base64"))}`;
    const { second: returning } = await twice("/", { Cookie: `${confirmed}; ${source}` }, closed);
    expect(returning.body).toMatch(signupLink);
  });

  test("a member's pages never come from the cache, and the pages kept afterwards hold nothing of the member", async ({
    members,
  }) => {
    const member = await members.create({ label: "cachewatch", credits: 4321 });
    const cookie = await member.cookieHeader();
    for (const pathname of ["/", "/pages/terms"]) {
      const own = await rawRequest({ host, path: pathname, headers: { Cookie: `${confirmed}; ${cookie}` } });
      expect(own.status, pathname).toBe(200);
      expect(state(own), pathname).toBe("bypass");
      expect(own.headers["cache-control"], pathname).toBe("private, no-store");
      expect(own.body, pathname).toContain(member.name);
      expect(own.body, pathname).toContain('"credits":4321');
      const { second } = await twice(pathname);
      expect(second.body, pathname).not.toContain(member.name);
      expect(second.body, pathname).not.toContain("4321");
    }
    // Any auth cookie at all, valid or not, is a member's request.
    const stale = await rawRequest({ host, path: "/", headers: { Cookie: `${confirmed}; auth_session=stale` } });
    expect(state(stale)).toBe("bypass");
  });

  test("a changed tenant file empties that site's pages", async () => {
    const file = path.join(tenantsDir, "e2e-pagecache.json");
    const base = JSON.parse(fs.readFileSync(path.join(tenantsDir, "flirthaven.json"), "utf8"));
    const tenant = { ...base, id: "e2e-pagecache", name: "Cached Amour", domains: ["pagecache.localhost"] };
    const on = "pagecache.localhost";
    await serveAsSite(on, "flirthaven.localhost");
    fs.writeFileSync(file, JSON.stringify(tenant));
    try {
      await expect.poll(async () => (await rawRequest({ host: on, path: "/" })).status, { timeout: 10_000 }).toBe(200);
      await twice("/", {}, on);
      await twice("/pages/terms", {}, on);

      fs.writeFileSync(file, JSON.stringify({ ...tenant, name: "Renamed Amour" }));
      let renamed: RawResponse | undefined;
      await expect
        .poll(
          async () => {
            renamed = await rawRequest({ host: on, path: "/", headers: { Cookie: confirmed } });
            return renamed.body.includes("Renamed Amour");
          },
          { timeout: 10_000, intervals: [200] }
        )
        .toBe(true);
      expect(state(renamed!)).toBe("miss");
      const terms = await rawRequest({ host: on, path: "/pages/terms", headers: { Cookie: confirmed } });
      expect(state(terms)).toBe("miss");
      expect(terms.body).toContain("Renamed Amour");
      expect(terms.body).not.toContain("Cached Amour");
      // That other sites keep their pages is server/page-cache.test.ts's.
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

test("visitors with different languages get their own pages", async ({ browser }) => {
  const german = await browser.newContext({ locale: "de-DE" });
  const english = await browser.newContext({ locale: "en-GB" });
  const chosen = await browser.newContext({ locale: "en-GB" });
  const cookie = (name: string, value: string) => ({
    name,
    value: Buffer.from(value).toString("base64"),
    url: site(host),
  });
  for (const context of [german, english, chosen]) await context.addCookies([cookie("entry_ok", '"1"')]);
  await chosen.addCookies([cookie("lng", '"fr"')]);
  try {
    const pages = [
      { context: german, lang: "de", login: "Anmelden" },
      { context: english, lang: "en", login: "Log in" },
      { context: chosen, lang: "fr", login: "Se connecter" },
    ];
    for (const { context, lang, login } of pages) {
      const page = await context.newPage();
      await page.goto(site(host));
      const again = await askedAgain(async () => (await page.goto(site(host)))!);
      expect(state(again), lang).toBe("hit");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("banner").getByRole("link", { name: login, exact: true })).toBeVisible();
    }
  } finally {
    await Promise.all([german.close(), english.close(), chosen.close()]);
  }
});

test("visitors from different countries get their own pages", async ({ page }) => {
  // The reference API takes the visitor's country from ?geoip; the language switcher offers that country's languages.
  const switcher = page.getByRole("form", { name: "Change language" }).getByRole("button");
  for (const [country, languages] of [
    ["CH", ["DE", "IT", "FR", "EN"]],
    ["US", ["EN", "ES"]],
  ] as const) {
    await page.goto(site(host, `/?geoip=${country}`));
    const again = await askedAgain(async () => (await page.goto(site(host, `/?geoip=${country}`)))!);
    expect(state(again), country).toBe("hit");
    await expect(switcher).toHaveText([...languages]);
  }
});

test.describe("a visitor who has not confirmed the entry warning", () => {
  test.use({ seeEntryWarning: true });

  test("meets it on a page from the cache, and after confirming gets the page without it", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(site(host));
    const again = await askedAgain(async () => (await page.goto(site(host)))!);
    expect(state(again)).toBe("hit");
    const dialog = page.getByRole("dialog", { name: "Adults only" });
    await expect(dialog).toBeVisible();
    // The scripts run under the answer's own nonce: the page hydrates (any refused script fails the test).
    if (javaScriptEnabled) await waitForHydration(page);
    await dialog.getByRole("button", { name: "I am 18 or older – enter" }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "entry_ok")).toBe(true);
    await page.goto(site(host));
    const confirmedAgain = await askedAgain(async () => (await page.goto(site(host)))!);
    expect(state(confirmedAgain)).toBe("hit");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
