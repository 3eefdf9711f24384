import { describe, expect, it } from "vitest";
import { parseTenant } from "./schema";
import { pageBlocks, sitePage, sitePageLinks } from "./site-pages";

const tenantWith = (pages: unknown[], extra: Record<string, unknown> = {}) =>
  parseTenant(
    {
      id: "pages-test",
      name: "Pages Test",
      domains: ["pages-test.localhost"],
      niche: 1,
      languages: ["en", "en-US", "de", "fr"],
      defaultLanguage: "de",
      pages,
      ...extra,
    },
    "tenants/pages-test.json",
    "pages-test"
  );

const imprint = {
  token: "imprint",
  title: { de: "Impressum", en: "Imprint" },
  body: { de: "Anbieter\n\n## Kontakt\n\nPost an\ndie Firma", en: "Provider\n\n## Contact\n\nWrite to\nthe company" },
};

function valid(pages: unknown[]) {
  const result = tenantWith(pages);
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return result.tenant;
}

describe("a site's own static pages", () => {
  it("read in the visitor's language, its base language, else the site's default, and say which", () => {
    const tenant = valid([imprint]);
    expect(sitePage(tenant, "imprint", "en")).toMatchObject({ lang: "en", title: "Imprint" });
    expect(sitePage(tenant, "imprint", "en-US")).toMatchObject({ lang: "en", title: "Imprint" });
    expect(sitePage(tenant, "imprint", "fr")).toMatchObject({ lang: "de", title: "Impressum" });
    expect(sitePage(tenant, "imprint", "de")?.blocks).toEqual([
      { kind: "paragraph", text: "Anbieter" },
      { kind: "heading", text: "Kontakt" },
      { kind: "paragraph", text: "Post an die Firma" },
    ]);
  });

  it("are absent for a token the site does not list, and for a site without pages", () => {
    expect(sitePage(valid([imprint]), "press", "de")).toBeUndefined();
    expect(sitePage(valid([]), "imprint", "de")).toBeUndefined();
  });

  it("are linked from the footer with the title in the visitor's language", () => {
    expect(sitePageLinks(valid([imprint]), "fr")).toEqual([{ to: "/pages/imprint", title: "Impressum", lang: "de" }]);
    expect(sitePageLinks(valid([imprint]), "en-US")).toEqual([{ to: "/pages/imprint", title: "Imprint", lang: "en" }]);
  });

  it("split text into paragraphs at blank lines, whatever the line ends, and keep markup as text", () => {
    expect(pageBlocks("a\r\n\r\n<b>b</b>\n  \n\n## c ")).toEqual([
      { kind: "paragraph", text: "a" },
      { kind: "paragraph", text: "<b>b</b>" },
      { kind: "heading", text: "c" },
    ]);
  });
});

describe("the tenant file refuses a site page an operator got wrong", () => {
  const problems = (pages: unknown[]) => {
    const result = tenantWith(pages);
    return result.ok ? [] : result.errors;
  };

  it("names a built-in page, a token that is no address part, a token listed twice", () => {
    expect(problems([{ ...imprint, token: "terms" }]).join("\n")).toMatch(
      /pages\[0\]\.token: must not be the name of a built-in page/
    );
    expect(problems([{ ...imprint, token: "Imprint Page" }]).join("\n")).toMatch(
      /pages\[0\]\.token: must be kebab-case/
    );
    expect(problems([imprint, imprint]).join("\n")).toMatch(/pages\[1\]\.token: "imprint" is listed twice/);
  });

  it("needs the default language's title and text, and no unknown language or field", () => {
    expect(problems([{ ...imprint, body: { en: "Provider" } }]).join("\n")).toMatch(
      /pages\[0\]\.body: needs a text in the default language \(de\)/
    );
    expect(problems([{ ...imprint, title: { ...imprint.title, xx: "?" } }]).join("\n")).toMatch(/pages\[0\]\.title/);
    expect(problems([{ ...imprint, html: "<b>" }]).join("\n")).toMatch(/pages\[0\]\.html: unknown field/);
  });

  it("bounds the number of pages and the length of a text", () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ ...imprint, token: `page-${i}` }));
    expect(problems(many).join("\n")).toMatch(/pages: Array must contain at most 10/);
    expect(problems([{ ...imprint, body: { de: "x".repeat(20_001) } }]).join("\n")).toMatch(/pages\[0\]\.body\.de/);
  });
});
