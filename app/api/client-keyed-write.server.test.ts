import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, userFixture } from "../../tests/mocks/fixtures";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { createCallSlots } from "./call-slots.server";
import { createApiClient, type ApiClientOptions } from "./client.server";

// A write under an Idempotency-Key (Endpoint.keyed) against a slow or failing API: the member hears
// what the API did with the key, never "failed" for something it may have stored.

mockApiForFile();

const body = { email: "a@b.example", name: "Sam", password: "secret123", date_of_birth: "1990-05-17" };
const account = { user: userFixture, token: "t".repeat(43) };

/** A client whose page is already due: only the write deadline (`writeMs` from now) is left. */
const client = (writeMs: number, overrides: Partial<ApiClientOptions> = {}) =>
  createApiClient({
    baseUrl: API_BASE,
    domain: "flirthaven.localhost",
    language: "en",
    deadline: Date.now() - 1,
    writeDeadline: Date.now() + writeMs,
    logger: () => {},
    ...overrides,
  });

/** The API's record of keyed signups: each key's account, made once. */
function keyedApi(answerFirst: "answers" | "hangs" | "is cut" | "stays in progress") {
  const stored = new Map<string, number>();
  const asked: string[] = [];
  server.use(
    mockEndpoint("signup", async ({ request }) => {
      const key = request.headers.get("Idempotency-Key")!;
      asked.push(key);
      if (stored.has(key)) return HttpResponse.json(account);
      if (asked.length > 1 && answerFirst === "stays in progress")
        return HttpResponse.json({ error: "request_in_progress" }, { status: 409 });
      if (answerFirst !== "stays in progress") stored.set(key, stored.size + 1);
      if (answerFirst === "hangs" || answerFirst === "stays in progress") await delay("infinite");
      if (answerFirst === "is cut") return HttpResponse.error();
      return HttpResponse.json(account);
    })
  );
  return { stored, asked };
}

describe("a write under an Idempotency-Key", () => {
  it("is answered by the write deadline, not by the page's", async () => {
    // The API takes longer than the page may wait for a read.
    server.use(mockEndpoint("signup", () => delay(400).then(() => HttpResponse.json(account))));
    const pending = client(3000, { deadline: Date.now() + 100 }).call("signup", { body, idempotencyKey: "k-1" });
    await expect(pending).resolves.toMatchObject(account);
  });

  it("waits for the site's turn at the API up to the write deadline", async () => {
    keyedApi("answers");
    const slots = createCallSlots(1);
    const held = await slots.take(Date.now() + 10_000);
    const pending = client(3000, { slots }).call("signup", { body, idempotencyKey: "k-2" });
    held!();
    await expect(pending).resolves.toMatchObject(account);
  });

  it("whose answer is cut off is asked for again with the same key: the stored result is the answer", async () => {
    const api = keyedApi("is cut");
    await expect(client(3000).call("signup", { body, idempotencyKey: "k-3" })).resolves.toMatchObject(account);
    expect(api.asked).toEqual(["k-3", "k-3"]);
    expect(api.stored.size).toBe(1);
  });

  it("whose answer does not come is asked for again before the member hears, and answers what was stored", async () => {
    const api = keyedApi("hangs");
    const started = Date.now();
    await expect(client(800).call("signup", { body, idempotencyKey: "k-4" })).resolves.toMatchObject(account);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(api.asked).toEqual(["k-4", "k-4"]);
    expect(api.stored.size).toBe(1);
  });

  it("still being answered by the API at the deadline is 'in progress', never a failure", async () => {
    const api = keyedApi("stays in progress");
    await expect(client(800).call("signup", { body, idempotencyKey: "k-5" })).rejects.toMatchObject({
      status: 409,
      code: "request_in_progress",
    });
    expect(api.asked.length).toBeGreaterThan(1);
    expect(new Set(api.asked)).toEqual(new Set(["k-5"]));
  });

  it("that the API never took (503 each time) is a failure the member may be told of", async () => {
    let asked = 0;
    server.use(mockEndpoint("signup", () => (asked++, new HttpResponse(null, { status: 503 }))));
    await expect(
      client(3000, { sleep: async () => {} }).call("signup", { body, idempotencyKey: "k-6" })
    ).rejects.toMatchObject({ code: "unavailable" });
    expect(asked).toBe(6);
  });

  it("that the API may have done (a 500 each time) is 'in progress', not a failure", async () => {
    server.use(mockEndpoint("signup", () => new HttpResponse(null, { status: 500 })));
    await expect(
      client(3000, { sleep: async () => {} }).call("signup", { body, idempotencyKey: "k-7" })
    ).rejects.toMatchObject({ status: 409, code: "request_in_progress" });
  });

  it("refused by the API after a lost answer passes the refusal on: asked with the key, nothing was stored", async () => {
    let asked = 0;
    server.use(
      mockEndpoint("signup", () =>
        ++asked === 1 ? HttpResponse.error() : HttpResponse.json({ error: "too_many_signups" }, { status: 429 })
      )
    );
    await expect(client(3000).call("signup", { body, idempotencyKey: "k-8" })).rejects.toMatchObject({
      status: 429,
      code: "too_many_signups",
    });
  });
});
