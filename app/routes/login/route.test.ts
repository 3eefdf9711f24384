import { delay, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { server } from "../../../tests/mocks/server";
import { action } from "./route";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const OUTAGES = {
  refused: () => HttpResponse.error(),
  "answering 500": () => HttpResponse.json({ error: "internal_error" }, { status: 500 }),
  hanging: () => delay("infinite"),
};

describe("logging in while the API fails", () => {
  for (const [outage, resolver] of Object.entries(OUTAGES)) {
    it(`gives the form back with the address and a try-later error when the API is ${outage}`, async () => {
      server.use(mockEndpoint("login", resolver));
      const body = new URLSearchParams({ email: "sam@example.com", password: "secret123", redirectTo: "/members" });
      const request = new Request("http://t.localhost/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      const answer = await action({ request, context: requestContextFor(request, testTenant()), params: {} });
      expect(answer.status).toBeGreaterThanOrEqual(500);
      const { result } = await answer.json();
      expect(result.error).toEqual({ "": ["unavailable"] });
      expect(result.initialValue).toMatchObject({ email: "sam@example.com" });
      expect(result.initialValue?.password).toBeUndefined();
    }, 15_000);
  }
});
