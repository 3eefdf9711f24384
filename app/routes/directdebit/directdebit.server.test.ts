import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { packagesResponse, paymentFixture, discountCodeFixture } from "../../../tests/mocks/payment-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server } from "../../../tests/mocks/server";
import { contentKey } from "~/utils/idempotency-key.server";
import { action, loader } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
});
afterAll(() => server.close());

const DETAILS = {
  account_holder: "Sam de Vries",
  iban: "nl91 abna 0417 1643 00",
  street: "Oudegracht",
  house_number: "12a",
  zip: "3511 AB",
  city: "Utrecht",
  phone: "+31 6 12345678",
};
const MANDATE = { mandate_id: 77, phone_hint: "+31 •• ••• •• 78", expires_at: "2026-11-01T10:15:00.000Z" };
const CODE_STEP = { ...DETAILS, mandate_id: "77", phone_hint: MANDATE.phone_hint };

const load = (path: string) => settle(async () => loader(await routeArgs(path)));
/** The page's key, as the loader drew it into every form of the page. */
const FORM_KEY = "0b7f3c1e-5a2d-4e8f-9c6b-1d2e3f4a5b6c";
const post = (form: Record<string, string>, path = "/directdebit?package=p2") =>
  settle(async () => action(await routeArgs(path, { form: { key: FORM_KEY, ...form } })));

describe("the direct debit page", () => {
  it("shows the chosen package at the member's price", async () => {
    server.use(mockEndpoint("getPackages", () => HttpResponse.json(packagesResponse())));
    const data = await (await load("/directdebit?package=p2")).json();
    expect(data).toMatchObject({ package: { id: "p2", credits: 300, amount: 3995 }, currency: "EUR", available: true });
  });

  it("sends a member without a package back to the credits page", async () => {
    const res = await load("/directdebit?package=p9");
    expect(res.headers.get("Location")).toBe("/credits");
  });

  it("says when direct debit is not offered in the member's country", async () => {
    const methods = packagesResponse().methods.filter((m) => m.id !== "sdd");
    server.use(mockEndpoint("getPackages", () => HttpResponse.json(packagesResponse({ methods }))));
    expect(await (await load("/directdebit?package=p0")).json()).toMatchObject({ available: false });
  });

  it("says when the discount code does not apply, and shows the price without it", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint("getPackages", ({ request }) => {
        const code = new URL(request.url).searchParams.get("discountcode");
        asked.push(code ?? "");
        return code
          ? HttpResponse.json({ error: "code_used" }, { status: 409 })
          : HttpResponse.json(packagesResponse());
      })
    );
    const data = await (await load("/directdebit?package=p2&code=HELLO10")).json();
    expect(asked).toEqual(["HELLO10", ""]);
    expect(data).toMatchObject({ codeError: "code_used", package: { amount: 3995 }, back: "/credits/p2?country=NL" });
  });

  it("shows the discounted price of a code that applies, and leads back with the same choices", async () => {
    const discounted = packagesResponse().packages.map((p) => ({
      ...p,
      discounted_amount: Math.round(p.amount * 0.9),
    }));
    const discount = discountCodeFixture({ code: "HELLO10", value_percentage: "10.0" });
    server.use(
      mockEndpoint("getPackages", () => HttpResponse.json(packagesResponse({ packages: discounted, discount })))
    );
    const data = await (await load("/directdebit?package=p2&code=HELLO10&country=NL")).json();
    expect(data).toMatchObject({
      package: { amount: 3995, discounted_amount: 3596 },
      discount: { code: "HELLO10", percent: "10.0" },
      back: "/credits/p2?country=NL&code=HELLO10",
    });
  });
});

describe("the mandate step", () => {
  it("refuses an IBAN with a wrong checksum before any SMS is sent, keeping everything typed", async () => {
    // No startDirectDebit handler: a call to the API would fail the test (onUnhandledRequest).
    const res = await post({ intent: "mandate", ...DETAILS, iban: "NL91ABNA0417164301" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.step).toBe("details");
    expect(body.result.error).toEqual({ iban: ["iban_invalid"] });
    expect(body.result.initialValue).toMatchObject({ ...DETAILS, iban: "NL91ABNA0417164301" });
  });

  it("refuses an IBAN from outside the SEPA area, and a phone without its country code", async () => {
    const res = await post({ intent: "mandate", ...DETAILS, iban: "TR330006100519786457841326", phone: "0612345678" });
    expect((await res.json()).result.error).toEqual({ iban: ["iban_country"], phone: ["phone_invalid"] });
  });

  it("has the code sent with the IBAN as the bank writes it, then asks for the code", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint("startDirectDebit", async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return HttpResponse.json({ mandate: MANDATE });
      })
    );
    const res = await post({ intent: "mandate", ...DETAILS }, "/directdebit?package=p2&code=HELLO10");
    const body = { package: "p2", ...DETAILS, iban: "NL91ABNA0417164300", discountcode: "HELLO10" };
    // Under the page's key and the details: sent twice it is one mandate, corrected a new one.
    expect(sent).toEqual([{ body, key: contentKey(FORM_KEY, JSON.stringify(body)) }]);
    expect(await res.json()).toMatchObject({
      step: "code",
      mandate: { mandate_id: 77, phone_hint: MANDATE.phone_hint },
      details: DETAILS,
      result: null,
    });
  });

  it("refuses details sent without the page's key, keeping what was typed and sending nothing", async () => {
    const res = await settle(async () =>
      action(await routeArgs("/directdebit?package=p2", { form: { intent: "mandate", ...DETAILS } }))
    );
    expect(res.status).toBe(400);
    const { result } = await res.json();
    expect(result.error).toEqual({ "": ["invalid"] });
    expect(result.initialValue).toMatchObject(DETAILS);
  });

  it("puts the API's IBAN refusal on the IBAN field", async () => {
    server.use(mockRefusal("startDirectDebit", "iban_country"));
    const res = await post({ intent: "mandate", ...DETAILS });
    expect(res.status).toBe(400);
    const { result } = await res.json();
    expect(result.error).toEqual({ iban: ["iban_country"] });
    expect(result.initialValue).toMatchObject(DETAILS);
  });

  it.each([
    ["directdebit_blocked", 403],
    ["directdebit_limit", 409],
  ] as const)("says %s for the whole form, keeping what was typed", async (code, status) => {
    server.use(mockRefusal("startDirectDebit", code));
    const res = await post({ intent: "mandate", ...DETAILS });
    expect(res.status).toBe(status);
    const { result } = await res.json();
    expect(result.error).toEqual({ "": [code] });
    expect(result.initialValue).toMatchObject(DETAILS);
  });

  it("says how long to wait when too many codes were sent", async () => {
    server.use(mockRefusal("startDirectDebit", "too_many_sms", { minutes: 42 }));
    const res = await post({ intent: "mandate", ...DETAILS });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      step: "details",
      minutes: 42,
      result: { error: { "": ["too_many_sms"] } },
    });
  });

  it("keeps the form when the API is down", async () => {
    server.use(mockEndpoint("startDirectDebit", () => new HttpResponse(null, { status: 503 })));
    const res = await post({ intent: "mandate", ...DETAILS });
    expect(res.status).toBeGreaterThanOrEqual(500);
    const { result } = await res.json();
    expect(result.error).toEqual({ "": ["failed"] });
    expect(result.initialValue).toMatchObject(DETAILS);
  });

  it("says 'still being processed', the form kept, when the API failed after it may have started the mandate", async () => {
    server.use(mockEndpoint("startDirectDebit", () => HttpResponse.json({ error: "internal_error" }, { status: 500 })));
    const res = await post({ intent: "mandate", ...DETAILS });
    expect(res.status).toBe(409);
    const { result } = await res.json();
    expect(result.error).toEqual({ "": ["request_in_progress"] });
    expect(result.initialValue).toMatchObject(DETAILS);
  });
});

describe("the code step", () => {
  it("says 'Code invalid' on the code field and stays on the step", async () => {
    server.use(mockRefusal("confirmDirectDebit", "code_invalid"));
    const res = await post({ intent: "confirm", ...CODE_STEP, otp: "000000" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      step: "code",
      mandate: { mandate_id: 77 },
      details: DETAILS,
      result: { error: { otp: ["code_invalid"] } },
    });
  });

  it("refuses what is not six digits without asking the API", async () => {
    const res = await post({ intent: "confirm", ...CODE_STEP, otp: "12a" });
    expect((await res.json()).result.error).toEqual({ otp: ["code_invalid"] });
  });

  it("goes back to the filled-in details when the mandate expired, to start again", async () => {
    server.use(mockRefusal("confirmDirectDebit", "mandate_expired"));
    const res = await post({ intent: "confirm", ...CODE_STEP, otp: "123456" });
    const body = await res.json();
    expect(body.step).toBe("details");
    expect(body.result.error).toEqual({ "": ["mandate_expired"] });
    expect(body.result.initialValue).toMatchObject(DETAILS);
  });

  it.each([
    ["directdebit_limit", 409],
    ["directdebit_blocked", 403],
  ] as const)(
    "says %s when the API refuses the debit as it is made, keeping the step and the details",
    async (code, status) => {
      server.use(mockRefusal("confirmDirectDebit", code));
      const res = await post({ intent: "confirm", ...CODE_STEP, otp: "123456" });
      expect(res.status).toBe(status);
      expect(await res.json()).toMatchObject({
        step: "code",
        mandate: { mandate_id: 77 },
        details: DETAILS,
        result: { error: { "": [code] } },
      });
    }
  );

  it("confirms with the right code and leads to the payment's page", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint("confirmDirectDebit", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ payment: paymentFixture({ method: "sdd", status: "pending", payment_id: 9 }) });
      })
    );
    const res = await post({ intent: "confirm", ...CODE_STEP, otp: "123 456" });
    expect(sent).toEqual([{ mandate_id: 77, otp: "123456" }]);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/credits/p2/sdd?payment=9");
  });

  it("sends a new code under the page's key, or says how long to wait for one", async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockEndpoint("resendDirectDebitCode", ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return HttpResponse.json({ mandate: MANDATE });
      })
    );
    expect(await (await post({ intent: "resend", ...CODE_STEP })).json()).toMatchObject({
      step: "code",
      sentAgain: true,
      details: DETAILS,
    });
    expect(keys).toEqual([contentKey(FORM_KEY, "resend:77")]);
    server.use(mockRefusal("resendDirectDebitCode", "too_many_sms", { minutes: 5 }));
    const res = await post({ intent: "resend", ...CODE_STEP });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ step: "code", minutes: 5, result: { error: { "": ["too_many_sms"] } } });
  });

  it("goes back to the details on request, filled in", async () => {
    const body = await (await post({ intent: "restart", ...CODE_STEP })).json();
    expect(body).toMatchObject({ step: "details", result: { initialValue: DETAILS } });
  });

  it("refuses an intent the page does not offer", async () => {
    expect((await post({ intent: "pay", ...CODE_STEP })).status).toBe(400);
  });
});
