import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { NotificationSettings } from "~/api/schemas/notifications";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { clearMemberCache } from "../../api/member-cache.server";
import { action, loader } from "./route";

mockApiForFile();
beforeEach(() => clearMemberCache());

const SETTINGS: NotificationSettings = {
  email: {
    new_conversations: true,
    new_messages: true,
    like: true,
    unread_message_reminders: true,
    promotions: true,
    weekly_updates: true,
    news: true,
    reminders: true,
  },
  push: { new_conversations: true, new_messages: true, like: true },
  push_devices: 0,
  invisible: false,
  location: { country: "NL", region: null, city: null, source: null },
  disabled: [{ reason: "listunsubscribe", kind: "news", since: "2026-11-20T10:00:00Z" }],
};

/** The bodies the page sent the API, by endpoint. */
function api() {
  const sent: { name: string; body: unknown }[] = [];
  const record = (name: "updateNotificationSettings" | "updateLocation" | "enableNotifications") =>
    mockEndpoint(name, async ({ request }) => {
      sent.push({ name, body: await request.json() });
      return HttpResponse.json({ settings: SETTINGS });
    });
  server.use(
    mockEndpoint("getNotificationSettings", () => HttpResponse.json({ settings: SETTINGS })),
    record("updateNotificationSettings"),
    record("updateLocation"),
    record("enableNotifications")
  );
  return sent;
}

const post = async (form: [string, string][]) =>
  settle(async () => action(await routeArgs("/notifications", { form })));
const body = async (answer: Response) =>
  (await answer.json()) as {
    intent: string;
    done: string | null;
    result: { error?: Record<string, string[]>; initialValue?: unknown };
  };

describe("the settings page's preferences", () => {
  it("shows the saved preferences, the site's countries with their regions and the push key", async () => {
    api();
    const data = await (await loader(await routeArgs("/notifications"))).json();
    expect(data.preferences).toEqual(SETTINGS);
    expect(data.kinds.email).toHaveLength(8);
    expect(data.countries).toEqual([{ code: "NL", name: "Netherlands", regions: ["Utrecht"] }]);
  });

  it("saves the e-mail kinds ticked as on and every other kind as off", async () => {
    const sent = api();
    const answer = await post([
      ["intent", "email_kinds"],
      ["kinds", "new_messages"],
      ["kinds", "like"],
    ]);
    expect(answer.status).toBe(200);
    expect((await body(answer)).done).toBe("saved");
    expect(sent).toEqual([
      {
        name: "updateNotificationSettings",
        body: {
          email: {
            new_conversations: false,
            new_messages: true,
            like: true,
            unread_message_reminders: false,
            promotions: false,
            weekly_updates: false,
            news: false,
            reminders: false,
          },
        },
      },
    ]);
  });

  it("saves the push kinds, none ticked being all off", async () => {
    const sent = api();
    expect((await post([["intent", "push_kinds"]])).status).toBe(200);
    expect(sent[0].body).toEqual({ push: { new_conversations: false, new_messages: false, like: false } });
  });

  it("refuses a kind it does not offer, keeps what was ticked and sends nothing", async () => {
    const sent = api();
    const answer = await post([
      ["intent", "email_kinds"],
      ["kinds", "like"],
      ["kinds", "everything"],
    ]);
    expect(answer.status).toBe(400);
    const { result } = await body(answer);
    expect(Object.values(result.error ?? {}).flat()).toContain("invalid_choice");
    expect(result.initialValue).toMatchObject({ kinds: ["like", "everything"] });
    expect(sent).toEqual([]);
  });

  it("refuses a kind repeated past any honest form", async () => {
    const sent = api();
    const form: [string, string][] = [
      ["intent", "push_kinds"],
      ...Array.from({ length: 500 }, (): [string, string] => ["kinds", "like"]),
    ];
    expect((await post(form)).status).toBe(400);
    expect(sent).toEqual([]);
  });

  it("turns invisible mode on with the switch and off without it", async () => {
    const sent = api();
    await post([
      ["intent", "invisible"],
      ["invisible", "on"],
    ]);
    await post([["intent", "invisible"]]);
    expect(sent.map((s) => s.body)).toEqual([{ invisible: true }, { invisible: false }]);
    expect(
      (
        await post([
          ["intent", "invisible"],
          ["invisible", "yes please"],
        ])
      ).status
    ).toBe(400);
  });

  it("answers a switch that saved itself with the form's error when the API fails, not the error page", async () => {
    server.use(
      mockEndpoint("updateNotificationSettings", () => HttpResponse.json({ error: "internal_error" }, { status: 500 }))
    );
    const form: [string, string][] = [
      ["intent", "invisible"],
      ["invisible", "on"],
    ];
    const live = await post([...form, ["live", "1"]]);
    expect(live.status).toBeGreaterThanOrEqual(500);
    const answer = await body(live);
    expect(answer).toMatchObject({ intent: "invisible", done: null, result: { error: { "": ["generic"] } } });
    // The Save button's post (no script) still leads to the error page, which keeps the form.
    const thrown = await action(await routeArgs("/notifications", { form })).then(
      () => null,
      (error: unknown) => error
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBeGreaterThanOrEqual(500);
  });

  it("saves a place by hand, and one the browser's position found", async () => {
    const sent = api();
    await post([
      ["intent", "location"],
      ["country", "NL"],
      ["region", "Utrecht"],
      ["city", "  Amersfoort "],
    ]);
    await post([
      ["intent", "location"],
      ["country", "NL"],
      ["region", ""],
      ["city", "Utrecht"],
      ["source", "geolocation"],
    ]);
    expect(sent.map((s) => s.body)).toEqual([
      { country: "NL", region: "Utrecht", city: "Amersfoort", source: "manual" },
      { country: "NL", region: null, city: "Utrecht", source: "geolocation" },
    ]);
  });

  it.each([
    [{ country: "XX", city: "Paris" }, "country", "unknown_country"],
    [{ country: "NL", region: "Bavaria" }, "region", "unknown_region"],
    [{ country: "NL", city: "x".repeat(81) }, "city", "city_too_long"],
  ])("refuses the place %j with a message on %s, keeping what was typed", async (place, field, code) => {
    const sent = api();
    const answer = await post([["intent", "location"], ...Object.entries(place)]);
    expect(answer.status).toBe(400);
    const { result } = await body(answer);
    expect(result.error?.[field]).toEqual([code]);
    expect(result.initialValue).toMatchObject(place);
    expect(sent).toEqual([]);
  });

  it("says which region the API did not know", async () => {
    api();
    server.use(mockRefusal("updateLocation", "unknown_region"));
    const answer = await post([
      ["intent", "location"],
      ["country", "NL"],
      ["region", "Utrecht"],
    ]);
    expect(answer.status).toBe(400);
    expect((await body(answer)).result.error?.region).toEqual(["unknown_region"]);
  });

  it("turns on again what an unsubscribe link stopped, and only a reason the product names", async () => {
    const sent = api();
    expect(
      (
        await post([
          ["intent", "enable"],
          ["reason", "listunsubscribe"],
        ])
      ).status
    ).toBe(200);
    expect(sent).toEqual([{ name: "enableNotifications", body: { reason: "listunsubscribe" } }]);
    expect(
      (
        await post([
          ["intent", "enable"],
          ["reason", "all"],
        ])
      ).status
    ).toBe(400);
    expect(sent).toHaveLength(1);
  });
});
