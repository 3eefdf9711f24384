import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { memberProfileFixture } from "../../../tests/mocks/member-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { action, loader } from "./route";

mockApiForFile();

const member = (blocked = false) =>
  mockEndpoint("getMember", () => HttpResponse.json(memberProfileFixture({ id: 7, name: "Lena" }, { blocked })));
const complaints = (sent: unknown[], answer?: { status: number; error: string }) =>
  mockEndpoint("sendComplaint", async ({ request }) => {
    sent.push(await request.json());
    return answer
      ? HttpResponse.json({ error: answer.error }, { status: answer.status })
      : HttpResponse.json({ ok: true });
  });
const load = async (path: string, loggedIn = true) => (await loader(await routeArgs(path, { loggedIn }))).json();
const post = (path: string, form: Record<string, string>, loggedIn = true) =>
  settle(async () => action(await routeArgs(path, { form, loggedIn })));

describe("the complaints page", () => {
  it("reports a member by name, with that member's reasons", async () => {
    server.use(member());
    const data = await load("/complaints?member=7");
    expect(data).toMatchObject({ target: { id: 7, name: "Lena" }, title: "Report Lena", visitor: false });
    expect(data.reasons).toContain("fake_profile");
  });

  it("falls back to the general form for an unknown member", async () => {
    server.use(mockEndpoint("getMember", () => HttpResponse.json({ error: "member_not_found" }, { status: 404 })));
    const data = await load("/complaints?member=999");
    expect(data).toMatchObject({ target: null, title: "Report a problem" });
    expect(data.reasons).toContain("billing");
  });

  it("sends a visitor who would report a member to the login and back", async () => {
    const res = await settle(async () => loader(await routeArgs("/complaints?member=7", { loggedIn: false })));
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fcomplaints%3Fmember%3D7");
  });

  it("sends a report with the block flag, then thanks and says the member is blocked", async () => {
    const sent: unknown[] = [];
    server.use(member(), complaints(sent));
    const res = await post("/complaints?member=7", { reason: "scam", text: " Asked for money ", block: "on" });
    expect(sent).toEqual([{ reason: "scam", text: "Asked for money", target_id: 7, block: true }]);
    expect(res.headers.get("Location")).toBe("/complaints?sent=1&member=7");
    server.use(member(true));
    expect(await load("/complaints?sent=1&member=7")).toMatchObject({ sent: true, target: { blocked: true } });
  });

  it("keeps what was typed when the form is refused", async () => {
    server.use(member());
    const res = await post("/complaints?member=7", { reason: "billing", text: "He was rude" });
    expect(res.status).toBe(400);
    const { result } = await res.json();
    expect(result.error).toMatchObject({ reason: ["reason_required"] });
    expect(result.initialValue).toMatchObject({ text: "He was rude" });
  });

  it("needs a visitor's e-mail address for a general complaint", async () => {
    const sent: unknown[] = [];
    server.use(complaints(sent));
    const refused = await post("/complaints", { reason: "billing", text: "Charged twice" }, false);
    expect((await refused.json()).result.error).toMatchObject({ email: ["email_required"] });
    const res = await post("/complaints", { reason: "billing", text: "Charged twice", email: "a@b.example" }, false);
    expect(res.headers.get("Location")).toBe("/complaints?sent=1");
    expect(sent).toEqual([{ reason: "billing", text: "Charged twice", email: "a@b.example" }]);
  });

  it("says so after too many complaints today, keeping the text", async () => {
    server.use(complaints([], { status: 429, error: "too_many_complaints" }));
    const res = await post("/complaints", { reason: "technical", text: "The page hangs" });
    expect(res.status).toBe(429);
    const { result } = await res.json();
    expect(result.error).toMatchObject({ "": ["too_many_complaints"] });
    expect(result.initialValue).toMatchObject({ text: "The page hangs", reason: "technical" });
  });
});
