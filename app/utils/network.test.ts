import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, prefetchAllowed, shouldReloadForChunk } from "./network";

describe("chunk-load reload guard", () => {
  it("recognises chunk load failures of the browsers", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /build/routes/x.js"))).toBe(
      true
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Network down"))).toBe(false);
  });
  it("reloads at most once per 60 s", () => {
    const now = 1_000_000;
    expect(shouldReloadForChunk(now, null)).toBe(true);
    expect(shouldReloadForChunk(now, now - 10_000)).toBe(false);
    expect(shouldReloadForChunk(now, now - CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });
});

describe("prefetchAllowed", () => {
  const nav = (connection?: object) => ({ connection } as unknown as Navigator);
  it("skips prefetching on 2g and with data saver", () => {
    expect(prefetchAllowed(nav({ effectiveType: "2g" }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: "slow-2g" }))).toBe(false);
    expect(prefetchAllowed(nav({ effectiveType: "4g", saveData: true }))).toBe(false);
  });
  it("prefetches otherwise", () => {
    expect(prefetchAllowed(nav({ effectiveType: "4g" }))).toBe(true);
    expect(prefetchAllowed(nav())).toBe(true);
  });
});

describe("the chunk reload guard while the page is left", () => {
  it("does not reload for module loads aborted by leaving the page, and still does otherwise", async () => {
    const { installChunkReloadGuard } = await import("./network");
    const target = new EventTarget();
    const reload = vi.fn();
    const store = new Map<string, string>();
    const win = Object.assign(target, {
      location: { reload },
      sessionStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
    }) as unknown as Window;
    installChunkReloadGuard(win);
    const failure = () => {
      const event = new Event("unhandledrejection") as Event & { reason: unknown };
      event.reason = new TypeError("Failed to fetch dynamically imported module: /build/x.js");
      target.dispatchEvent(event);
    };
    target.dispatchEvent(new Event("beforeunload"));
    failure();
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("pageshow")); // back from the bfcache: the page is live again
    failure();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
