import type { Server } from "node:http";

/** How long requests in flight may take to finish once a process is told to stop. */
export const DRAIN_GRACE_MS = 10_000;
/** How often connections that went idle while draining are closed. */
const IDLE_SWEEP_MS = 100;

export interface DrainResult {
  /** Milliseconds from the start of the drain to its end. */
  ms: number;
  /** Whether requests were still running when the grace ran out (their connections were cut). */
  forced: boolean;
}

/**
 * Counts a server's requests in flight and, once draining, answers each with `Connection: close`
 * so no client sends another request on a connection about to close. Install it when the server
 * is made; `drain` stops it.
 */
export function drainable(server: Server) {
  let inFlight = 0;
  let draining = false;
  server.on("request", (req, res) => {
    inFlight++;
    if (draining && !res.headersSent) res.setHeader("Connection", "close");
    res.once("close", () => inFlight--);
  });

  /**
   * Stops accepting connections and waits, at most `graceMs`, until every request in flight has
   * been answered: keep-alive connections are closed as soon as they are idle. Whatever still runs
   * after the grace is cut. Long-lived answers (event streams) must be ended by the caller first.
   */
  function drain(graceMs = DRAIN_GRACE_MS): Promise<DrainResult> {
    draining = true;
    const started = Date.now();
    return new Promise((resolve) => {
      let done = false;
      const finish = (forced: boolean) => {
        if (done) return;
        done = true;
        clearInterval(sweep);
        clearTimeout(deadline);
        resolve({ ms: Date.now() - started, forced });
      };
      // Called back once every connection has closed.
      server.close(() => finish(false));
      server.closeIdleConnections();
      // A connection whose last answer was in flight becomes idle when it is sent.
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        finish(inFlight > 0);
      }, graceMs);
    });
  }

  return { drain, inFlight: () => inFlight };
}
