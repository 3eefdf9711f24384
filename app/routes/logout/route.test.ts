import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { commitAuthToken } from "../../utils/auth.server";
import { action } from "./route";

mockApiForFile();

const tenant = testTenant();

const OUTAGES = {
  refused: () => HttpResponse.error(),
  "answering 500": () => new HttpResponse("boom", { status: 500 }),
  "answering garbage": () => new HttpResponse("{not json", { status: 200 }),
  hanging: () => delay("infinite"),
};

describe("logout while the API fails", () => {
  for (const [outage, resolver] of Object.entries(OUTAGES)) {
    it(`clears the session cookie and goes home when the API is ${outage}`, async () => {
      server.use(mockEndpoint("logout", resolver));
      const cookie = (await commitAuthToken("tok", { secure: false })).split(";")[0];
      const request = new Request("http://t.localhost/logout", { method: "POST", headers: { Cookie: cookie } });
      const started = Date.now();
      const res = await action({
        request,
        context: requestContextFor(request, tenant, { deadlineMs: 300 }),
        params: {},
      });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/");
      expect(res.headers.get("Set-Cookie")).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    });
  }
});
