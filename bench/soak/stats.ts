// What the soak measured: durations per step, and every error with the step it happened in.
import { percentile } from "../events";

export class Stats {
  private readonly durations = new Map<string, number[]>();
  readonly errors: { step: string; detail: string; at: number }[] = [];
  /** Requests tried again after a network error (idempotent ones only). */
  retries = 0;

  time(step: string, ms: number): void {
    const list = this.durations.get(step) ?? [];
    list.push(ms);
    this.durations.set(step, list);
  }

  error(step: string, detail: string): void {
    this.errors.push({ step, detail, at: Date.now() });
  }

  /**
   * The errors per tenth of the run (from `start`, `ms` long): whether they come with a restart
   * or all along (an API answering late on a busy machine: the web tier's 504 after its deadline).
   */
  errorsOverTime(start: number, ms: number): string {
    const buckets = new Array<number>(10).fill(0);
    for (const { at } of this.errors) buckets[Math.max(0, Math.min(9, Math.floor(((at - start) / ms) * 10)))]++;
    const span = ms / 10000;
    return buckets.map((n, i) => `${(i * span).toFixed(0)}–${((i + 1) * span).toFixed(0)} s: ${n}`).join(", ");
  }

  /** One line per step: count, p50, p99, max (ms), and its errors. */
  table(): string {
    const steps = [...new Set([...this.durations.keys(), ...this.errors.map((e) => e.step)])].sort();
    const rows = steps.map((step) => {
      const list = this.durations.get(step) ?? [];
      const errors = this.errors.filter((e) => e.step === step).length;
      const ms = (p: number) => (list.length ? String(Math.round(percentile(list, p))) : "-");
      return [step, String(list.length), ms(50), ms(99), ms(100), String(errors)];
    });
    const header = ["step", "count", "p50 ms", "p99 ms", "max ms", "errors"];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
    return [line(header), ...rows.map(line)].join("\n");
  }
}
