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

describe("safeRedirect against known bypass shapes", () => {
  const shapes = [
    "/.//evil.example",
    decodeURIComponent("%2F.%2F%2Fevil.example"),
    "/./\\evil.example",
    "/.\\/evil.example",
    "/../..//evil.example",
    "/a/..//evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5C%5Cevil.example",
    "/%09/evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\u0000//evil.example",
    "https:evil.example",
    "http:/evil.example",
    "https://evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " /evil",
    "/\u3000/evil.example",
    "data:text/html,x",
  ];
  it.each(shapes)("%j stays on the site", (target) => {
    const result = safeRedirect(target, "/fallback");
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(result).not.toMatch(/\\/);
    // What a browser makes of the Location header.
    expect(new URL(result, "https://site.test/some/page").origin).toBe("https://site.test");
    expect(result.toLowerCase()).not.toContain("evil.example/");
  });
  it("keeps ordinary paths as the browser would resolve them", () => {
    expect(safeRedirect("/members/./12")).toBe("/members/12");
    expect(safeRedirect("/members?x=//evil.example")).toBe("/members?x=//evil.example");
  });
});
