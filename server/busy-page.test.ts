// The busy page under a burst of refusals: drawn once, answered to all with their own nonce.
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import type express from "express";
import { describe, expect, it, vi } from "vitest";
import type { Tenant } from "../app/tenant/schema";

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock("@remix-run/node", () => ({
  createRequestHandler:
    () =>
    async (_request: Request, context: AppLoadContext): Promise<Response> => {
      drawn.count++;
      // A drawing takes a while (a render under load): the burst arrives while it runs.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(`<p>${context.refusal} busy</p><script nonce="${context.nonce}"></script>`, {
        status: context.refusal,
        headers: { "Content-Type": "text/html", "Retry-After": "5", "Set-Cookie": "x=1" },
      });
    },
}));
const { busyPages } = await import("./busy-page");

const tenant = { id: "flirthaven", defaultLanguage: "de" } as Tenant;
const contextOf = (nonce: string, refusal: number) =>
  ({ tenant, nonce, refusal, locale: async () => "de", requestLog: { api: [] } } as unknown as AppLoadContext);
function answerOf() {
  const headers: Record<string, string> = {};
  let status = 0;
  let body = "";
  const res = {
    status: (code: number) => ((status = code), res),
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    end: (html: string) => (body = html),
  };
  return { res: res as unknown as express.Response, seen: () => ({ status, headers, body }) };
}
const req = { get: () => "flirthaven.localhost" } as unknown as express.Request;

describe("the busy page under a burst", () => {
  it("is drawn once for a burst of refusals arriving together, each answer with its own nonce", async () => {
    const answer = busyPages({ build: {} as ServerBuild, mode: "production" });
    const burst = Array.from({ length: 50 }, (_, i) => ({ nonce: `nonce${i}`, ...answerOf() }));
    await Promise.all(burst.map(({ nonce, res }) => answer(req, res, contextOf(nonce, 503))));
    expect(drawn.count).toBe(1);
    for (const { nonce, seen } of burst) {
      const { status, headers, body } = seen();
      expect(status).toBe(503);
      expect(body).toBe(`<p>503 busy</p><script nonce="${nonce}"></script>`);
      expect(headers["retry-after"]).toBe("5");
      expect(headers["set-cookie"]).toBeUndefined();
    }
    // The member's own "one at a time" page (429) is a page of its own, drawn once too.
    const members = Array.from({ length: 5 }, (_, i) => ({ nonce: `m${i}`, ...answerOf() }));
    await Promise.all(members.map(({ nonce, res }) => answer(req, res, contextOf(nonce, 429))));
    expect(drawn.count).toBe(2);
    expect(members.map(({ seen }) => seen().status)).toEqual(Array(5).fill(429));
  });
});
