import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { paymentFixture } from "../../../tests/mocks/payment-fixtures";

/** A completed card payment of p2 with the time bonus. */
const completed = paymentFixture({
  payment_id: 31,
  status: "completed",
  method: "creditcard",
  bank: null,
  amount: 2996,
  discount: { code: "TIMEBONUS25", value_percentage: "25.0" },
  completed_at: "2026-03-01T12:01:00.000Z",
});
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server } from "../../../tests/mocks/server";
import { loader } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const load = async (path: string, id?: string, loggedIn = true) => {
  const args = await routeArgs(path, { loggedIn });
  return settle(() => loader({ ...args, params: id === undefined ? {} : { id } }));
};

describe("the transactions page", () => {
  it("lists the member's payments", async () => {
    const failed = paymentFixture({ payment_id: 32, status: "failed" });
    server.use(mockEndpoint("getTransactions", () => HttpResponse.json({ payments: [failed, completed] })));
    const data = await (await load("/transactions")).json();
    expect(data).toMatchObject({ view: "list", title: "Payments" });
    expect(data.payments.map((p: { payment_id: number }) => p.payment_id)).toEqual([32, 31]);
  });

  it("sends a visitor to the login and back", async () => {
    const res = await load("/transactions", undefined, false);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Ftransactions");
  });

  it("shows one payment's receipt with the company and the refund period", async () => {
    server.use(mockEndpoint("getPayment", () => HttpResponse.json({ payment: completed })));
    const data = await (await load("/transactions/31", "31")).json();
    expect(data).toMatchObject({
      view: "receipt",
      title: "Receipt #31",
      payment: { payment_id: 31, amount: 2996, list_amount: 3995 },
      company: { name: "Operator B.V.", kvk: "12345678", vatNumbers: ["NL000000000B01"] },
      refundDays: 14,
    });
  });

  it("answers the 404 page for another member's payment and for an id that is none", async () => {
    server.use(mockRefusal("getPayment", "payment_not_found"));
    expect((await load("/transactions/99", "99")).status).toBe(404);
    expect((await load("/transactions/abc", "abc")).status).toBe(404);
    expect((await load("/transactions/99999999999", "99999999999")).status).toBe(404);
  });
});
