import { describe, expect, it } from "vitest";
import { showEntryWarning } from "./page-layout";

const warning = (country: string, eligible = true) => ({ eligible, country, countries: ["NL", "DE"] });

describe("showEntryWarning", () => {
  it("shows in the default layout to eligible visitors from any country", () => {
    expect(showEntryWarning("default", warning("US"), true)).toBe(true);
    expect(showEntryWarning("default", warning("NL"), true)).toBe(true);
  });
  it("shows in the chat, lander and empty layouts only for the configured countries (NL, DE)", () => {
    for (const layout of ["chat", "lander", "empty"] as const) {
      expect(showEntryWarning(layout, warning("NL"), true)).toBe(true);
      expect(showEntryWarning(layout, warning("DE"), true)).toBe(true);
      expect(showEntryWarning(layout, warning("BE"), true)).toBe(false);
    }
  });
  it("never shows to visitors who are not eligible or on routes that opt out", () => {
    expect(showEntryWarning("default", warning("NL", false), true)).toBe(false);
    expect(showEntryWarning("chat", warning("NL"), false)).toBe(false);
  });
});
