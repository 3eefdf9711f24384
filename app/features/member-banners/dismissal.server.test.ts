import { describe, expect, it } from "vitest";
import { userFixture } from "../../../tests/mocks/fixtures";
import type { User } from "~/api/schemas/user";
import { memberBanners, notificationsDisabledDismissedCookie, pushDismissedCookie } from "./dismissal.server";

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function request(
  path = "/members",
  { cookie = "", agent = DESKTOP, hint }: { cookie?: string; agent?: string; hint?: string } = {}
) {
  const headers: Record<string, string> = { "User-Agent": agent, Cookie: cookie };
  if (hint !== undefined) headers["Sec-CH-UA-Mobile"] = hint;
  return new Request(`http://t.localhost${path}`, { headers });
}

/** A member without a photo, not yet confirmed, whose e-mails the mail system may have turned off. */
const member = (over: Partial<User> = {}): User => ({
  ...userFixture,
  status: "not_confirmed",
  notifications_disabled: [],
  ...over,
  profile: { ...userFixture.profile, status: "disabled", main_image: null },
});
const dismissedWith = async (...cookies: { serialize: (v: string) => Promise<string> }[]) =>
  (await Promise.all(cookies.map((c) => c.serialize(new Date().toISOString())))).map((c) => c.split(";")[0]).join("; ");

describe("the banners that apply to a member, in their order", () => {
  it("lists all four in the product's order when each applies", async () => {
    // The activate reminder needs no turned-off e-mails; the alert needs some: both at once cannot be.
    const unconfirmed = await memberBanners(request(), member(), { pushKey: true });
    expect(unconfirmed.kinds).toEqual(["activate", "add_photo", "push"]);
    const bounced = await memberBanners(request(), member({ notifications_disabled: ["bounce"] }), { pushKey: true });
    expect(bounced.kinds).toEqual(["add_photo", "push", "notifications_disabled"]);
  });

  it("offers no push invitation on a site without a push key", async () => {
    expect((await memberBanners(request(), member(), { pushKey: false })).kinds).not.toContain("push");
  });

  it("leaves out the push invitation and the alert once dismissed", async () => {
    const cookie = await dismissedWith(pushDismissedCookie, notificationsDisabledDismissedCookie);
    const { kinds } = await memberBanners(
      request("/members", { cookie }),
      member({ notifications_disabled: ["fbl"] }),
      {
        pushKey: true,
      }
    );
    expect(kinds).toEqual(["add_photo"]);
  });

  it("makes the reminder a modal right after signup, naming the address", async () => {
    const banners = await memberBanners(request("/members?api_signup_complete=1"), member(), { pushKey: false });
    expect(banners).toEqual({ kinds: ["activate", "add_photo"], email: userFixture.email, activateModal: true });
    expect((await memberBanners(request(), member(), { pushKey: false })).activateModal).toBe(false);
  });

  it("shows no reminder right after signup on a phone (by its client hint or its User-Agent)", async () => {
    for (const phone of [
      request("/members?api_signup_complete=1", { agent: PHONE }),
      request("/members?api_signup_complete=1", { hint: "?1" }),
    ]) {
      const banners = await memberBanners(phone, member(), { pushKey: false });
      expect(banners).toEqual({ kinds: ["add_photo"], email: "", activateModal: false });
    }
    // A desktop browser that says it is no phone, though its User-Agent would.
    const hinted = await memberBanners(
      request("/members?api_signup_complete=1", { agent: PHONE, hint: "?0" }),
      member(),
      {
        pushKey: false,
      }
    );
    expect(hinted.activateModal).toBe(true);
    // A phone without the signup's parameter gets the reminder as an alert.
    expect((await memberBanners(request("/members", { agent: PHONE }), member(), { pushKey: false })).kinds).toContain(
      "activate"
    );
  });
});
