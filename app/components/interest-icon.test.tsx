// @vitest-environment happy-dom
import fs from "node:fs";
import path from "node:path";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { INTEREST_KEYS } from "~/api/interest-keys";
import { InterestIcon } from "./interest-icon";

afterEach(cleanup);

const sprite = fs.readFileSync(path.join(__dirname, "interest-icons.svg"), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([a-z_]+)"/g)].map((m) => m[1]));

describe("interest icons", () => {
  it("draws every interest of the catalogue as an SVG symbol, not a font glyph", () => {
    expect(INTEREST_KEYS.filter((key) => !symbols.has(key))).toEqual([]);
    expect(sprite).not.toMatch(/[\u{1F300}-\u{1FAFF}]/u);
  });

  it("points at the interest's symbol, and at a neutral one for an unknown interest", () => {
    const { container } = render(
      <>
        <InterestIcon interest="wine" />
        <InterestIcon interest="knitting" />
      </>
    );
    const refs = [...container.querySelectorAll("use")].map((u) => u.getAttribute("href")?.split("#")[1]);
    expect(refs).toEqual(["wine", "other"]);
    expect(symbols.has("other")).toBe(true);
    expect(symbols.has("swipe_game") && symbols.has("match_finder")).toBe(true);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });
});
