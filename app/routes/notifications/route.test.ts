import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { userFixture } from "../../../tests/mocks/fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { clearMemberCache } from "../../api/member-cache.server";
import { action } from "./route";

mockApiForFile();
beforeEach(() => clearMemberCache());

/** The settings page's calls to the API, counted by endpoint. */
function apiAnswers(emailChange: () => Response = () => HttpResponse.json({ ok: true })) {
  const calls: string[] = [];
  server.use(
    mockEndpoint("getUser", () => HttpResponse.json({ user: userFixture })),
    mockEndpoint("requestPasswordReset", () => {
      calls.push("requestPasswordReset");
      return HttpResponse.json({ ok: true });
    }),
    mockEndpoint("requestEmailChange", () => {
      calls.push("requestEmailChange");
      return emailChange();
    })
  );
  return calls;
}

describe("the settings page's forms", () => {
  it.each([["bogus"], [""], ["Reset"]])("refuses the intent %j and sends no mail", async (intent) => {
    const calls = apiAnswers();
    const args = await routeArgs("/notifications", { form: { intent } });
    const answer = await settle(() => action(args));
    expect(answer.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("refuses a post without an intent", async () => {
    const calls = apiAnswers();
    const args = await routeArgs("/notifications", { form: { email: "new@example.com", password: "x" } });
    expect((await settle(() => action(args))).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("still sends the reset mail its button asks for", async () => {
    const calls = apiAnswers();
    const answer = await action(await routeArgs("/notifications", { form: { intent: "reset" } }));
    expect(answer.status).toBe(200);
    expect(calls).toEqual(["requestPasswordReset"]);
  });

  it.each([
    ["account_blocked", 12],
    ["too_many_login_attempts", 3],
    ["login_slowed", 2],
  ])("says the password must wait when the login is throttled (%s), with its minutes", async (code, minutes) => {
    apiAnswers(() => HttpResponse.json({ error: code, minutes }, { status: 429 }));
    const form = { intent: "email", email: "new@example.com", password: "secret123" };
    const answer = await action(await routeArgs("/notifications", { form }));
    expect(answer.status).toBe(429);
    const data = (await answer.json()) as unknown as {
      result: { error: unknown; initialValue: unknown };
      minutes: number;
    };
    expect(data.result.error).toEqual({ password: [code] });
    expect(data.minutes).toBe(minutes);
    // What was typed stays, but the password.
    expect(data.result.initialValue).toEqual({ intent: "email", email: "new@example.com" });
  });
});
