import { renderToString } from "react-dom/server";
import { createRemixStub } from "@remix-run/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as staticPage from "~/routes/pages.$page/route";
import { SiteFooter } from "~/components/site-footer";
import { sitePageLinks } from "~/tenant/site-pages";
import { testTenant } from "../../../tests/mocks/request-context";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { quietly, routePageText } from "../../../tests/mocks/route-page";
import { server } from "../../../tests/mocks/server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const tenant = testTenant({
  languages: ["de", "en"],
  defaultLanguage: "de",
  pages: [
    {
      token: "imprint",
      title: { de: "Impressum", en: "Imprint" },
      body: { de: "Anbieter ist <script>alert(1)</script> GmbH\n\n## Kontakt\n\nPost an die Firma", en: "Provider" },
    },
  ],
});

describe("/pages/<token>: a site's own page from its tenant file", () => {
  it("shows the operator's title, headings and paragraphs in the site's language, markup as plain text", async () => {
    const text = await routePageText("/pages/imprint", staticPage, {
      params: { page: "imprint" },
      namespaces: ["pages"],
      tenant,
    });
    expect(text).toContain("Impressum");
    expect(text).toContain("Kontakt");
    expect(text).toContain("Post an die Firma");
    // Escaped by the page, never run: the operator's file holds text, not markup.
    expect(text).toContain("Anbieter ist &lt;script&gt;alert(1)&lt;/script&gt; GmbH");
  });

  it("answers the 404 page for a token the site does not list, as for any other unknown page", async () => {
    for (const page of ["press", "imprint-2", "IMPRINT"]) {
      const args = await routeArgs(`/pages/${page}`, { tenant, loggedIn: false });
      const answer = await settle(() => staticPage.loader({ ...args, params: { page } } as never));
      expect(answer.status, page).toBe(404);
    }
  });

  it("is linked from every page's footer, after the built-in pages", () => {
    const Stub = createRemixStub([
      {
        path: "/",
        Component: () => (
          <SiteFooter
            siteName="T"
            locale="en"
            full={false}
            company={null}
            disclaimer=""
            sitePages={sitePageLinks(tenant, "en")}
          />
        ),
      },
    ]);
    const html = quietly(() => renderToString(<Stub />));
    expect(html).toMatch(/<a[^>]*href="\/pages\/imprint"[^>]*>Imprint<\/a>/);
    expect(html.indexOf("/pages/imprint")).toBeGreaterThan(html.indexOf("/pages/ban"));
  });
});
