import type { SitePage, Tenant } from "./schema";

/** One block of a site page's text: a heading or a paragraph. */
export type SitePageBlock = { kind: "heading" | "paragraph"; text: string };

/** A site page as one visitor reads it: the texts of one language, and which language that is. */
export interface SitePageText {
  token: string;
  /** The language of the texts: the visitor's, its base language, or else the site's default. */
  lang: string;
  title: string;
  blocks: SitePageBlock[];
}

/** An operator's text per language (the tenant schema checks the default language has one). */
type Texts = Partial<Record<string, string>>;

/** The visitor's language, its base language ("en" for "en-US"), then the site's default language. */
function languageOf(texts: Texts, locale: string, defaultLanguage: string): string {
  const base = locale.split("-")[0]!;
  return [locale, base, defaultLanguage].find((lng) => texts[lng] !== undefined) ?? defaultLanguage;
}

/** A blank line ends a paragraph; a block starting with "## " is a heading. */
export function pageBlocks(body: string): SitePageBlock[] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((block) => block.trim().replace(/\s*\n\s*/g, " "))
    .filter(Boolean)
    .map((block) =>
      block.startsWith("## ")
        ? { kind: "heading" as const, text: block.slice(3).trim() }
        : { kind: "paragraph" as const, text: block }
    );
}

function pageText(page: SitePage, locale: string, defaultLanguage: string): SitePageText {
  const titles: Texts = page.title;
  const bodies: Texts = page.body;
  const lang = languageOf(bodies, locale, defaultLanguage);
  // A title and body of one language belong together: the body's language decides when both exist.
  const title = titles[lang] ?? titles[languageOf(titles, locale, defaultLanguage)]!;
  return { token: page.token, lang, title, blocks: pageBlocks(bodies[lang]!) };
}

/** The site's own page at /pages/<token>, in the visitor's language where the operator wrote one. */
export function sitePage(tenant: Tenant, token: string, locale: string): SitePageText | undefined {
  const page = tenant.pages?.find((candidate) => candidate.token === token);
  return page && pageText(page, locale, tenant.defaultLanguage);
}

/** The footer's links to the site's own pages, titled in the visitor's language. */
export function sitePageLinks(tenant: Tenant, locale: string): { to: string; title: string; lang: string }[] {
  return (tenant.pages ?? []).map((page) => {
    const titles: Texts = page.title;
    const lang = languageOf(titles, locale, tenant.defaultLanguage);
    return { to: `/pages/${page.token}`, title: titles[lang]!, lang };
  });
}
