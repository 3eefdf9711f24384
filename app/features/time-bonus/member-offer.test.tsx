// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { MemberOffer } from "./member-offer";
import type { MemberOffer as Offer } from "./offer.server";

beforeEach(() => vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bonus = (secondsLeft: number, popupDismissed = false): Offer => ({
  timeBonus: { secondsLeft, percentage: "25.0" },
  welcome: null,
  popupDismissed,
});

async function renderAt(id: string, offer: Offer | null, credits = 0) {
  const i18n = await createI18nInstance("en", ["common"]);
  const Stub = createRemixStub([{ id, path: "/", Component: () => <MemberOffer offer={offer} credits={credits} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
}

const countdown = () => screen.getByTestId("time-bonus-countdown").textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the time bonus in the members area", () => {
  it("counts down every second from what the server said, and is gone at zero", async () => {
    await renderAt("routes/members._index", bonus(3 * 3600 + 2), 20);
    expect(screen.getByRole("complementary", { name: "Your time bonus" }).textContent).toContain(
      "Welcome gift: 25% off your first credits purchase."
    );
    expect(countdown()).toBe("03:00:02");
    await tick(1000);
    expect(countdown()).toBe("03:00:01");
    await tick(2000);
    expect(countdown()).toBe("02:59:59");
    await tick(3 * 3600 * 1000);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("opens the popup 40 s in at 0 credits, saying to act fast with the time left", async () => {
    await renderAt("routes/likes.($type)", bonus(2 * 3600 + 30 * 60));
    await tick(39_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await tick(1_000);
    // The popup's code is loaded when it is due.
    await act(() => vi.dynamicImportSettled());
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("Act fast!");
    // 2:29:20 left: a started minute counts whole.
    expect(dialog.textContent).toContain("ends in 2 hours, 30 minutes");
    // The banner's offer and the popup's both lead to the credits page.
    const offers = screen.getAllByRole("link", { name: "Get 25% off now" });
    expect(offers.map((link) => link.getAttribute("href"))).toEqual(["/credits", "/credits"]);
  });

  it("opens no popup with credits left, once closed, or outside the members area", async () => {
    await renderAt("routes/members._index", bonus(3600), 10);
    await tick(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    await renderAt("routes/members._index", bonus(3600, true));
    await tick(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    cleanup();
    await renderAt("routes/chats.$id", bonus(3600));
    await tick(60_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("shows the welcome code when there is no time bonus", async () => {
    await renderAt("routes/chats._index", {
      timeBonus: null,
      welcome: { code: "WELCOME10", percentage: "10.0" },
      popupDismissed: false,
    });
    const banner = screen.getByRole("complementary", { name: "Your welcome discount" });
    expect(banner.textContent).toContain("10% off your first credits purchase with the code WELCOME10");
    expect(screen.getByRole("link", { name: "Use my 10% discount" }).getAttribute("href")).toBe(
      "/credits?code=WELCOME10"
    );
  });
});
