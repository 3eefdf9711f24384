import { describe, expect, it } from "vitest";
import { createI18nInstance } from "./i18n.server";
import { formatters } from "./format";

describe("formatters", () => {
  it("format numbers, money and dates per locale", () => {
    expect(formatters("de").number(1234.5)).toBe("1.234,5");
    expect(formatters("en-US").number(1234.5)).toBe("1,234.5");
    expect(formatters("nl").money(1995, "EUR")).toBe("€\u00a019,95");
    expect(formatters("en-US").money(1995, "USD")).toBe("$19.95");
    expect(formatters("sv").money(19900, "SEK")).toMatch(/^199,00\s?kr$/);
    expect(formatters("en").date("2026-03-05T12:00:00Z")).toBe("5 Mar 2026");
    expect(formatters("en-US").date("2026-03-05T12:00:00Z")).toBe("Mar 5, 2026");
    expect(formatters("en").moment("2026-03-06T00:00:00Z")).toBe("6 Mar, 00:00 UTC");
    expect(formatters("de").moment("2026-03-06T00:00:00Z", "Europe/Berlin")).toBe("6. März, 01:00 MEZ");
    expect(formatters("fr").list(["a", "b", "c"])).toBe("a, b et c");
  });

  it("pluralise with each language's rules", async () => {
    const pl = await createI18nInstance("pl", ["common"]);
    expect(pl.t("members.credits", { count: 1 })).toBe("Masz 1 kredyt.");
    expect(pl.t("members.credits", { count: 3 })).toBe("Masz 3 kredyty.");
    expect(pl.t("members.credits", { count: 5 })).toBe("Masz 5 kredytów.");
    const de = await createI18nInstance("de", ["common"]);
    expect(de.t("members.credits", { count: 1 })).toBe("Du hast 1 Credit.");
  });
});
