import { readdirSync, readFileSync } from "node:fs";
import { createRemixStub } from "@remix-run/testing";
import { HttpResponse } from "msw";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { createI18nInstance } from "~/i18n/i18n.server";
import * as staticPage from "~/routes/pages.$page/route";
import { STATIC_PAGES } from "~/routes/pages.$page/static-pages";
import * as transactions from "~/routes/transactions.($id)/route";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { companyFixture } from "../../tests/mocks/fixtures";
import { paymentFixture } from "../../tests/mocks/payment-fixtures";
import { testTenant } from "../../tests/mocks/request-context";
import { routeArgs } from "../../tests/mocks/route-args";
import { server } from "../../tests/mocks/server";

/** Every site of the deployment, by its name: the operator's API lists them all as the company's trade names. */
const SITE_NAMES: string[] = readdirSync("tenants")
  .filter((file) => file.endsWith(".json"))
  .map((file) => (JSON.parse(readFileSync(`tenants/${file}`, "utf8")) as { name: string }).name);
const OWN = "FlirtHaven";
const tenant = testTenant({ id: "seller-test", name: OWN });

beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  // The router's layout effects warn when drawn on the server, as a page's first answer is.
  const warn = console.error;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect")) warn(...args);
  });
});
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const payments = [
  paymentFixture({ payment_id: 7, status: "completed", completed_at: "2026-03-01T12:01:00.000Z" }),
  paymentFixture({ payment_id: 8, status: "open", method: "sdd" }),
];

/** The page at `path` as the member reads it: the route's own loader, then its page in English. */
async function pageText(
  path: string,
  route: { loader: (args: never) => Promise<Response>; default: ComponentType },
  params: Record<string, string>,
  namespaces: string[]
): Promise<string> {
  const args = await routeArgs(path, { tenant });
  const data = (await (await route.loader({ ...args, params } as never)).json()) as Record<string, unknown>;
  const i18n = await createI18nInstance("en", ["common", ...namespaces]);
  const Stub = createRemixStub([{ id: "page", path: "*", Component: route.default, loader: () => data }]);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />
    </I18nextProvider>
  );
  expect(html).toContain("<h1");
  // The text a reader sees: tags out, entities as characters.
  return html.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&");
}

describe("what a member of one site reads about the company that sells it", () => {
  beforeAll(() => expect(SITE_NAMES).toContain(OWN));

  it("names the legal company and this site only: every receipt, the statement and the legal pages", async () => {
    server.use(
      mockEndpoint("getCompanyInfo", () =>
        HttpResponse.json({ company: { ...companyFixture, tradenames: SITE_NAMES } })
      ),
      mockEndpoint("getTransactions", () => HttpResponse.json({ payments })),
      mockEndpoint("getPayment", ({ request }) =>
        HttpResponse.json({
          payment: payments.find((p) => String(p.payment_id) === new URL(request.url).searchParams.get("id")),
        })
      )
    );
    const pages: [string, string][] = [
      ["/transactions", await pageText("/transactions", transactions, {}, ["transactions", "credits"])],
    ];
    for (const p of payments) {
      const path = `/transactions/${p.payment_id}`;
      pages.push([path, await pageText(path, transactions, { id: String(p.payment_id) }, ["transactions", "credits"])]);
    }
    for (const page of STATIC_PAGES) {
      const path = `/pages/${page}`;
      pages.push([path, await pageText(path, staticPage, { page }, ["pages"])]);
    }
    for (const [path, text] of pages) {
      for (const other of SITE_NAMES.filter((name) => name !== OWN)) {
        expect(text, `${path} names ${other}`).not.toContain(other);
      }
    }
    const receipt = pages.find(([path]) => path === "/transactions/7")![1];
    expect(receipt).toContain(`Operator B.V.Trading as ${OWN}`);
  });
});
