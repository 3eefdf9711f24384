// The servers of one row measured in turns — baseline, product, baseline, product… — in short
// rounds: each round's ratio compares two servers under the same machine load, and the median of
// the rounds is a figure one busy moment of a shared machine does not move (decision 010).
import autocannon, { type RawResult } from "autocannon";
import { percentile } from "./events";
import { cannonRound, cpuMs, median, type Target } from "./measure";

export interface Rounds {
  /** Rounds per server. */
  count: number;
  /** Seconds of load per round (whole seconds: autocannon counts in one-second ticks). */
  seconds: number;
  connections: number;
}

/** A server's figures over all its rounds of a row. */
export interface Side {
  /** The median of its rounds' req/s. */
  reqPerSec: number;
  /** Latency under load over every request of its rounds, ms. */
  p50: number;
  p99: number;
  /** Non-2xx answers plus socket errors and timeouts. */
  errors: number;
  requests: number;
  /**
   * The server's CPU ms during its rounds ÷ their requests (null where /proc is missing): other
   * load on the machine slows req/s far more than it changes this.
   */
  cpuMsPerRequest: number | null;
  /** Each round in order. */
  rounds: Round[];
}

export interface Round {
  reqPerSec: number;
  /** The server's CPU ms per request in this round (null where /proc is missing). */
  cpuMsPerRequest: number | null;
  /**
   * The share of one core the server ran on during the round (null where /proc is missing): on a
   * busy machine it moves from round to round, and req/s with it.
   */
  cpuShare: number | null;
}

/** How a row's per-round figures spread: the median, the quartiles and the extremes. */
export interface Spread {
  median: number;
  q1: number;
  q3: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  if (!values.length) return { median: NaN, q1: NaN, q3: NaN, min: NaN, max: NaN };
  return {
    median: median(values),
    q1: percentile(values, 25),
    q3: percentile(values, 75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/**
 * Each round's req/s of `a` ÷ the same round's req/s of `b`. A round in which either answered
 * nothing (a server starved of CPU by other work for the whole round) says nothing and is left out.
 */
export const ratios = (a: Side, b: Side) =>
  a.rounds.flatMap((round, i) =>
    round.reqPerSec > 0 && b.rounds[i].reqPerSec > 0 ? [round.reqPerSec / b.rounds[i].reqPerSec] : []
  );

/** The median share of a core the server ran on during its rounds (null where /proc is missing). */
export function coreShare(side: Side): number | null {
  const shares = side.rounds.flatMap(({ cpuShare }) => (cpuShare === null ? [] : [cpuShare]));
  return shares.length ? median(shares) : null;
}

/** Each round's CPU ms per request of `b` ÷ the same round's of `a`: the ratio of `a` to `b` by CPU time. */
export const cpuRatios = (a: Side, b: Side) =>
  a.rounds.flatMap(({ cpuMsPerRequest: own }, i) => {
    const other = b.rounds[i].cpuMsPerRequest;
    return own && other ? [other / own] : [];
  });

/**
 * `rounds.count` rounds of every target in the given order (the first is the reference the others
 * are divided by), one target at a time. The targets are expected warm.
 */
export async function measureInTurns(targets: Target[], rounds: Rounds): Promise<Side[]> {
  const runs = targets.map(() => ({ raw: [] as RawResult[], cpu: [] as (number | null)[] }));
  for (let round = 0; round < rounds.count; round++) {
    for (const [i, target] of targets.entries()) {
      const before = cpuMs(target.pid);
      const raw = await cannonRound(target, { connections: rounds.connections, duration: rounds.seconds });
      const after = cpuMs(target.pid);
      runs[i].raw.push(raw);
      runs[i].cpu.push(before === null || after === null ? null : after - before);
    }
  }
  return runs.map(({ raw, cpu }, i) => {
    const latency = autocannon.aggregateResult(raw, { url: targets[i].url, connections: rounds.connections }).latency;
    const requests = raw.reduce((sum, r) => sum + r.totalCompletedRequests, 0);
    const cpuTotal = cpu.includes(null) ? null : (cpu as number[]).reduce((sum, ms) => sum + ms, 0);
    const perRound = raw.map(({ totalCompletedRequests: count, duration }, round) => {
      const ms = cpu[round];
      return {
        reqPerSec: count / duration,
        cpuMsPerRequest: ms === null || count === 0 ? null : ms / count,
        cpuShare: ms === null ? null : ms / (duration * 1000),
      };
    });
    return {
      reqPerSec: median(perRound.map((round) => round.reqPerSec)),
      p50: latency.p50,
      p99: latency.p99,
      errors: raw.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
      requests,
      cpuMsPerRequest: cpuTotal === null || requests === 0 ? null : cpuTotal / requests,
      rounds: perRound,
    };
  });
}
