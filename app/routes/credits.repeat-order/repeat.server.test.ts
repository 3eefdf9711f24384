import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { packagesResponse, paymentFixture } from "../../../tests/mocks/payment-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { contentKey } from "~/utils/idempotency-key.server";
import { action, loader } from "./route";

mockApiForFile();

const KEY = "r".repeat(24);
const buy = (form: Record<string, string> = {}) =>
  routeArgs("/credits/repeat-order", { form: { intent: "repeat", package: "p1", key: KEY, ...form } });

describe("a repeat order", () => {
  it("shows the stored card and the packages", async () => {
    server.use(
      mockEndpoint("getPackages", () =>
        HttpResponse.json(packagesResponse({ stored_card: { brand: "visa", last4: "4242", expires: "12/29" } }))
      )
    );
    const data = await (await loader(await routeArgs("/credits/repeat-order"))).json();
    expect(data.offer.storedCard).toEqual({ brand: "visa", last4: "4242", expires: "12/29" });
    expect(data.key).toMatch(/^[\w-]{8,64}$/);
  });

  it("buys in one step under the page's key and shows the completed payment", async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockEndpoint("repeatOrder", ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return HttpResponse.json({
          payment: paymentFixture({ payment_id: 77, package: "p1", method: "visa", status: "completed" }),
        });
      })
    );
    const res = await settle(async () => action(await buy()));
    await settle(async () => action(await buy()));
    expect(res.headers.get("Location")).toBe("/credits/p1/visa?payment=77");
    expect(keys).toEqual([contentKey(KEY, "p1"), contentKey(KEY, "p1")]);
  });

  it("says a declined card failed and gives a new key to try again with", async () => {
    server.use(mockRefusal("repeatOrder", "card_declined"));
    const res = await action(await buy());
    expect(res.status).toBe(402);
    const body = await res.json();
    expect(body).toMatchObject({ error: "card_declined", package: "p1" });
    expect(body.key).not.toBe(KEY);
  });

  it("keeps the key while the first request of it is still answered, so a retry stays one purchase", async () => {
    server.use(mockRefusal("repeatOrder", "request_in_progress"));
    const body = await (await action(await buy())).json();
    expect(body).toMatchObject({ error: "request_in_progress", key: KEY });
  });

  it("refuses a made-up package without asking the API", async () => {
    const res = await action(await buy({ package: "p7" }));
    expect(res.status).toBe(400);
  });
});
