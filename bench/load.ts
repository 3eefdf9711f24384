// `npm run bench -- --load`: a logged-in member page under 10, 50 and 200 connections on the full
// stack (the web tier and the reference API with its embedded database), and how the cheap
// requests fare meanwhile (docs/decisions/026-overload-and-metrics.md).
import { cannon, request, type Target } from "./measure";

/**
 * The web tier's turns taken away (docs/decisions/026-overload-and-metrics.md): every request is
 * let in at once, as before there were any. The same run measures both, level by level.
 */
export const NO_LIMITS = { WEB_MAX_IN_FLIGHT: "10000", WEB_MAX_WAITING: "0", API_CALLS_PER_TENANT: "10000" };

export interface LoadRow {
  /** "off": NO_LIMITS; "on": the defaults of lib/env.ts. */
  limits: "off" | "on";
  connections: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers per status: 200 the page, 503 refused for overload, 504 the API's deadline passed. */
  statuses: Record<string, number>;
  /** Socket errors and requests unanswered after autocannon's 10 s. */
  failures: number;
  /** /healthz and a build asset asked one after the other while the page is under load. */
  cheap: { p50: number; p99: number; max: number; count: number };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Sequential cheap requests until `stop` is set: their times while the pages are saturated. */
async function probeCheap(targets: Target[], until: { stop: boolean }): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !until.stop; i++) {
    const start = process.hrtime.bigint();
    await request(targets[i % targets.length]).catch(() => undefined);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

/** A web process of the product under load: its member page and its cheap requests. */
export interface LoadTarget {
  limits: LoadRow["limits"];
  page: Target;
  cheap: Target[];
}

/**
 * Each level of connections on each web process in turn (limits off, then on), so both see the
 * machine in the same minute: the figures to compare are a level's two rows.
 */
export async function measureLoad(
  targets: LoadTarget[],
  { connections, duration }: { connections: number[]; duration: number }
): Promise<LoadRow[]> {
  const rows: LoadRow[] = [];
  // JIT, the site data and member caches, the API's connections: not part of any figure.
  for (const { page } of targets) await cannon(page, { connections: 10, duration: 3 });
  for (const count of connections) {
    for (const target of targets) rows.push(await measureLevel(target, count, duration));
  }
  return rows;
}

async function measureLevel({ limits, page, cheap }: LoadTarget, count: number, duration: number): Promise<LoadRow> {
  {
    const until = { stop: false };
    const probe = probeCheap(cheap, until);
    const result = await cannon(page, { connections: count, duration });
    until.stop = true;
    const times = (await probe).sort((a, b) => a - b);
    const row: LoadRow = {
      limits,
      connections: count,
      reqPerSec: result.requests.total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count: n }]) => [code, n])),
      failures: result.errors + result.timeouts,
      cheap: {
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        max: times.at(-1) ?? NaN,
        count: times.length,
      },
    };
    console.log(loadLine(row));
    // The API's queue drains before the next measurement starts.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    return row;
  }
}

const cell = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "–").padStart(8);
export const LOAD_HEADER =
  "limits".padEnd(7) +
  "conns".padStart(6) +
  ["req/s", "p50 ms", "p99 ms", "max ms", "200", "503", "504", "other", "cheap50", "cheap99", "cheapmx"]
    .map((c) => c.padStart(8))
    .join("");

export function loadLine(row: LoadRow): string {
  const { statuses } = row;
  const other =
    Object.entries(statuses)
      .filter(([code]) => !["200", "503", "504"].includes(code))
      .reduce((sum, [, n]) => sum + n, 0) + row.failures;
  return (
    row.limits.padEnd(7) +
    String(row.connections).padStart(6) +
    [
      cell(row.reqPerSec),
      cell(row.p50),
      cell(row.p99),
      cell(row.max),
      cell(statuses["200"] ?? 0),
      cell(statuses["503"] ?? 0),
      cell(statuses["504"] ?? 0),
      cell(other),
      cell(row.cheap.p50, 1),
      cell(row.cheap.p99, 1),
      cell(row.cheap.max, 1),
    ].join("")
  );
}
