// @vitest-environment happy-dom
import { Link, Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { ProgressBar } from "./progress-bar";
import { PROGRESS_HIDE_MS, PROGRESS_THROTTLE_MS } from "./progress-timing";

/**
 * The timing of the progress bar (docs/product.md#page-loading), on a fake clock: the bar is rendered in a Remix stub whose
 * /slow page's loader answers only when the test lets it, so every phase change is tied to a
 * known instant instead of to how fast the machine happens to be.
 */

let i18n: Awaited<ReturnType<typeof createI18nInstance>>;

beforeEach(async () => {
  i18n = await createI18nInstance("en", ["common"]);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page with the bar and a link to /slow, whose loader waits for `arrive()`. */
async function renderApp() {
  let arrive!: () => void;
  const answered = new Promise<null>((resolve) => (arrive = () => resolve(null)));
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <>
          <ProgressBar />
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <Link to="/slow">Go</Link> },
        { path: "slow", loader: () => answered, Component: () => <h1>Slow page</h1> },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  const bar = screen.getByRole("progressbar", { hidden: true });
  const phase = () => bar.getAttribute("data-phase");
  /** Moves the fake clock on, letting React commit what the timers set off. */
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  const click = () => act(async () => void fireEvent.click(screen.getByRole("link", { name: "Go" })));
  const pageArrives = async () => {
    arrive();
    await advance(0);
    expect(screen.queryByRole("heading", { name: "Slow page" })).not.toBeNull();
  };
  return { bar, phase, advance, click, pageArrives };
}

describe("ProgressBar", () => {
  it("stays hidden for the first 200 ms of a navigation, then runs", async () => {
    const app = await renderApp();
    expect(app.phase()).toBe("hidden");
    expect(app.bar.getAttribute("aria-hidden")).toBe("true");
    expect(app.bar.getAttribute("aria-label")).toBe("Loading");

    await app.click();
    await app.advance(PROGRESS_THROTTLE_MS - 1);
    expect(app.phase()).toBe("hidden");
    await app.advance(1);
    expect(app.phase()).toBe("running");
    expect(app.bar.getAttribute("aria-hidden")).toBe("false");
  });

  it("finishes when the page arrives and hides 500 ms after that", async () => {
    const app = await renderApp();
    await app.click();
    await app.advance(PROGRESS_THROTTLE_MS + 3_000); // a slow page: the bar keeps running
    expect(app.phase()).toBe("running");

    await app.pageArrives();
    expect(app.phase()).toBe("done");
    await app.advance(PROGRESS_HIDE_MS - 1);
    expect(app.phase()).toBe("done");
    await app.advance(1);
    expect(app.phase()).toBe("hidden");
    expect(app.bar.getAttribute("aria-hidden")).toBe("true");
  });

  it("never shows for a navigation faster than 200 ms", async () => {
    const app = await renderApp();
    const seen = new Set<string | null>();
    new MutationObserver(() => seen.add(app.phase())).observe(app.bar, { attributes: true });

    await app.click();
    await app.advance(PROGRESS_THROTTLE_MS - 1);
    await app.pageArrives();
    await app.advance(PROGRESS_THROTTLE_MS + PROGRESS_HIDE_MS);
    expect(app.phase()).toBe("hidden");
    expect([...seen]).toEqual([]);
  });
});
