import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { memberCardFixture, memberProfileFixture } from "../../../tests/mocks/member-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { action, loader } from "./route";

mockApiForFile();

const RESETS_AT = "2026-12-02T00:00:00.000Z";
const card = memberCardFixture();
const request = routeArgs;

const swipeCard = (profile: ReturnType<typeof memberCardFixture> | null = card, likes_left = 4) =>
  mockEndpoint("getSwipeCard", () => HttpResponse.json({ profile, likes_left, resets_at: RESETS_AT }));

describe("the swipe game page", () => {
  it("sends a visitor to the login and back", async () => {
    const res = await settle(async () => loader(await request("/swipe-game", { loggedIn: false })));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fswipe-game");
  });

  it("shows the next card and the likes left", async () => {
    server.use(swipeCard(card, 3));
    const data = await (await loader(await request("/swipe-game"))).json();
    expect(data).toMatchObject({ card: { id: 7, name: "Lena" }, likesLeft: 3, resetsAt: RESETS_AT, match: null });
  });

  it("names the match of ?match= only when it is one", async () => {
    const member = (like: string) =>
      mockEndpoint("getMember", () =>
        HttpResponse.json(memberProfileFixture({ id: 9, name: "Mia" }, { like: like as "match" }))
      );
    server.use(swipeCard(null), member("match"));
    expect((await (await loader(await request("/swipe-game?match=9"))).json()).match).toEqual({ id: 9, name: "Mia" });
    server.use(member("liked"));
    expect((await (await loader(await request("/swipe-game?match=9"))).json()).match).toBeNull();
  });
});

describe("a like or a pass", () => {
  const swipe = (answer: Parameters<typeof HttpResponse.json>[0], status = 200, seen: unknown[] = []) =>
    mockEndpoint("swipe", async ({ request: req }) => {
      seen.push(await req.json());
      return HttpResponse.json(answer, { status });
    });

  it("posts the decision and, without JavaScript, goes back to the game", async () => {
    const seen: unknown[] = [];
    server.use(swipe({ like: "liked", likes_left: 2, resets_at: RESETS_AT }, 200, seen));
    const res = await settle(async () => action(await request("/swipe-game", { form: { id: "7", decision: "like" } })));
    expect(seen).toEqual([{ id: 7, decision: "like" }]);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/swipe-game");
  });

  it("sends a pass, and a match goes to the match note", async () => {
    const seen: unknown[] = [];
    server.use(swipe({ like: "match", likes_left: 2, resets_at: RESETS_AT }, 200, seen));
    const res = await settle(async () => action(await request("/swipe-game", { form: { id: "7", decision: "like" } })));
    expect(res.headers.get("Location")).toBe("/swipe-game?match=7");
    server.use(swipe({ like: "none", likes_left: 2, resets_at: RESETS_AT }, 200, seen));
    await settle(async () => action(await request("/swipe-game", { form: { id: "8", decision: "pass" } })));
    expect(seen).toContainEqual({ id: 8, decision: "pass" });
  });

  it("answers in place for the page's script", async () => {
    server.use(swipe({ like: "match", likes_left: 1, resets_at: RESETS_AT }));
    const res = await action(await request("/swipe-game", { form: { id: "7", decision: "like", js: "1" } }));
    expect(await res.json()).toEqual({ decision: "like", match: 7, error: null, resetsAt: null });
  });

  it("says when the day's likes are used, with the reset time", async () => {
    server.use(swipe({ error: "swipe_limit_reached", resets_at: RESETS_AT }, 429));
    const res = await action(await request("/swipe-game", { form: { id: "7", decision: "like" } }));
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: "swipe_limit_reached", resetsAt: RESETS_AT });
  });

  it("refuses a malformed post without asking the API", async () => {
    const res = await action(await request("/swipe-game", { form: { id: "x", decision: "maybe" } }));
    expect(res.status).toBe(400);
  });

  it("sends a visitor's post to the login", async () => {
    const res = await settle(async () =>
      action(await request("/swipe-game", { loggedIn: false, form: { id: "7", decision: "like" } }))
    );
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
