import path from "node:path";
import type { FullConfig, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many spec files the table shows. */
const SHOWN = 10;

type SpecTime = { file: string; tests: number; ms: number };

/**
 * After the e2e run, the ten spec files that took longest (time summed over their tests' runs, both
 * projects and retries): where the next minute of the suite is to be won.
 */
export default class SlowestSpecsReporter implements Reporter {
  private rootDir = "";
  private readonly specs = new Map<string, SpecTime>();

  onBegin(config: FullConfig) {
    this.rootDir = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(this.rootDir, test.location.file);
    const spec = this.specs.get(file) ?? { file, tests: 0, ms: 0 };
    // A retry is the same test again: counted once, its time added.
    if (result.retry === 0) spec.tests += 1;
    spec.ms += result.duration;
    this.specs.set(file, spec);
  }

  onEnd() {
    const rows = slowestSpecs([...this.specs.values()], SHOWN);
    if (rows.length > 0) console.log(`\n${slowestSpecsTable(rows)}`);
  }

  printsToStdio() {
    // The list reporter prints the run; this one only adds its table at the end.
    return false;
  }
}

export function slowestSpecs(specs: SpecTime[], count: number): SpecTime[] {
  return [...specs].sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file)).slice(0, count);
}

export function slowestSpecsTable(rows: SpecTime[]): string {
  const header = ["spec", "tests", "total"];
  const cells = rows.map((r) => [r.file, String(r.tests), `${(r.ms / 1000).toFixed(1)} s`]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `${c[0].padEnd(widths[0])}  ${c[1].padStart(widths[1])}  ${c[2].padStart(widths[2])}`;
  return [`The ${rows.length} slowest specs:`, line(header), ...cells.map(line)].join("\n");
}
