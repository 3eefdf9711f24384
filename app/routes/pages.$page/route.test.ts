import { describe, expect, it } from "vitest";
import { documentOf, textOf } from "../../../tests/mocks/page-document";
import { httpRequest, webServerForFile } from "../../../tests/mocks/web-server";

/**
 * The static pages as a visitor gets them (docs/product.md#static-pages): filled in from the
 * company's data in the page's language; a page the site does not have is the 404 page.
 */
const server = webServerForFile();
const host = "flirthaven.localhost";
const PAGES = [
  ["terms", "Terms and conditions"],
  ["privacy", "Privacy policy"],
  ["cookies", "Cookie policy"],
  ["ban", "Bans and blocked accounts"],
  ["faq", "Frequently asked questions"],
  ["return-policy", "Return policy"],
  ["service", "Customer service"],
] as const;

/** A page as a browser asking for `language` (a US English one unless told) gets it, past the entry warning. */
async function visit(path: string, language = "en-US,en;q=0.9") {
  const answer = await httpRequest(server.port, {
    host,
    path,
    headers: { "Accept-Language": language, Cookie: "entry_ok=IjEi" },
  });
  return { status: answer.status, document: documentOf(answer.body) };
}

describe("static pages", () => {
  it.each(PAGES)("/pages/%s is filled in from the company's data", async (slug, title) => {
    const { status, document } = await visit(`/pages/${slug}`);
    expect(status).toBe(200);
    expect([...document.querySelectorAll("h1")].map(textOf)).toEqual([title]);
    expect(document.title).toBe(`${title} · FlirtHaven`);
    const contact = document.querySelector('aside[aria-label="Contact"]');
    expect(textOf(contact)).toContain("Amora Digital B.V., Keizersgracht 123, 1015 CJ Amsterdam, Netherlands");
    // docs/product.md#static-pages: the support phone without dashes and spaces.
    const phone = [...(contact?.querySelectorAll("a") ?? [])].find((link) => textOf(link) === "+31201234567");
    expect(phone?.getAttribute("href")).toBe("tel:+31201234567");
    expect(textOf(contact)).toContain("81234567");
    expect(textOf(document.body)).not.toContain("{{");
  });

  it("the terms are dated by the company's added date, as it is later than 2023-12-01", async () => {
    const { document } = await visit("/pages/terms");
    // The browser asks for en-US: a US date.
    expect(textOf(document.body)).toContain("Version of Mar 15, 2024");
    expect(textOf(document.querySelector("article"))).toContain(
      "registered with the Chamber of Commerce under number 81234567"
    );
  });

  it("the return policy names the site's refund days", async () => {
    const { document } = await visit("/pages/return-policy");
    expect(textOf(document.querySelector("article"))).toContain("within 14 days of buying it");
  });

  it("an unknown static page is the 404 page", async () => {
    const { status, document } = await visit("/pages/nonsense");
    expect(status).toBe(404);
    expect([...document.querySelectorAll("h1, h2")].map(textOf)).toContain("This page could not be found");
  });

  it("the terms read in German with a German date", async () => {
    const { document } = await visit("/pages/terms", "de-DE,de;q=0.9");
    expect([...document.querySelectorAll("h1")].map(textOf)).toEqual(["Allgemeine Geschäftsbedingungen"]);
    expect(textOf(document.body)).toContain("Fassung vom 15.03.2024");
  });
});
