import { describe, expect, it } from "vitest";
import { createPageCache, keptPage, pageHtml, type CachedPage } from "./page-cache";

const drawnWith = "ST4jaWj+UBxadNJTE2hKGg==";
const html =
  `<html><head><style nonce="${drawnWith}">a{}</style></head>` +
  `<body><script nonce="${drawnWith}">1</script><script nonce="${drawnWith}" type="module"></script></body></html>`;
const htmlHeaders = () => new Headers({ "Content-Type": "text/html; charset=utf-8", Vary: "Cookie, Accept-Language" });

describe("a page as the cache keeps it", () => {
  it("carries each answer's own nonce wherever the drawing's was, and nothing else changes", () => {
    const page = keptPage({ status: 200, headers: htmlHeaders() }, html, drawnWith)!;
    const served = pageHtml(page, "fresh/nonce+2==");
    expect(served).not.toContain(drawnWith);
    expect(served.match(/nonce="fresh\/nonce\+2=="/g)).toHaveLength(3);
    expect(served.replaceAll("fresh/nonce+2==", drawnWith)).toBe(html);
    expect(page.headers).toContainEqual(["content-type", "text/html; charset=utf-8"]);
  });

  it("is only a 200 that sets no cookie", () => {
    expect(keptPage({ status: 404, headers: htmlHeaders() }, html, drawnWith)).toBeNull();
    expect(keptPage({ status: 302, headers: new Headers({ Location: "/login" }) }, "", drawnWith)).toBeNull();
    const cookie = htmlHeaders();
    cookie.append("Set-Cookie", "lng=; Max-Age=0");
    expect(keptPage({ status: 200, headers: cookie }, html, drawnWith)).toBeNull();
  });
});

/** A cache on a clock the test moves, and pages told apart by their text. */
function setUp(options: { maxPerTenant?: number; maxTotal?: number } = {}) {
  let time = 0;
  const cache = createPageCache({ maxAgeMs: 60_000, maxPerTenant: 3, maxTotal: 5, now: () => time, ...options });
  const page = (text: string): CachedPage => ({ headers: [], parts: [text] });
  const text = (kept: CachedPage | undefined) => kept?.parts.join("");
  return { cache, page, text, tick: (ms: number) => (time += ms) };
}

describe("the page cache", () => {
  const siteData = '{"signups":"all"}';
  const a = { id: "a" };
  const b = { id: "b" };

  it("answers a page under its tenant and key only", () => {
    const { cache, page, text } = setUp();
    cache.set(a, "/ en NL", siteData, page("home a"));
    cache.set(b, "/ en NL", siteData, page("home b"));
    expect(text(cache.get(a, "/ en NL", siteData))).toBe("home a");
    expect(text(cache.get(b, "/ en NL", siteData))).toBe("home b");
    expect(cache.get(a, "/ de NL", siteData)).toBeUndefined();
  });

  it("keeps a page for its time at most", () => {
    const { cache, page, tick } = setUp();
    cache.set(a, "/", siteData, page("home"));
    tick(59_999);
    expect(cache.get(a, "/", siteData)).toBeDefined();
    tick(1);
    expect(cache.get(a, "/", siteData)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("drops a page drawn with other site data than the request's (the settings changed)", () => {
    const { cache, page } = setUp();
    cache.set(a, "/", siteData, page("home"));
    expect(cache.get(a, "/", '{"signups":"invite_only"}')).toBeUndefined();
    expect(cache.get(a, "/", siteData)).toBeUndefined();
  });

  it("empties a tenant's pages when its tenant file changed, and only that tenant's", () => {
    const { cache, page } = setUp();
    cache.set(a, "/", siteData, page("home a"));
    cache.set(a, "/pages/terms", siteData, page("terms a"));
    cache.set(b, "/", siteData, page("home b"));
    const changed = { id: "a" }; // the registry's new object for the edited file
    expect(cache.get(changed, "/", siteData)).toBeUndefined();
    expect(cache.size("a")).toBe(0);
    expect(cache.size()).toBe(1);
    expect(cache.get(b, "/", siteData)).toBeDefined();
  });

  it("evicts a tenant's least recently used page beyond its share, never another tenant's", () => {
    const { cache, page } = setUp({ maxPerTenant: 3, maxTotal: 10 });
    cache.set(b, "/", siteData, page("home b"));
    for (const key of ["1", "2", "3"]) cache.set(a, key, siteData, page(key));
    cache.get(a, "1", siteData); // used: "2" is now the least recently used
    cache.set(a, "4", siteData, page("4"));
    expect(cache.size("a")).toBe(3);
    expect(cache.get(a, "2", siteData)).toBeUndefined();
    for (const key of ["1", "3", "4"]) expect(cache.get(a, key, siteData), key).toBeDefined();
    expect(cache.get(b, "/", siteData)).toBeDefined();
  });

  it("evicts the least recently used page of all beyond the total", () => {
    const { cache, page } = setUp({ maxPerTenant: 3, maxTotal: 4 });
    cache.set(a, "1", siteData, page("a1"));
    cache.set(b, "1", siteData, page("b1"));
    cache.set(a, "2", siteData, page("a2"));
    cache.set(b, "2", siteData, page("b2"));
    cache.get(a, "1", siteData);
    cache.set(a, "3", siteData, page("a3"));
    expect(cache.size()).toBe(4);
    expect(cache.get(b, "1", siteData)).toBeUndefined();
    expect(cache.get(a, "1", siteData)).toBeDefined();
  });

  it("replaces a page drawn again under its key, counting it once", () => {
    const { cache, page, text } = setUp();
    cache.set(a, "/", siteData, page("old"));
    cache.set(a, "/", siteData, page("new"));
    expect(text(cache.get(a, "/", siteData))).toBe("new");
    expect(cache.size()).toBe(1);
  });
});
