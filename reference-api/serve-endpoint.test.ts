// A keyed write asked for again while its first request is still being answered (serve-endpoint.ts).
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env";
import { HttpError } from "./http";
import { serveEndpoint } from "./serve-endpoint";

/** An app serving signup (a keyed write) by a handler that answers when the test lets it. */
function heldSignup() {
  const app = new Hono<AppEnv>();
  const releases: (() => void)[] = [];
  let handled = 0;
  serveEndpoint(app, "signup", async (c) => {
    handled++;
    await new Promise<void>((release) => releases.push(release));
    return c.json({ ok: true });
  });
  app.onError((error, c) => (error instanceof HttpError ? c.json(error.body, error.status) : c.text("failed", 500)));
  const post = (key: string, caller = "Bearer a") =>
    app.request("/api/signup.php?forced-domain=site.localhost", {
      method: "POST",
      headers: { "Idempotency-Key": key, Authorization: caller },
    });
  /** Lets the held requests answer, once they have reached the handler. */
  const releaseAll = async (count: number) => {
    while (releases.length < count) await new Promise((next) => setImmediate(next));
    for (const release of releases.splice(0)) release();
  };
  return { post, releaseAll, handled: () => handled };
}

describe("a keyed write asked for again", () => {
  it("while the first request runs answers 409 request_in_progress at once, without running it twice", async () => {
    const api = heldSignup();
    const first = api.post("key-1");
    while (api.handled() === 0) await new Promise((next) => setImmediate(next));
    const again = await api.post("key-1");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "request_in_progress" });
    await api.releaseAll(1);
    expect((await first).status).toBe(200);
    expect(api.handled()).toBe(1);
  });

  it("after the first was answered reaches the endpoint, whose record of the key answers", async () => {
    const api = heldSignup();
    const first = api.post("key-2");
    await api.releaseAll(1);
    expect((await first).status).toBe(200);
    const again = api.post("key-2");
    await api.releaseAll(1);
    expect((await again).status).toBe(200);
    expect(api.handled()).toBe(2);
  });

  it("is told apart by key and by caller: another key, or another member's same key, runs at once", async () => {
    const api = heldSignup();
    const pending = [api.post("key-3"), api.post("key-4"), api.post("key-3", "Bearer b")];
    await api.releaseAll(3);
    expect((await Promise.all(pending)).map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
