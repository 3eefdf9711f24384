// @vitest-environment happy-dom
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLiveCounts } from "./use-live-counts";

const member = { name: "Sam", credits: 5, paidUser: false, unread: 0, newLikes: 0 };

/** Counts reads of /resources/counts while the clock runs. */
let reads = 0;
beforeEach(() => {
  reads = 0;
  vi.useFakeTimers();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      reads++;
      return new Response(JSON.stringify({ unread: 0, newLikes: 0, credits: 5 }), { status: 200 });
    })
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the counts' refresh (docs/product.md#navigation)", () => {
  it("reads the counts 5 s after load, then every 60 s", async () => {
    renderHook(() => useLiveCounts(member));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(reads).toBe(6);
  });

  it("reads them every 5 minutes where this browser receives the member's pushes", async () => {
    renderHook(() => useLiveCounts(member, { pushSubscribed: true }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(reads).toBe(2);
  });

  it("reads them at once when the service worker tells of a push", async () => {
    const worker = new EventTarget();
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker: worker }));
    renderHook(() => useLiveCounts(member, { pushSubscribed: true }));
    worker.dispatchEvent(new MessageEvent("message", { data: { type: "SOMETHING_ELSE" } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(0);
    worker.dispatchEvent(new MessageEvent("message", { data: { type: "NEW_PUSH_MESSAGE", title: "Flirt" } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toBe(1);
  });
});
