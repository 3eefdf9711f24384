import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { userFixture } from "../../../tests/mocks/fixtures";
import { memberCardFixture } from "../../../tests/mocks/member-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { action, loader } from "./route";

mockApiForFile();
// The member is kept per session for a few seconds; each test answers getUser its own way.
beforeEach(() => clearMemberCache());

const found = (results: ReturnType<typeof memberCardFixture>[], asked: URLSearchParams[] = []) =>
  mockEndpoint("findMatches", ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ results: results.map((r) => ({ ...r, score: 50, shared_interests: [] })) });
  });
const likes = (sent: number[] = [], received: number[] = []) =>
  mockEndpoint("getLikes", () =>
    HttpResponse.json({
      profiles: sent.map((id) => ({ ...userFixture.profile, id })),
      liked_by: received.map((id) => ({ id, profile: { ...userFixture.profile, id }, like_new: true })),
    })
  );
const photo = { filename: "a.jpg", thumb_filename: "a-t.jpg", status: "approved" as const, match: "a-m.jpg" };

describe("the signup's matches", () => {
  it("sends a visitor to the signup, keeping the landing's tracking", async () => {
    const res = await settle(async () => loader(await routeArgs("/signup-matches?network=x", { loggedIn: false })));
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signup?network=x");
  });

  it("asks for whom the new member looks, near their age and place, and shows faces first with each like", async () => {
    const asked: URLSearchParams[] = [];
    const members = Array.from({ length: 20 }, (_, i) =>
      memberCardFixture({ id: 100 + i, name: `M${i}`, main_image: i === 0 ? null : photo })
    );
    server.use(found(members, asked), likes([101, 102], [102]));
    const data = await (await loader(await routeArgs("/signup-matches"))).json();
    // Sam, 34, a straight man in Utrecht (NL) on the general site: women of 24 to 44, Utrecht first.
    expect(Object.fromEntries(asked[0])).toMatchObject({
      gender: "female",
      min_age: "24",
      max_age: "44",
      country: "NL",
      countryregion: "Utrecht",
    });
    expect(data.looking).toEqual({ gender: "female", minAge: 24, maxAge: 44 });
    // Twelve, those with a photo first: the photo-less first result is left out.
    expect(data.members.map((m: { id: number }) => m.id)).toEqual(Array.from({ length: 12 }, (_, i) => 101 + i));
    expect(data.members.slice(0, 3).map((m: { like: string }) => m.like)).toEqual(["liked", "match", "none"]);
    expect(data.welcome).toMatchObject({ name: "Sam", credits: 20, confirmed: true, sent: null });
  });

  it("says the new member's e-mail until it is confirmed, and what the resend did", async () => {
    server.use(
      found([]),
      likes(),
      mockEndpoint("getUser", () => HttpResponse.json({ user: { ...userFixture, status: "not_confirmed" } }))
    );
    const data = await (await loader(await routeArgs("/signup-matches?sent=wait"))).json();
    expect(data.welcome).toMatchObject({ email: "member@example.com", confirmed: false, sent: "wait" });
    expect(data.members).toEqual([]);
  });
});

describe("a like on the signup's matches", () => {
  const liking = (seen: unknown[]) =>
    mockEndpoint("likeMember", async ({ request }) => {
      seen.push(await request.json());
      return HttpResponse.json({ like: "liked" });
    });

  it("likes without JavaScript and goes back to the list", async () => {
    const seen: unknown[] = [];
    server.use(liking(seen));
    const res = await settle(async () =>
      action(await routeArgs("/signup-matches", { form: { id: "7", intent: "like" } }))
    );
    expect(seen).toEqual([{ id: 7 }]);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/signup-matches");
  });

  it("answers the page's script in place, and takes a like back", async () => {
    server.use(liking([]));
    const res = await action(await routeArgs("/signup-matches", { form: { id: "7", intent: "like", js: "1" } }));
    expect(await res.json()).toEqual({ id: 7, intent: "like", error: null });
    const taken: unknown[] = [];
    server.use(
      mockEndpoint("unlikeMember", async ({ request }) => {
        taken.push(await request.json());
        return HttpResponse.json({ like: "none" });
      })
    );
    await settle(async () => action(await routeArgs("/signup-matches", { form: { id: "7", intent: "unlike" } })));
    expect(taken).toEqual([{ id: 7 }]);
  });

  it("says a refusal beside the button, with the profile screen's text", async () => {
    server.use(mockRefusal("likeMember", "member_not_found"));
    const res = await action(await routeArgs("/signup-matches", { form: { id: "7", intent: "like" } }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ id: 7, intent: "like", error: "member_not_found" });
  });

  it("refuses anything but a like or unlike of a member, and sends a visitor to the signup", async () => {
    const bad = await action(await routeArgs("/signup-matches", { form: { id: "x", intent: "block" } }));
    expect(bad.status).toBe(400);
    const visitor = await settle(async () =>
      action(await routeArgs("/signup-matches", { form: { id: "7", intent: "like" }, loggedIn: false }))
    );
    expect(visitor.headers.get("Location")).toBe("/signup");
  });
});
