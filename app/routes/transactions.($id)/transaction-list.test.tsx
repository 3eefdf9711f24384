import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { paymentFixture } from "../../../tests/mocks/payment-fixtures";
import { testTenant } from "../../../tests/mocks/request-context";
import { routePageText } from "../../../tests/mocks/route-page";
import { server } from "../../../tests/mocks/server";
import * as route from "./route";
import { ABANDONED_AFTER_MS } from "./transactions.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const german = testTenant({ id: "list-de", languages: ["de"], defaultLanguage: "de" });

/** The rows of /transactions in German, one line of text each. */
async function rows(payments: ReturnType<typeof paymentFixture>[]): Promise<string> {
  server.use(mockEndpoint("getTransactions", () => HttpResponse.json({ payments })));
  return routePageText("/transactions", route, { namespaces: ["transactions", "credits"], tenant: german });
}

describe("the payments list as a member reads it", () => {
  it("names card brands as the brands write them, methods in the member's language, an unknown brand a card", async () => {
    const text = await rows([
      paymentFixture({ payment_id: 1, status: "completed", method: "visa" }),
      paymentFixture({ payment_id: 2, status: "completed", method: "mastercard" }),
      paymentFixture({ payment_id: 3, status: "completed", method: "maestro" }),
      paymentFixture({ payment_id: 4, status: "completed", method: "amex" }),
      paymentFixture({ payment_id: 5, status: "completed", method: "creditcard" }),
      paymentFixture({ payment_id: 6, status: "pending", method: "sct" }),
    ]);
    for (const name of ["Visa", "Mastercard", "Maestro", "Karte", "Kreditkarte", "Banküberweisung"])
      expect(text).toContain(` ${name} `);
    expect(text).not.toMatch(/ (visa|mastercard|maestro|amex|creditcard|sct) /);
  });

  it("shows a direct debit never confirmed for a day as expired, a fresh one as started", async () => {
    const text = await rows([
      paymentFixture({ payment_id: 11, status: "open", method: "sdd", created_at: ago(ABANDONED_AFTER_MS + HOUR) }),
      paymentFixture({ payment_id: 12, status: "open", method: "sdd", created_at: ago(HOUR) }),
    ]);
    // Each row ends with its status and the link to the payment's details.
    const status = (id: number) => new RegExp(`(\\S+) Details Nr\\. ${id} `).exec(text)?.[1];
    expect(status(11)).toBe("Abgelaufen");
    expect(status(12)).toBe("Begonnen");
  });
});
