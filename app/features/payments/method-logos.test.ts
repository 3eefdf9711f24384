import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAYMENT_METHODS } from "~/api/schemas/payments";

describe("the payment method marks", () => {
  it("hold one symbol for every method of the contract, and nothing fetched from elsewhere", () => {
    const svg = readFileSync(new URL("./method-logos.svg", import.meta.url), "utf8");
    const symbols = [...svg.matchAll(/<symbol id="([a-z0-9]+)"/g)].map((m) => m[1]);
    expect(symbols.sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(svg).not.toMatch(/href=|url\(|<image/);
  });
});
