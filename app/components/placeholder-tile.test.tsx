// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Avatar } from "~/features/chat/avatar";
import * as tileStyles from "./placeholder-tile.css";
import { initials } from "./placeholder-tile";

afterEach(cleanup);

describe("placeholder tiles of members without a photo", () => {
  it("show up to two initials, first and last word", () => {
    expect(initials("anna")).toBe("A");
    expect(initials("Anna Maria")).toBe("AM");
    expect(initials("  jean  paul   sartre ")).toBe("JS");
    expect(initials("Łukasz żak")).toBe("ŁŻ");
    // A letter outside the Basic Multilingual Plane stays whole.
    expect(initials("𝒜lex")).toBe("𝒜");
    expect(initials("")).toBe("");
  });

  it("are the designed tile in the chat, hidden from screen readers (the name is beside it)", () => {
    const { container } = render(
      <Avatar member={{ name: "Sam Lee", main_image: null }} cdnPrefix="https://cdn.example" size="row" />
    );
    const tile = container.querySelector('[data-testid="placeholder-tile"]')!;
    expect(tile.textContent).toBe("SL");
    expect(tile.getAttribute("aria-hidden")).toBe("true");
    expect(tile.className).toContain(tileStyles.tile);
  });
});
