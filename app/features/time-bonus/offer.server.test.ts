import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearMemberCache } from "~/api/member-cache.server";
import { timeBonusModalDismissedCookie } from "~/features/member-banners/dismissal.server";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { userFixture } from "../../../tests/mocks/fixtures";
import { discountCodeFixture } from "../../../tests/mocks/payment-fixtures";
import { routeArgs } from "../../../tests/mocks/route-args";
import { server } from "../../../tests/mocks/server";
import { memberOffer } from "./offer.server";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearMemberCache();
  vi.useRealTimers();
});
afterAll(() => server.close());

const bonus = (secondsLeft: number) => ({
  time_bonus: {
    code: "TIMEBONUS25",
    value_percentage: "25.0",
    ends_at: "2026-11-01T14:00:00.000Z",
    seconds_left: secondsLeft,
  },
});
/** The member's welcome code. */
const welcome = discountCodeFixture({ code: "WELCOME-7Q2", user_id: 42, value_percentage: "15.0" });

async function offerFor(user = userFixture, headers: Record<string, string> = {}) {
  const { request, context } = await routeArgs("/members");
  for (const [name, value] of Object.entries(headers))
    request.headers.set(name, `${request.headers.get(name)}; ${value}`);
  return memberOffer(request, context, user);
}

describe("the member's offer", () => {
  it("is the time bonus with the seconds the API says are left", async () => {
    server.use(mockEndpoint("getTimeBonus", () => HttpResponse.json(bonus(14_000))));
    expect(await offerFor()).toEqual({
      timeBonus: { secondsLeft: 14_000, percentage: "25.0" },
      welcome: null,
      popupDismissed: false,
    });
  });

  it("is nothing for a paid member, without asking the API", async () => {
    // No handler: a call would fail the test.
    expect(await offerFor({ ...userFixture, paid_user: true })).toBeNull();
  });

  it("is the welcome code when there is no time bonus; its failure is ignored", async () => {
    server.use(
      mockEndpoint("getTimeBonus", () => HttpResponse.json({ time_bonus: null })),
      mockEndpoint("getDiscountCode", () => HttpResponse.json({ discountcode: welcome }))
    );
    expect(await offerFor()).toMatchObject({ timeBonus: null, welcome: { code: "WELCOME-7Q2", percentage: "15.0" } });
    clearMemberCache();
    server.use(mockRefusal("getDiscountCode", "code_not_found"));
    expect(await offerFor()).toMatchObject({ timeBonus: null, welcome: null });
  });

  it("shows the page without an offer when the time bonus cannot be loaded, and asks again next time", async () => {
    server.use(mockEndpoint("getTimeBonus", () => HttpResponse.json({ error: "internal_error" }, { status: 500 })));
    expect(await offerFor()).toBeNull();
    server.use(mockEndpoint("getTimeBonus", () => HttpResponse.json(bonus(600))));
    expect(await offerFor()).toMatchObject({ timeBonus: { secondsLeft: 600 } });
  });

  it("counts a kept answer down, and is gone at zero", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let asked = 0;
    server.use(
      mockEndpoint("getTimeBonus", () => {
        asked++;
        return HttpResponse.json(bonus(8));
      }),
      mockEndpoint("getDiscountCode", () => HttpResponse.json({ error: "code_not_found" }, { status: 404 }))
    );
    expect(await offerFor()).toMatchObject({ timeBonus: { secondsLeft: 8 } });
    vi.advanceTimersByTime(3_000);
    expect(await offerFor()).toMatchObject({ timeBonus: { secondsLeft: 5 } });
    vi.advanceTimersByTime(5_000);
    expect(await offerFor()).toMatchObject({ timeBonus: null });
    expect(asked).toBe(1);
  });

  it("knows the popup was closed", async () => {
    server.use(mockEndpoint("getTimeBonus", () => HttpResponse.json(bonus(600))));
    const cookie = (await timeBonusModalDismissedCookie.serialize(new Date().toISOString())).split(";")[0];
    expect(await offerFor(userFixture, { Cookie: cookie })).toMatchObject({ popupDismissed: true });
  });
});
