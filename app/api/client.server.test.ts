import { HttpResponse, delay } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, settingsFixture, userFixture } from "../../tests/mocks/fixtures";
import { server } from "../../tests/mocks/server";
import { createApiClient, type ApiClientOptions } from "./client.server";
import { ApiError } from "./errors";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function client(overrides: Partial<ApiClientOptions> = {}) {
  const waits: number[] = [];
  const logs: Record<string, unknown>[] = [];
  const api = createApiClient({
    baseUrl: API_BASE,
    domain: "flirthaven.localhost",
    language: "nl",
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 1, // no jitter: waits are exactly base * 2^n
    logger: (entry) => logs.push(entry),
    ...overrides,
  });
  return { api, waits, logs };
}

/** A handler that fails `failures` times with `status`, then answers the user. */
function flakyUser(failures: number, status = 503) {
  let calls = 0;
  server.use(
    mockEndpoint("getUser", () => {
      calls++;
      return calls <= failures ? new HttpResponse(null, { status }) : HttpResponse.json({ user: userFixture });
    })
  );
  return () => calls;
}

describe("retries", () => {
  it("retries a GET with exponential back-off until it succeeds", async () => {
    const calls = flakyUser(3);
    const { api, waits } = client();
    const { user } = await api.call("getUser");
    expect(user?.profile.name).toBe("Sam");
    expect(calls()).toBe(4);
    expect(waits).toEqual([100, 200, 400]);
  });

  it("gives up after 5 retries with 503", async () => {
    const calls = flakyUser(100);
    const { api, waits } = client();
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 502, code: "unavailable" });
    expect(calls()).toBe(6);
    expect(waits).toHaveLength(5);
  });

  it("never retries a POST that changes state", async () => {
    let calls = 0;
    server.use(
      mockEndpoint("login", () => {
        calls++;
        return new HttpResponse(null, { status: 503 });
      })
    );
    const { api } = client();
    await expect(api.call("login", { body: { email: "a@b.example", password: "x" } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it("retries a POST that carries an idempotency key, sending the key", async () => {
    const keys: (string | null)[] = [];
    server.use(
      mockEndpoint("login", ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return keys.length < 2
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ user: userFixture, token: "t".repeat(43) });
      })
    );
    const { api } = client();
    const { token } = await api.call("login", { body: { email: "a@b.example", password: "x" }, idempotencyKey: "k-1" });
    expect(token).toHaveLength(43);
    expect(keys).toEqual(["k-1", "k-1"]);
  });

  it("does not retry a 4xx answer", async () => {
    const calls = flakyUser(100, 404);
    const { api } = client();
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 404 });
    expect(calls()).toBe(1);
  });

  it("stays inside the total time budget when the API hangs", async () => {
    server.use(
      mockEndpoint("getUser", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      })
    );
    const { api } = client({
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      retry: { budgetMs: 600, attemptTimeoutMs: 250, baseDelayMs: 20 },
    });
    const started = Date.now();
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 504, code: "timeout" });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(450); // it did try again…
    expect(elapsed).toBeLessThan(900); // …but never past the budget (plus scheduling slack)
  });

  it("gives a POST without an idempotency key the whole budget for its one attempt", async () => {
    server.use(
      mockEndpoint("login", async () => {
        await delay(400);
        return HttpResponse.json({ user: userFixture, token: "t".repeat(43) });
      })
    );
    const { api } = client({ retry: { budgetMs: 1000, attemptTimeoutMs: 250 } });
    const { token } = await api.call("login", { body: { email: "a@b.example", password: "x" } });
    expect(token).toHaveLength(43);
  });
});

describe("answers that break the contract", () => {
  it("turns a wrongly typed answer into a logged 502", async () => {
    server.use(mockEndpoint("getUser", () => HttpResponse.json({ user: { ...userFixture, credits: "lots" } })));
    const { api, logs } = client();
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 502, code: "bad_gateway" });
    expect(logs).toContainEqual(
      expect.objectContaining({ endpoint: "getUser", issues: ["user.credits: invalid_type"] })
    );
    // The member's data is not in the log.
    expect(JSON.stringify(logs)).not.toContain(userFixture.email);
  });

  it("turns a non-JSON answer into a 502", async () => {
    server.use(mockEndpoint("getSettings", () => new HttpResponse("<html>PHP Fatal error</html>", { status: 200 })));
    const { api } = client();
    await expect(api.call("getSettings")).rejects.toMatchObject({ status: 502, code: "bad_gateway" });
  });
});

describe("authentication", () => {
  it("calls onAuthRequired on 403 authentication_required, which logs the member out", async () => {
    server.use(
      mockEndpoint("updateUser", () => HttpResponse.json({ error: "authentication_required" }, { status: 403 }))
    );
    const logout = new Response(null, { status: 302, headers: { Location: "/login" } });
    const onAuthRequired = vi.fn((): never => {
      throw logout;
    });
    const { api } = client({ token: "expired", onAuthRequired });
    await expect(api.call("updateUser", { body: { language: "de" } })).rejects.toBe(logout);
    expect(onAuthRequired).toHaveBeenCalledOnce();
  });

  it("passes other 403 answers on as errors", async () => {
    server.use(mockEndpoint("getUser", () => HttpResponse.json({ error: "blocked" }, { status: 403 })));
    const onAuthRequired = vi.fn((): never => {
      throw new Error("must not be called");
    });
    const { api } = client({ onAuthRequired });
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 403, code: "blocked" });
    expect(onAuthRequired).not.toHaveBeenCalled();
  });
});

describe("what every call carries", () => {
  it("forwards token, language, IP and site; marks user.php calls as client calls", async () => {
    const seen: Request[] = [];
    server.use(
      mockEndpoint("getUser", ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ user: userFixture });
      }),
      mockEndpoint("getSettings", ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ settings: settingsFixture });
      })
    );
    const { api } = client({ token: "tok", clientIp: "203.0.113.9" });
    await api.call("getUser");
    await api.call("getSettings", { query: { geoip: "DE", "forced-domain": "evil.example" } });
    const [user, settings] = seen;
    expect(user.headers.get("Authorization")).toBe("Bearer tok");
    expect(user.headers.get("Accept-Language")).toBe("nl");
    expect(user.headers.get("X-Forwarded-For")).toBe("203.0.113.9");
    expect(user.headers.get("X-Request-Type")).toBe("client");
    expect(new URL(user.url).searchParams.get("forced-domain")).toBe("flirthaven.localhost");
    expect(settings.headers.get("X-Request-Type")).toBeNull();
    const url = new URL(settings.url);
    expect(url.searchParams.get("geoip")).toBe("DE");
    // The route query cannot name another site.
    expect(url.searchParams.getAll("forced-domain")).toEqual(["flirthaven.localhost"]);
  });
});

describe("multipart bodies", () => {
  it("sends a FormData upload as multipart/form-data with the file intact", async () => {
    let contentType: string | null = null;
    let received: File | null = null;
    server.use(
      mockEndpoint("uploadPhoto", async ({ request }) => {
        contentType = request.headers.get("Content-Type");
        received = (await request.formData()).get("photo") as File;
        return HttpResponse.json({
          profile: {
            ...userFixture.profile,
            relationship_status: null,
            hair_color: null,
            eye_color: null,
            body_type: null,
            tattoos: null,
            signup_reason: null,
            interests: [],
          },
          photos: [],
          photo_limit: 3,
          max_photo_bytes: 8 * 1024 * 1024,
        });
      })
    );
    const form = new FormData();
    form.append("photo", new File([new Uint8Array([1, 2, 3])], "me.jpg", { type: "image/jpeg" }));
    const { api } = client({ token: "tok" });
    const answer = await api.call("uploadPhoto", { form });
    expect(answer.photo_limit).toBe(3);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).not.toBeNull();
    expect(new Uint8Array(await received!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
