// Loading one URL: requests one at a time (the time to first byte), autocannon under load, and
// the serving process's CPU time.
import autocannon, { type RawResult, type Result } from "autocannon";
import fs from "node:fs";
import http from "node:http";

export interface Target {
  /** http://127.0.0.1:<port><path>: where the socket goes. */
  url: string;
  /** Host (the tenant) and Cookie (the member) headers. */
  headers: Record<string, string>;
  /** The serving process: its CPU time per request is measured where /proc exists (Linux). */
  pid?: number;
  /**
   * Cookies of several members: each connection of a load is one of them in turn, as many members
   * load pages, not one (each member holds a bounded share of the turns, decision 026).
   */
  cookies?: string[];
}

export interface Load {
  connections: number;
  /** Seconds. */
  duration: number;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Milliseconds from sending the request to the response head (its first bytes). */
  firstByteMs: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request with node's http (fetch refuses to set Host); the body is read and dropped. */
export function request(
  target: Target,
  { method = "GET", body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {}
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.request(target.url, { method, agent, headers: { ...target.headers, ...headers } }, (res) => {
      const firstByteMs = Number(process.hrtime.bigint() - start) / 1e6;
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, firstByteMs }));
      res.on("error", reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${method} ${target.url}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Fails loudly unless the page answers 200: a redirect to /login would measure the wrong page. */
export async function expectOk(name: string, target: Target): Promise<void> {
  const answer = await request(target);
  if (answer.status !== 200) {
    const where = answer.headers.location ? ` → ${answer.headers.location}` : "";
    throw new Error(`${name}: ${target.url} answered ${answer.status}${where}, expected 200`);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median time to the response head of `samples` requests one after the other, ms. */
export async function timeToFirstByte(target: Target, samples = 15): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push((await request(target)).firstByteMs);
  return median(times);
}

function runLoad<R>(target: Target, load: Load, raw: boolean): Promise<R> {
  return new Promise((resolve, reject) => {
    let made = 0;
    const { cookies } = target;
    const setupClient = cookies?.length
      ? (client: { setHeaders(headers: Record<string, string>): void }) =>
          client.setHeaders({ ...target.headers, cookie: cookies[made++ % cookies.length] })
      : undefined;
    autocannon(
      { url: target.url, headers: target.headers, setupClient, skipAggregateResult: raw, ...load },
      (error, result) => (error ? reject(error) : resolve(result as R))
    );
  });
}

export const cannon = (target: Target, options: Load) => runLoad<Result>(target, options, false);

/** One of several runs whose latency `autocannon.aggregateResult` merges afterwards. */
export const cannonRound = (target: Target, options: Load) => runLoad<RawResult>(target, options, true);

/** Load that is thrown away: JIT compilation, the product's settings/company caches, sockets. */
export async function warmUp(target: Target, load: Load, seconds: number): Promise<void> {
  await cannon(target, { connections: load.connections, duration: seconds });
}

/**
 * User + system CPU time of a process and its children (a cluster's workers) in milliseconds, from
 * /proc (clock ticks of 10 ms).
 */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
    let total = (Number(fields[11]) + Number(fields[12])) * 10;
    for (const child of childrenOf(pid)) total += cpuMs(child) ?? 0;
    return total;
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
