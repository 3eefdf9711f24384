// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called for each connection as it is made. */
    setupClient?: (client: { setHeaders(headers: Record<string, string>): void }) => void;
    /** Answer with a RawResult, whose histograms `aggregateResult` can merge with other runs'. */
    skipAggregateResult?: boolean;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Answers per HTTP status. */
    statusCodeStats: Record<string, { count: number }>;
  }
  /** A run's own counts and encoded histograms, before aggregation. */
  export interface RawResult {
    totalCompletedRequests: number;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown;
  namespace autocannon {
    /** One result from several runs made with `skipAggregateResult`: latency over all their requests. */
    function aggregateResult(results: RawResult[], options: { url: string; connections?: number }): Result;
  }
  export default autocannon;
}
