import { describe, expect, it } from "vitest";
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
