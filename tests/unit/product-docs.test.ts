import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { endpoints } from "~/api/endpoints";
import { routeUrls } from "./route-table";

/**
 * docs/product.md says plainly what is "not built yet". Such a statement goes stale the day the
 * thing is built: the docs then tell operators a working feature is missing. Each statement's
 * backticked names are checked against the code: a page (`/transactions`) against the route table,
 * an API call (`discountcode.php`) against the calls the web tier makes, a setting
 * (`visible_profile_notes`) against the code that reads it.
 */
const product = readFileSync("docs/product.md", "utf8");

/** Each "not built yet" statement: from the words to the end of its paragraph or list item. */
function notBuiltStatements(markdown: string): string[] {
  return [...markdown.matchAll(/not built yet:?\**:?([\s\S]*?)(?=\n\s*\n|\n- |\n\d+\. |\n#)/gi)].map((m) => m[1]);
}

/** A route pattern's matcher: `/transactions/:id?` matches `/transactions` and `/transactions/{id}`. */
function matchesRoute(path: string, pattern: string): boolean {
  const source = pattern
    .split("/")
    .filter(Boolean)
    .map((part) =>
      part === "*" ? "(?:/.*)?" : part.startsWith(":") ? `(?:/[^/]+)${part.endsWith("?") ? "?" : ""}` : `/${part}`
    )
    .join("");
  return pattern !== "/*" && new RegExp(`^${source || "/"}$`).test(path);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("docs/product.md's 'not built yet'", () => {
  const statements = notBuiltStatements(product);
  const named = statements.flatMap((s) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]));

  it("finds its statements and the names in them", () => {
    expect(statements.length).toBeGreaterThan(0);
    expect(named.length).toBeGreaterThan(0);
  });

  it("names no page the route table has", async () => {
    const patterns = [...(await routeUrls()).values()];
    const pages = named
      .filter((name) => name.startsWith("/") || /^\{\w+\}$/.test(name))
      // A path written with a placeholder ("/transactions/{id}") is matched as one value.
      .map((name) => (name.startsWith("/") ? name : `/${name}`).replace(/\{[^}]+\}/g, "x").replace(/\?$/, ""));
    expect(pages.filter((page) => patterns.some((pattern) => matchesRoute(page, pattern)))).toEqual([]);
  });

  it("names no API call the web tier makes", () => {
    const calls = new Set(Object.values(endpoints).map((e) => e.path.replace(/^\/api\//, "")));
    expect(named.filter((name) => /^[\w-]+\.php/.test(name) && calls.has(name.replace(/\?.*$/, "")))).toEqual([]);
  });

  it("names no setting the app reads", () => {
    const code = sourceFiles("app")
      .filter((file) => !file.startsWith(join("app", "api", "schemas")))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const settings = named.filter((name) => /^[a-z]+(_[a-z]+)+$/.test(name));
    expect(settings.filter((name) => new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });

  it("the matcher tells a built page from a missing one", () => {
    expect(matchesRoute("/transactions", "/transactions/:id?")).toBe(true);
    expect(matchesRoute("/transactions/x", "/transactions/:id?")).toBe(true);
    expect(matchesRoute("/x", "/pages/:page")).toBe(false);
    expect(matchesRoute("/directdebit", "/*")).toBe(false);
  });
});
