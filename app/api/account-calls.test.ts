import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE } from "../../tests/mocks/fixtures";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { createApiClient } from "~/api/client.server";

mockApiForFile();

const client = () =>
  createApiClient({ baseUrl: API_BASE, domain: "flirthaven.localhost", language: "en", sleep: async () => undefined });

// The account features answer rules with 429 (docs/api-contract.md): the member must see them.
describe("429 answers of the account rules", () => {
  it("passes account_blocked and its minutes on, without retrying the login", async () => {
    let calls = 0;
    server.use(
      mockEndpoint("login", () => {
        calls++;
        return HttpResponse.json({ error: "account_blocked", minutes: 12 }, { status: 429 });
      })
    );
    await expect(client().call("login", { body: { email: "a@b.example", password: "x" } })).rejects.toMatchObject({
      status: 429,
      code: "account_blocked",
      body: { minutes: 12 },
    });
    expect(calls).toBe(1);
  });

  it("passes too_many_reset_mails on", async () => {
    server.use(
      mockEndpoint("requestPasswordReset", () => HttpResponse.json({ error: "too_many_reset_mails" }, { status: 429 }))
    );
    await expect(client().call("requestPasswordReset", { body: { email: "a@b.example" } })).rejects.toMatchObject({
      status: 429,
      code: "too_many_reset_mails",
    });
  });

  it("still treats a bare 429 (an overloaded server or proxy) as unavailable", async () => {
    server.use(mockEndpoint("getUser", () => new HttpResponse(null, { status: 429 })));
    await expect(client().call("getUser")).rejects.toMatchObject({ code: "unavailable" });
  });
});
