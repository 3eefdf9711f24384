import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-origin paths with their query and hash", () => {
    expect(safeRedirect("/members/12?tab=photos#top")).toBe("/members/12?tab=photos#top");
  });
  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/%0d%0aSet-Cookie:x",
    "/\t/evil.example",
    "",
    null,
  ])("falls back for %s", (target) => {
    const result = safeRedirect(target as string | null);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, "http://site.test").host).toBe("site.test");
  });
  it("falls back to the given path", () => {
    expect(safeRedirect("https://evil.example", "/")).toBe("/");
  });
});
