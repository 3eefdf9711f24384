import { readdirSync, readFileSync } from "node:fs";
import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import * as staticPage from "~/routes/pages.$page/route";
import { STATIC_PAGES } from "~/routes/pages.$page/static-pages";
import * as transactions from "~/routes/transactions.($id)/route";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { companyFixture } from "../../tests/mocks/fixtures";
import { paymentFixture } from "../../tests/mocks/payment-fixtures";
import { testTenant } from "../../tests/mocks/request-context";
import { routePageText } from "../../tests/mocks/route-page";
import { server } from "../../tests/mocks/server";

/** Every site of the deployment, by its name: the operator's API lists them all as the company's trade names. */
const SITE_NAMES: string[] = readdirSync("tenants")
  .filter((file) => file.endsWith(".json"))
  .map((file) => (JSON.parse(readFileSync(`tenants/${file}`, "utf8")) as { name: string }).name);
const OWN = "FlirtHaven";
const tenant = testTenant({ id: "seller-test", name: OWN });
const NS = ["transactions", "credits"];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const payments = [
  paymentFixture({ payment_id: 7, status: "completed", completed_at: "2026-03-01T12:01:00.000Z" }),
  paymentFixture({ payment_id: 8, status: "open", method: "sdd" }),
];

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
      ["/transactions", await routePageText("/transactions", transactions, { namespaces: NS, tenant })],
    ];
    for (const p of payments) {
      const path = `/transactions/${p.payment_id}`;
      pages.push([
        path,
        await routePageText(path, transactions, { params: { id: String(p.payment_id) }, namespaces: NS, tenant }),
      ]);
    }
    for (const page of STATIC_PAGES) {
      const path = `/pages/${page}`;
      pages.push([path, await routePageText(path, staticPage, { params: { page }, namespaces: ["pages"], tenant })]);
    }
    for (const [path, text] of pages) {
      for (const other of SITE_NAMES.filter((name) => name !== OWN)) {
        expect(text, `${path} names ${other}`).not.toContain(other);
      }
    }
    const receipt = pages.find(([path]) => path === "/transactions/7")![1];
    expect(receipt).toContain(`Operator B.V. Trading as ${OWN}`);
  });
});
