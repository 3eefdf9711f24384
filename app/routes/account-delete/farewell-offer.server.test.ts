import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server } from "../../../tests/mocks/server";
import { action } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const takeOffer = () =>
  settle(async () =>
    action(await routeArgs("/account-delete", { form: { reason: "price", remarks: "Too dear", intent: "offer" } }))
  );

describe("the deletion offer", () => {
  it("takes the member's personal code to the credits page", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint("getDiscountCode", ({ request }) => {
        asked.push(new URL(request.url).searchParams.get("offer") ?? "");
        return HttpResponse.json({
          discountcode: {
            code: "STAY-50-X7",
            country: null,
            user_id: 42,
            expires: "2026-11-08T10:00:00.000Z",
            value_percentage: "50.0",
            currency: null,
            minimum_order_value: null,
            status: "active",
            validity: "once-per-user",
            expired: false,
            paymentmethods: [],
          },
        });
      })
    );
    const res = await takeOffer();
    expect(asked).toEqual(["delete"]);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/credits?discountcode=STAY-50-X7");
  });

  it("says the offer is gone, staying on the confirmation with the reason kept", async () => {
    server.use(mockRefusal("getDiscountCode", "code_used"));
    const res = await takeOffer();
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      step: "confirm",
      chosen: { reason: "price", remarks: "Too dear" },
      offerError: "offer_unavailable",
    });
  });
});
