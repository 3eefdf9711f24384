import type { Server } from "node:http";
import net, { type Socket } from "node:net";

/** How long requests in flight may take to finish once a process is told to stop. */
export const DRAIN_GRACE_MS = 10_000;
/** How often connections idle while draining are looked at. */
const IDLE_SWEEP_MS = 100;
/**
 * How long a kept-alive connection must have been idle before a draining server closes it. A client
 * that was answered a moment before the drain began may be writing its next request on it right
 * now; closed at once, that request would be cut with ECONNRESET though the server never saw it.
 * Answers while draining say `Connection: close`, so a connection in use is closed by its client.
 */
const IDLE_CLOSE_MS = 1000;

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
  /** Each open connection: its requests under way and since when it has had none. */
  const connections = new Map<Socket, { active: number; idleSince: number }>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  // Before the app's own listener: the header must be set before an answer starts.
  server.prependListener("request", (req, res) => {
    inFlight++;
    const connection = connections.get(req.socket);
    if (connection) connection.active++;
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      inFlight--;
      if (!connection) return;
      connection.active--;
      connection.idleSince = Date.now();
    });
  });

  /** Closes the connections that have been idle for IDLE_CLOSE_MS. */
  function closeIdle() {
    const now = Date.now();
    for (const [socket, { active, idleSince }] of connections) {
      if (active === 0 && now - idleSince >= IDLE_CLOSE_MS) socket.destroy();
    }
  }

  /**
   * Stops accepting connections and waits, at most `graceMs`, until every request in flight has
   * been answered: keep-alive connections are closed once idle for IDLE_CLOSE_MS. Whatever still runs
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
      // Stops listening; called back once every connection has closed. net.Server's close, not
      // http.Server's: that one (Node 19+) also closes every idle connection at once.
      net.Server.prototype.close.call(server, () => finish(false));
      // Looked at after the loop's next poll for input: a request that arrived while the process
      // was busy (a long query) is read first, and its connection is no longer idle.
      const sweepAfterInput = () => setImmediate(closeIdle);
      sweepAfterInput();
      const sweep = setInterval(sweepAfterInput, IDLE_SWEEP_MS);
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        finish(inFlight > 0);
      }, graceMs);
    });
  }

  return { drain, inFlight: () => inFlight };
}
