import { describe, expect, it } from "vitest";
import { offlineCacheKey } from "./offline-cache.server";

describe("the service worker's cache key of a member", () => {
  it("is none for a visitor, so the worker forgets every saved conversation", () => {
    expect(offlineCacheKey(null)).toBeNull();
    expect(offlineCacheKey("")).toBeNull();
  });
  it("stays the same through one login and differs for another session", () => {
    expect(offlineCacheKey("token-a")).toBe(offlineCacheKey("token-a"));
    expect(offlineCacheKey("token-a")).not.toBe(offlineCacheKey("token-b"));
  });
  it("never shows the token itself", () => {
    const token = "secret-session-token-123";
    const key = offlineCacheKey(token)!;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain(token);
  });
});
