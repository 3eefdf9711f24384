import { describe, expect, it } from "vitest";
import { slowestSpecs, slowestSpecsTable } from "../setup/slowest-specs-reporter";

describe("the e2e run's table of slowest specs", () => {
  it("keeps the slowest, slowest first, with their test counts and seconds", () => {
    const specs = Array.from({ length: 12 }, (_, i) => ({
      file: `tests/e2e/s${i}.spec.ts`,
      tests: i + 1,
      ms: i * 1000,
    }));
    const rows = slowestSpecs(specs, 10);
    expect(rows.map((r) => r.file)).toEqual(Array.from({ length: 10 }, (_, i) => `tests/e2e/s${11 - i}.spec.ts`));
    expect(slowestSpecsTable(rows.slice(0, 2)).split("\n")).toEqual([
      "The 2 slowest specs:",
      "spec                   tests   total",
      "tests/e2e/s11.spec.ts     12  11.0 s",
      "tests/e2e/s10.spec.ts     11  10.0 s",
    ]);
  });
});
