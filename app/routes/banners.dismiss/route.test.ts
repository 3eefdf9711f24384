import { describe, expect, it } from "vitest";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { action } from "./route";

const dismiss = (form: Record<string, string>) =>
  settle(async () => action(await routeArgs("/banners/dismiss", { form })));

describe("dismissing a banner", () => {
  it("remembers the add-photo warning by default, and the time-bonus popup when named", async () => {
    const photo = await dismiss({ redirectTo: "/members" });
    expect(photo.headers.get("Set-Cookie")).toMatch(/^hide_enrich_alert=/);
    const popup = await dismiss({ banner: "time_bonus_modal", redirectTo: "/credits" });
    expect(popup.headers.get("Location")).toBe("/credits");
    expect(popup.headers.get("Set-Cookie")).toMatch(/^hide_time_bonus_modal=.*Max-Age=14400/);
  });

  it("remembers the push invitation and the disabled-notifications alert for 30 days each", async () => {
    const push = await dismiss({ banner: "push", redirectTo: "/members" });
    expect(push.headers.get("Set-Cookie")).toMatch(/^hide_push_notification_alert=.*Max-Age=2592000/);
    const disabled = await dismiss({ banner: "notifications_disabled", redirectTo: "/likes" });
    expect(disabled.headers.get("Set-Cookie")).toMatch(/^hide_disabled_notifications_alert=.*Max-Age=2592000/);
    expect(disabled.headers.get("Location")).toBe("/likes");
  });

  it("refuses a banner it does not know, and a redirect off the site", async () => {
    expect((await dismiss({ banner: "__proto__" })).status).toBe(400);
    const offsite = await dismiss({ banner: "time_bonus_modal", redirectTo: "//evil.example/" });
    expect(offsite.headers.get("Location")).toBe("/members");
  });
});
