import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { documentOf, textOf } from "../tests/mocks/page-document";
import { httpRequest, loginCookie, webServerForFile, type HttpAnswer } from "../tests/mocks/web-server";

/**
 * The page cache (docs/web-tier.md#the-page-cache, decision 020): a visitor's home, landers and
 * static pages are drawn once per site, language, country and variant, and then answered from the
 * web process's memory, each answer with a nonce of its own; members never meet it. The web server
 * runs with its cache on, as `npm start` does, and a tenants folder of its own.
 */
const server = webServerForFile({ ownTenants: true, env: { PAGE_CACHE_SECONDS: "60" } });
const host = "flirthaven.localhost";
const confirmed = `entry_ok=${Buffer.from('"1"').toString("base64")}`;
/** A base64 cookie value, as the site writes its cookies. */
const cookie = (name: string, value: string) => `${name}=${encodeURIComponent(Buffer.from(value).toString("base64"))}`;
/** What the answer says of the cache: hit, miss or bypass. */
const state = (response: HttpAnswer) => response.headers["x-page-cache"];
const get = (on: string, path: string, headers: Record<string, string> = {}, fresh = false) =>
  httpRequest(server.port, { host: on, path, headers, fresh });

/**
 * A kept page asked for again: from the cache. Should the page answered first live out its
 * minute just then, it is drawn again and kept, and one more ask gets it from the cache.
 */
async function askedAgain(ask: () => Promise<HttpAnswer>): Promise<HttpAnswer> {
  const again = await ask();
  return state(again) === "hit" ? again : ask();
}

/** A visitor's page asked for twice: the second answer comes from the cache. */
async function twice(pathname: string, headers: Record<string, string> = {}, on = host) {
  const ask = () => get(on, pathname, { Cookie: confirmed, ...headers });
  const first = await ask();
  const second = await askedAgain(ask);
  expect(first.status, pathname).toBe(200);
  expect(second.status, pathname).toBe(200);
  expect(state(second), `${pathname} asked again`).toBe("hit");
  return { first, second };
}

/** The nonce of the answer's CSP, and every nonce its scripts and styles carry. */
function nonces(response: HttpAnswer) {
  const csp = String(response.headers["content-security-policy"]);
  const header = [...csp.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1]);
  const tags = [...response.body.matchAll(/<(?:script|style)\b[^>]*>/g)].map((m) => m[0]);
  return { header, tags, inPage: tags.map((tag) => /nonce="([^"]*)"/.exec(tag)?.[1]) };
}

describe("the page cache", () => {
  it("a visitor's second request is a hit, with a nonce of its own in the header and every script and style", async () => {
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

  it("a burst of visitors to a page not kept yet draws it once; the others get it with their own nonces", async () => {
    // A country no other test asks for: its page is not kept yet.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => get(host, "/pages/faq?geoip=PT", { Cookie: confirmed }, true))
    );
    const states = burst.map(state);
    expect(states.filter((s) => s === "miss").length).toBeLessThanOrEqual(1);
    expect(states.filter((s) => s === "hit").length).toBeGreaterThanOrEqual(19);
    expect(new Set(burst.map((r) => nonces(r).header[0])).size).toBe(20);
    for (const response of burst) expect(nonces(response).inPage[0]).toBe(nonces(response).header[0]);
  });

  it("a static page is kept too; a page the site does not have is not", async () => {
    await twice("/pages/terms");
    const missing = await get(host, "/pages/no-such-page", { Cookie: confirmed });
    const again = await get(host, "/pages/no-such-page", { Cookie: confirmed });
    expect(again.status).toBe(404);
    expect(state(missing)).not.toBe("hit");
    expect(state(again)).not.toBe("hit");
  });

  it("a visitor arriving with tracking parameters on a cached page gets the tracking cookie, and only the page", async () => {
    await twice("/");
    const landing = await get(host, "/?network=ads-cache&sub1=click-1&fbclid=f1", { Cookie: confirmed });
    expect(state(landing)).toBe("hit");
    const set = [landing.headers["set-cookie"]].flat().find((c) => c?.startsWith("tracking=")) ?? "";
    const value = decodeURIComponent(/^tracking=([^;]+)/.exec(set)?.[1] ?? "");
    expect(JSON.parse(Buffer.from(value, "base64").toString())).toEqual({ network: "ads-cache", sub1: "click-1" });
    expect(landing.headers["cache-control"]).toBe("private, no-store");
    // Nobody's parameters travel in a kept page: the forms' way back is the bare address.
    expect(landing.body).not.toMatch(/ads-cache|click-1|fbclid/);
    const next = await get(host, "/?network=ads-cache&sub1=click-1", { Cookie: confirmed });
    expect(next.body).not.toMatch(/ads-cache|click-1|fbclid/);
  });

  it("where only traffic sources may sign up, a visitor with a network and one without get their own pages", async () => {
    const closed = "velvetropes.localhost"; // signups: with_trafficsource
    // The home page's embedded signup step, there only where signup is open to the visitor.
    const signupLink = /data-testid="lander-signup-next"/;
    const { second: without } = await twice("/?sub1=no-network", {}, closed);
    const { second: landing } = await twice("/?network=ads-velvet", {}, closed);
    expect(without.body).not.toMatch(signupLink);
    expect(landing.body).toMatch(signupLink);
    const source = cookie("tracking", '{"network":"kept"}');
    const { second: returning } = await twice("/", { Cookie: `${confirmed}; ${source}` }, closed);
    expect(returning.body).toMatch(signupLink);
  });

  it("a member's pages never come from the cache, and the pages kept afterwards hold nothing of the member", async () => {
    const login = { email: "cachewatch@members.test", password: "cachewatch-pass-1" };
    const member = await server.dev.createMember({
      site: host,
      fictional: false,
      name: "Cachewatch",
      credits: 4321,
      ...login,
    });
    const session = await loginCookie(server.port, host, login);
    for (const pathname of ["/", "/pages/terms"]) {
      const own = await get(host, pathname, { Cookie: `${confirmed}; ${session}` });
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
    const stale = await get(host, "/", { Cookie: `${confirmed}; auth_session=stale` });
    expect(state(stale)).toBe("bypass");
  });

  it("a changed tenant file empties that site's pages", async () => {
    const file = path.join(server.tenantsDir, "pagecache.json");
    const base = JSON.parse(fs.readFileSync(path.join(server.tenantsDir, "flirthaven.json"), "utf8"));
    const tenant = { ...base, id: "pagecache", name: "Cached Amour", domains: ["pagecache.localhost"] };
    const on = "pagecache.localhost";
    await server.dev.addSiteDomain(on, host);
    fs.writeFileSync(file, JSON.stringify(tenant));
    // The folder's watcher serves the new file: a state to wait for.
    await expect.poll(async () => (await get(on, "/")).status, { timeout: 10_000 }).toBe(200);
    await twice("/", {}, on);
    await twice("/pages/terms", {}, on);

    fs.writeFileSync(file, JSON.stringify({ ...tenant, name: "Renamed Amour" }));
    let renamed: HttpAnswer | undefined;
    await expect
      .poll(
        async () => {
          renamed = await get(on, "/", { Cookie: confirmed });
          return renamed.body.includes("Renamed Amour");
        },
        { timeout: 10_000, interval: 200 }
      )
      .toBe(true);
    expect(state(renamed!)).toBe("miss");
    const terms = await get(on, "/pages/terms", { Cookie: confirmed });
    expect(state(terms)).toBe("miss");
    expect(terms.body).toContain("Renamed Amour");
    expect(terms.body).not.toContain("Cached Amour");
    // That other sites keep their pages is server/page-cache.test.ts's.
  });

  it("visitors with different languages get their own pages", async () => {
    for (const { language, chosen, lang, login } of [
      { language: "de-DE,de;q=0.9", chosen: "", lang: "de", login: "Anmelden" },
      { language: "en-GB,en;q=0.9", chosen: "", lang: "en", login: "Log in" },
      { language: "en-GB,en;q=0.9", chosen: cookie("lng", '"fr"'), lang: "fr", login: "Se connecter" },
    ]) {
      const ask = () =>
        get(host, "/", { "Accept-Language": language, Cookie: [confirmed, chosen].filter(Boolean).join("; ") });
      await ask();
      const again = await askedAgain(ask);
      expect(state(again), lang).toBe("hit");
      const document = documentOf(again.body);
      expect(document.documentElement.getAttribute("lang")).toBe(lang);
      const links = [...document.querySelectorAll("header a")].map(textOf);
      expect(links, lang).toContain(login);
    }
  });

  it("visitors from different countries get their own pages", async () => {
    // The reference API takes the visitor's country from ?geoip; the language switcher offers that country's languages.
    for (const [country, languages] of [
      ["CH", ["DE", "IT", "FR", "EN"]],
      ["US", ["EN", "ES"]],
    ] as const) {
      const ask = () => get(host, `/?geoip=${country}`, { "Accept-Language": "en-US,en;q=0.9", Cookie: confirmed });
      await ask();
      const again = await askedAgain(ask);
      expect(state(again), country).toBe("hit");
      const switcher = documentOf(again.body).querySelectorAll('form[aria-label="Change language"] button');
      expect([...switcher].map(textOf)).toEqual([...languages]);
    }
  });
});
