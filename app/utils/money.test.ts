import { describe, expect, it } from "vitest";
import { formatMoney, minorToDecimal } from "./money";

const nbsp = "\u00a0";

describe("money from integer minor units", () => {
  it("turns minor units into an exact decimal without floating point", () => {
    expect(minorToDecimal(1995)).toBe("19.95");
    expect(minorToDecimal(5)).toBe("0.05");
    expect(minorToDecimal(0)).toBe("0.00");
    expect(minorToDecimal(-105)).toBe("-1.05");
    // 0.1 + 0.2 style errors cannot appear: 1.15 × 100 is 114.99999999999999 as a float.
    expect(minorToDecimal(115)).toBe("1.15");
    expect(minorToDecimal(99_999_999)).toBe("999999.99");
  });

  it("refuses what is not a whole number of minor units", () => {
    expect(() => minorToDecimal(19.95)).toThrow(RangeError);
    expect(() => minorToDecimal(Number.NaN)).toThrow(RangeError);
  });

  it("formats each currency the way the member's language writes it", () => {
    expect(formatMoney("nl", 1995, "EUR")).toBe(`€${nbsp}19,95`);
    expect(formatMoney("de", 1995, "EUR")).toBe(`19,95${nbsp}€`);
    expect(formatMoney("fr", 8995, "EUR")).toBe(`89,95${nbsp}€`);
    expect(formatMoney("en", 899, "GBP")).toBe("£8.99");
    expect(formatMoney("en-US", 1099, "USD")).toBe("$10.99");
    expect(formatMoney("pl", 4499, "PLN")).toBe(`44,99${nbsp}zł`);
    expect(formatMoney("sv", 10900, "SEK")).toMatch(/^109,00\skr$/);
    expect(formatMoney("nb", 11900, "NOK")).toMatch(/^119,00\skr$/);
    expect(formatMoney("da", 7900, "DKK")).toMatch(/^79,00\skr\.$/);
    expect(formatMoney("de", 990, "CHF")).toMatch(/^9,90\sCHF$/);
    expect(formatMoney("de", 123456789, "EUR")).toBe(`1.234.567,89${nbsp}€`);
  });
});
