import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { clearMemberCache } from "../../api/member-cache.server";
import { action as logout } from "../logout/route";
import { action } from "./route";

mockApiForFile();
beforeEach(() => clearMemberCache());

const ENDPOINT = "https://push.example.net/send/abc123";
const SUBSCRIPTION = {
  endpoint: ENDPOINT,
  expirationTime: null,
  keys: { p256dh: "B".repeat(87), auth: "a".repeat(22) },
};

function pushApi() {
  const calls: { name: string; body: unknown }[] = [];
  const record = (name: "addPushSubscription" | "removePushSubscription") =>
    mockEndpoint(name, async ({ request }) => {
      calls.push({ name, body: await request.json() });
      return HttpResponse.json({ ok: true });
    });
  server.use(record("addPushSubscription"), record("removePushSubscription"));
  return calls;
}

const post = async (form: Record<string, string>, loggedIn = true) =>
  settle(async () => action(await routeArgs("/resources/push-subscription", { form, loggedIn })));

describe("this browser's push subscription", () => {
  it("attaches it to the member and keeps its endpoint for the logout", async () => {
    const calls = pushApi();
    const answer = await post({ intent: "subscribe", subscription: JSON.stringify(SUBSCRIPTION) });
    expect(answer.status).toBe(200);
    expect(calls).toEqual([{ name: "addPushSubscription", body: { subscription: SUBSCRIPTION } }]);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^push_endpoint=.*HttpOnly/);
  });

  it("detaches it when the member turns pushes off here, forgetting the endpoint", async () => {
    const calls = pushApi();
    const answer = await post({ intent: "unsubscribe", endpoint: ENDPOINT });
    expect(answer.status).toBe(200);
    expect(calls).toEqual([{ name: "removePushSubscription", body: { endpoint: ENDPOINT } }]);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^push_endpoint=;.*Max-Age=0/);
  });

  it.each([
    ["not JSON", "{"],
    ["a plain-http endpoint", JSON.stringify({ ...SUBSCRIPTION, endpoint: "http://push.example.net/x" })],
    ["keys missing", JSON.stringify({ endpoint: ENDPOINT })],
    [
      "an endpoint past 2048 characters",
      JSON.stringify({ ...SUBSCRIPTION, endpoint: `${ENDPOINT}/${"x".repeat(2100)}` }),
    ],
  ])("refuses %s and sends nothing", async (_what, subscription) => {
    const calls = pushApi();
    expect((await post({ intent: "subscribe", subscription })).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("answers 401 to a visitor and sends nothing", async () => {
    const calls = pushApi();
    server.use(mockEndpoint("getUser", () => HttpResponse.json({ error: "authentication_required" }, { status: 403 })));
    const answer = await post({ intent: "subscribe", subscription: JSON.stringify(SUBSCRIPTION) }, false);
    expect(answer.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("says so when the site cannot send pushes", async () => {
    server.use(mockRefusal("addPushSubscription", "push_not_configured"));
    const answer = await post({ intent: "subscribe", subscription: JSON.stringify(SUBSCRIPTION) });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ error: "push_not_configured" });
  });

  it("detaches the browser's subscription on logout, then logs out", async () => {
    const calls = pushApi();
    const attached = await post({ intent: "subscribe", subscription: JSON.stringify(SUBSCRIPTION) });
    const pushCookie = attached.headers.get("Set-Cookie")!.split(";")[0];
    const args = await routeArgs("/logout", { form: {} });
    args.request.headers.set("Cookie", `${args.request.headers.get("Cookie")}; ${pushCookie}`);
    const answer = await settle(() => logout(args));
    expect(answer.status).toBe(302);
    expect(calls.at(-1)).toEqual({ name: "removePushSubscription", body: { endpoint: ENDPOINT } });
    expect(answer.headers.get("Set-Cookie")).toMatch(/push_endpoint=;/);
  });
});
