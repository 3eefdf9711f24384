import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { packagesResponse, paymentFixture } from "../../../tests/mocks/payment-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server } from "../../../tests/mocks/server";
import { clearMemberCache } from "~/api/member-cache.server";
import { userFixture } from "../../../tests/mocks/fixtures";
import { documentHandler } from "../../../tests/mocks/document-headers";
import { checkoutTarget, purchaseKey } from "./checkout.server";
import * as checkoutRoute from "./route";
import { action, loader } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const args = async (path: string, params: Record<string, string>, form?: Record<string, string>) => {
  const base = await routeArgs(path, { form });
  return { ...base, params };
};
const KEY = "k".repeat(20);

describe("the checkout of a package", () => {
  it("lists the methods of the country, with the price, for a known package only", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint("getPackages", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(packagesResponse());
      })
    );
    const data = (await (await loader(await args("/credits/p2?country=NL", { id: "p2" }))).json()) as {
      offer: { methods: { id: string }[] };
    };
    expect(data).toMatchObject({ kind: "checkout", package: { id: "p2", amount: 3995 }, method: null });
    expect(data.offer.methods.map((m: { id: string }) => m.id)).toEqual([
      "ideal",
      "creditcard",
      "paypal",
      "sdd",
      "paysafecard",
    ]);
    expect(asked[0]).toContain("country=NL");
    expect((await settle(async () => loader(await args("/credits/p9", { id: "p9" })))).status).toBe(404);
    expect(
      (await settle(async () => loader(await args("/credits/p2/bitcoin", { id: "p2", paymentmethod: "bitcoin" }))))
        .status
    ).toBe(404);
  });

  it("sends a method of another country back to the choice, and SEPA direct debit to its mandate form", async () => {
    server.use(mockEndpoint("getPackages", () => HttpResponse.json(packagesResponse())));
    const swish = await settle(async () =>
      loader(await args("/credits/p1/swish?country=NL", { id: "p1", paymentmethod: "swish" }))
    );
    expect(swish.headers.get("Location")).toBe("/credits/p1?country=NL");
    const sdd = await settle(async () =>
      loader(await args("/credits/p1/sdd?country=NL", { id: "p1", paymentmethod: "sdd" }))
    );
    expect(sdd.headers.get("Location")).toBe("/directdebit?package=p1&country=NL");
  });
});

describe("the page the provider sends the member back to", () => {
  const payment = (status: string) =>
    mockEndpoint("getPayment", () => HttpResponse.json({ payment: paymentFixture({ status: status as "open" }) }));

  it("shows a pending payment as it is, to be asked again", async () => {
    server.use(payment("pending"));
    const data = await (
      await loader(await args("/credits/p2/ideal?payment=41", { id: "p2", paymentmethod: "ideal" }))
    ).json();
    expect(data).toMatchObject({ kind: "payment", payment: { id: 41, status: "pending", credits: 300 } });
  });

  it("reads the member again once a completed payment is first shown, with a whole new document", async () => {
    let users = 0;
    server.use(
      payment("completed"),
      mockEndpoint("getUser", () => {
        users++;
        return HttpResponse.json({ user: { ...userFixture, credits: 300 + users, paid_user: users > 1 } });
      })
    );
    // The navigation read the member before the purchase (kept per session for a few seconds).
    const before = await args("/credits/p2/ideal?payment=41", { id: "p2", paymentmethod: "ideal" });
    expect((await before.context.user())?.paid_user).toBe(false);
    const first = await settle(async () => loader(before));
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/credits/p2/ideal?payment=41&credited=1");
    expect(first.headers.get("X-Remix-Reload-Document")).toBe("true");
    const after = await args("/credits/p2/ideal?payment=41&credited=1", { id: "p2", paymentmethod: "ideal" });
    const shown = await loader(after);
    expect(await shown.json()).toMatchObject({ payment: { status: "completed" } });
    // The page after it draws the member as the API has them now: premium, with the credits.
    expect(await after.context.user()).toMatchObject({ paid_user: true, credits: 302 });
  });

  it("answers the 404 page for another member's payment or a made-up id", async () => {
    server.use(mockRefusal("getPayment", "payment_not_found"));
    const other = await settle(async () =>
      loader(await args("/credits/p2/ideal?payment=99", { id: "p2", paymentmethod: "ideal" }))
    );
    expect(other.status).toBe(404);
    const junk = await settle(async () =>
      loader(await args("/credits/p2/ideal?payment=1%3Bx", { id: "p2", paymentmethod: "ideal" }))
    );
    expect(junk.status).toBe(404);
  });
});

describe("paying", () => {
  const created = (
    seen: { body: unknown; key: string | null }[],
    checkoutUrl = "http://127.0.0.1:4000/sandbox-psp/checkout/41"
  ) =>
    mockEndpoint("createPayment", async ({ request }) => {
      seen.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
      return HttpResponse.json({ payment: paymentFixture(), checkout_url: checkoutUrl });
    });
  const pay = (form: Record<string, string>) =>
    args(
      "/credits/p2/ideal",
      { id: "p2", paymentmethod: "ideal" },
      { intent: "pay", key: KEY, country: "NL", ...form }
    );

  it("starts the payment for the package of the address, with no amount from the form, and goes to the provider", async () => {
    const seen: { body: unknown; key: string | null }[] = [];
    server.use(created(seen));
    const res = await settle(async () =>
      action(await pay({ method: "ideal", bank: "ing", code: "SUMMER", amount: "1", js: "1" }))
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("http://127.0.0.1:4000/sandbox-psp/checkout/41");
    expect(seen).toEqual([
      {
        body: { package: "p2", method: "ideal", bank: "ing", country: "NL", discountcode: "SUMMER" },
        key: purchaseKey("p2", { key: KEY, method: "ideal", bank: "ing", country: "NL", code: "SUMMER", js: "1" }),
      },
    ]);
  });

  it("without JavaScript answers a page that goes on to the provider by itself (a form post may not leave the site)", async () => {
    server.use(created([]));
    const res = await action(await pay({ method: "creditcard" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("Refresh")).toBe("0; url=http://127.0.0.1:4000/sandbox-psp/checkout/41");
    expect(await res.json()).toMatchObject({ checkoutUrl: "http://127.0.0.1:4000/sandbox-psp/checkout/41" });
  });

  it("without JavaScript the browser receives the Refresh to the provider's page, never to an address the form names", async () => {
    server.use(
      created([]),
      mockEndpoint("getPackages", () => HttpResponse.json(packagesResponse()))
    );
    const handle = documentHandler({
      id: "routes/credits.$id.($paymentmethod)",
      path: "credits/:id/:paymentmethod?",
      module: checkoutRoute,
    });
    const { request, context } = await pay({
      method: "ideal",
      bank: "ing",
      checkout_url: "https://evil.example/",
      redirectTo: "https://evil.example/",
    });
    const res = await handle(request, context);
    expect(res.status).toBe(200);
    expect(res.headers.get("Refresh")).toBe("0; url=http://127.0.0.1:4000/sandbox-psp/checkout/41");
    // A page without a pay post refreshes nowhere.
    const page = await routeArgs("/credits/p2/ideal?country=NL");
    expect((await handle(page.request, page.context)).headers.get("Refresh")).toBeNull();
  });

  it("sends a form submitted twice under one Idempotency-Key, and a changed choice under another", async () => {
    const seen: { body: unknown; key: string | null }[] = [];
    server.use(created(seen));
    await settle(async () => action(await pay({ method: "ideal", bank: "ing" })));
    await settle(async () => action(await pay({ method: "ideal", bank: "ing" })));
    await settle(async () => action(await pay({ method: "ideal", bank: "rabobank" })));
    expect(seen[0].key).toBe(seen[1].key);
    expect(seen[2].key).not.toBe(seen[0].key);
  });

  it("never sends the member to an address that is not the provider's http(s) page", async () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hi"]) {
      server.use(created([], url));
      const res = await settle(async () => action(await pay({ method: "creditcard" })));
      expect(res.status).toBe(502);
      expect((await res.json()).result?.error?.[""]).toEqual(["failed"]);
    }
    expect(checkoutTarget("https://psp.example/checkout/1")).toBe("https://psp.example/checkout/1");
    expect(checkoutTarget("//evil.example")).toBeNull();
  });

  it.each([
    ["code_used", ""],
    ["code_method", ""],
    ["code_minimum_order", ""],
    ["bank_required", "bank"],
  ] as const)("explains %s where the member chose", async (code, field) => {
    server.use(mockRefusal("createPayment", code));
    const res = await action(await pay({ method: "ideal", code: "ONCE" }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await res.json()).result?.error?.[field]).toEqual([code]);
  });

  it("refuses a post without a known intent or with a made-up method, without asking the API", async () => {
    expect(
      (await settle(async () => action(await args("/credits/p2", { id: "p2" }, { method: "ideal" })))).status
    ).toBe(400);
    const res = await action(await pay({ method: "bitcoin" }));
    expect(res.status).toBe(400);
  });
});
