import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * docs/decisions/ holds one decision per file, each read the same way: why it was needed (Context),
 * what was chosen (Decision), what follows (Consequences). Dated runs and their tables live in
 * bench/measurements.md, which a decision links to; docs/product.md and the code cite decisions by
 * file name, so a renamed decision or a moved measurement must not leave a dead link.
 */
const DIR = "docs/decisions";
const decisions = readdirSync(DIR)
  .filter((name) => name.endsWith(".md"))
  .map((name) => ({ name, text: readFileSync(join(DIR, name), "utf8") }));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchors(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1].trim())));
}

/** Level-two headings, outside code blocks. */
function sections(markdown: string): string[] {
  return [...markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(tsx?|mjs|js|md|sql)$/.test(entry.name) ? [path] : [];
  });
}

describe("docs/decisions", () => {
  it("finds the decisions", () => {
    expect(decisions.length).toBeGreaterThan(20);
  });

  it.each(decisions)("$name is titled with its own number", ({ name, text }) => {
    expect(text.split("\n")[0]).toMatch(new RegExp(`^# ${name.slice(0, 3)} — \\S`));
  });

  it.each(decisions)("$name reads as Context, Decision, Consequences", ({ text }) => {
    expect(sections(text)).toEqual(["Context", "Decision", "Consequences"]);
  });

  it.each(decisions)("$name keeps its lines within 120 characters, tables and links aside", ({ text }) => {
    // A long link or path cannot be wrapped; it does not count.
    const long = text.split("\n").filter((line) => !line.startsWith("|") && line.replace(/\S{40,}/g, "").length > 120);
    expect(long).toEqual([]);
  });

  it.each(decisions)("$name logs no runs of its own: measured figures go to bench/measurements.md", ({ text }) => {
    expect(text).not.toMatch(/^#{2,} (Measured|Figures)\b/m);
  });

  it("links to measurements that exist", () => {
    const measured = anchors(readFileSync("bench/measurements.md", "utf8"));
    const links = decisions.flatMap(({ name, text }) =>
      [...text.matchAll(/bench\/measurements\.md#([\w-]+)/g)].map((m) => ({ name, anchor: m[1] }))
    );
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter((link) => !measured.has(link.anchor))).toEqual([]);
  });

  it("is cited only by file names and sections that exist", () => {
    const roots = ["app", "server", "lib", "reference-api", "docs", "tests", "scripts", "bench", "README.md"];
    const files = roots.flatMap((root) => (root.endsWith(".md") ? [root] : sourceFiles(root)));
    const cited = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/decisions\/(\d{3}-[\w-]+\.md)(?:#([\w-]+))?/g)].map((m) => ({
        file,
        decision: m[1],
        anchor: m[2],
      }))
    );
    expect(cited.length).toBeGreaterThan(20);
    const dead = cited.filter(
      ({ decision, anchor }) =>
        !existsSync(join(DIR, decision)) ||
        (anchor !== undefined && !anchors(readFileSync(join(DIR, decision), "utf8")).has(anchor))
    );
    expect(dead).toEqual([]);
  });

  it("makes anchors as GitHub does", () => {
    expect(anchorOf("Overload: pages under 10, 50 and 200 connections (2026-11-27, decision 026)")).toBe(
      "overload-pages-under-10-50-and-200-connections-2026-11-27-decision-026"
    );
    expect(anchorOf("The reference API's tests")).toBe("the-reference-apis-tests");
  });
});
