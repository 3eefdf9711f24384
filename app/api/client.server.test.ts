import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, ownProfileFixture, settingsFixture, userFixture } from "../../tests/mocks/fixtures";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { createApiClient, type ApiClientOptions } from "./client.server";
import { ApiError } from "./errors";
import { OVERLOADED } from "./overload";
import { createCallSlots } from "./call-slots.server";

mockApiForFile();

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

const signupBody = { email: "a@b.example", name: "Sam", password: "secret123", date_of_birth: "1990-05-17" };

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
      mockEndpoint("signup", ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return keys.length < 2
          ? new HttpResponse(null, { status: 502 })
          : HttpResponse.json({ user: userFixture, token: "t".repeat(43) });
      })
    );
    const { api } = client();
    const { token } = await api.call("signup", { body: signupBody, idempotencyKey: "k-1" });
    expect(token).toHaveLength(43);
    expect(keys).toEqual(["k-1", "k-1"]);
  });

  it("does not retry a 4xx answer", async () => {
    const calls = flakyUser(100, 404);
    const { api } = client();
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 404 });
    expect(calls()).toBe(1);
  });

  describe("on a fake clock", () => {
    /** The time limit of each attempt, as the client asked for it. */
    let attemptLimits: number[];

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
      attemptLimits = [];
      // The attempt timeout runs on the fake clock too, so the whole budget is in the test's hands.
      vi.spyOn(AbortSignal, "timeout").mockImplementation((ms) => {
        attemptLimits.push(ms);
        const controller = new AbortController();
        setTimeout(() => controller.abort(new DOMException("The operation timed out.", "TimeoutError")), ms);
        return controller.signal;
      });
    });

    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    /**
     * An API on the fake clock: each request is recorded with the time it was sent, answered by
     * `answer` after `afterMs` (never when undefined), and cut off when its signal aborts, as
     * fetch does.
     */
    function fakeApi(afterMs: number | undefined, answer: () => Response) {
      const started = Date.now();
      const sentAt: number[] = [];
      const fetch = (_url: unknown, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          sentAt.push(Date.now() - started);
          init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
          if (afterMs !== undefined) setTimeout(() => resolve(answer()), afterMs);
        });
      return { fetch: fetch as typeof globalThis.fetch, sentAt };
    }

    /** Waits on the fake clock, recording each wait. */
    function clockSleep(waits: number[]) {
      return (ms: number) => {
        waits.push(ms);
        return new Promise<void>((resolve) => setTimeout(resolve, ms));
      };
    }

    /** Follows a call: when, on the fake clock, it settled and with what. */
    function follow<T>(promise: Promise<T>) {
      const started = Date.now();
      const state: { settledAfter?: number; error?: unknown; value?: T; settled: Promise<void> } = {
        settled: promise.then(
          (value) => void Object.assign(state, { value, settledAfter: Date.now() - started }),
          (error: unknown) => void Object.assign(state, { error, settledAfter: Date.now() - started })
        ),
      };
      return state;
    }

    /**
     * Lets the call finish what the last tick set off (promise work only: no time passes), and
     * fails at once if it is still waiting for the clock.
     */
    async function settle(call: { settled: Promise<void> }) {
      let pending = true;
      void call.settled.then(() => (pending = false));
      for (let turn = 0; pending && turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
      if (pending) throw new Error("the call is still waiting at this point of the fake clock");
    }

    it("stays inside the total time budget when the API hangs", async () => {
      const api = fakeApi(undefined, () => Response.json({}));
      const waits: number[] = [];
      const { api: apiClient, logs } = client({
        fetch: api.fetch,
        sleep: clockSleep(waits),
        retry: { budgetMs: 600, attemptTimeoutMs: 250, baseDelayMs: 20 },
      });
      const call = follow(apiClient.call("getUser"));

      await vi.advanceTimersByTimeAsync(599);
      expect(call.settledAfter).toBeUndefined(); // still trying…
      await vi.advanceTimersByTimeAsync(1);
      await settle(call);
      expect(call.settledAfter).toBe(600); // …and given up when the budget is spent, not later
      expect(call.error).toMatchObject({ status: 504, code: "timeout" });
      // 250 ms, wait 20, 250 ms, wait 40, then the 40 ms left: a third attempt, cut to the budget.
      expect(api.sentAt).toEqual([0, 270, 560]);
      expect(attemptLimits).toEqual([250, 250, 40]);
      expect(waits).toEqual([20, 40]);
      expect(logs).toContainEqual(
        expect.objectContaining({ level: "warn", endpoint: "getUser", status: 504, code: "timeout", attempts: 3 })
      );
    });

    it("does not start a retry whose wait would end past the budget", async () => {
      const api = fakeApi(100, () => new Response(null, { status: 503 }));
      const waits: number[] = [];
      const { api: apiClient } = client({
        fetch: api.fetch,
        sleep: clockSleep(waits),
        retry: { budgetMs: 500, attemptTimeoutMs: 250, baseDelayMs: 100 },
      });
      const call = follow(apiClient.call("getUser"));
      await vi.advanceTimersByTimeAsync(300);
      await settle(call);
      // 100 ms, wait 100, 100 ms (t = 300); a wait of 200 would end at the budget: no third try.
      expect(api.sentAt).toEqual([0, 200]);
      expect(waits).toEqual([100]);
      expect(call.settledAfter).toBe(300);
      expect(call.error).toMatchObject({ status: 502, code: "unavailable" });
    });

    it("gives a POST without an idempotency key the whole budget for its one attempt", async () => {
      const api = fakeApi(400, () => Response.json({ user: userFixture, token: "t".repeat(43) }));
      const { api: apiClient } = client({ fetch: api.fetch, retry: { budgetMs: 1000, attemptTimeoutMs: 250 } });
      const call = follow(apiClient.call("login", { body: { email: "a@b.example", password: "x" } }));
      await vi.advanceTimersByTimeAsync(399);
      expect(call.settledAfter).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await settle(call);
      expect(call.error).toBeUndefined();
      expect(call.value?.token).toHaveLength(43);
      // Answered after 400 ms, past the 250 ms a repeatable attempt gets.
      expect(call.settledAfter).toBe(400);
      expect(attemptLimits).toEqual([1000]);
      expect(api.sentAt).toEqual([0]);
    });
  });
});

describe("requests that could poison a shared connection", () => {
  it("refuses a body the contract refuses without sending it, with the API's validation answer", async () => {
    let calls = 0;
    server.use(
      mockEndpoint("login", () => {
        calls++;
        return HttpResponse.json({ error: "login_failed" }, { status: 401 });
      })
    );
    const { api } = client();
    const refused = api.call("login", { body: { email: "a@example.com", password: "x".repeat(100_000) } });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: "validation_failed",
      body: { error: "validation_failed", fields: { password: "too_big" } },
    });
    await expect(
      api.call("getMember", { query: { id: "99999999999" } }),
      "a query the contract refuses"
    ).rejects.toMatchObject({ status: 400, code: "validation_failed" });
    expect(calls).toBe(0);
  });

  it("reports a POST whose connection closed mid-request as 503, once, and the next call goes through", async () => {
    let calls = 0;
    server.use(
      mockEndpoint("login", () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ error: "login_failed" }, { status: 401 })
      )
    );
    const { api, logs } = client();
    const body = { email: "a@example.com", password: "secret-1" };
    await expect(api.call("login", { body })).rejects.toMatchObject({ status: 503, code: "unavailable" });
    expect(calls).toBe(1);
    expect(logs).toEqual([expect.objectContaining({ msg: "API call failed", endpoint: "login", status: 503 })]);
    await expect(api.call("login", { body })).rejects.toMatchObject({ status: 401, code: "login_failed" });
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
        return HttpResponse.json(ownProfileFixture);
      })
    );
    const form = new FormData();
    form.append("photo", new File([new Uint8Array([1, 2, 3])], "me.jpg", { type: "image/jpeg" }));
    const { api } = client({ token: "tok" });
    const answer = await api.call("uploadPhoto", { form, idempotencyKey: "upload-1" });
    expect(answer.photo_limit).toBe(3);
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received).not.toBeNull();
    expect(new Uint8Array(await received!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe("a site's turns at its API (call-slots.server.ts)", () => {
  it("a read waits for a turn; one that gets none before the page is due fails as 503 overloaded, unsent", async () => {
    const calls = flakyUser(0);
    const slots = createCallSlots(1);
    const now = Date.now();
    const { api } = client({ slots, deadline: now + 30 });
    const held = await slots.take(now + 10_000);
    await expect(api.call("getUser")).rejects.toMatchObject({ status: 503, code: OVERLOADED });
    expect(calls()).toBe(0);
    held!();
    const { user } = await client({ slots }).api.call("getUser");
    expect(user?.profile.name).toBe("Sam");
    expect(slots.busy).toBe(0);
  });
});
