import type { Server } from "node:http";
import { DRAIN_GRACE_MS, drainable } from "../lib/http-drain";
import type { Logger } from "../lib/logger";
import { endOpenStreams } from "../lib/open-streams";

/**
 * A rolling restart loses nothing (docs/decisions/027-graceful-shutdown-and-soak.md): on SIGTERM
 * (or SIGINT) the web process stops accepting connections, ends its members' event streams with a
 * reconnect hint (their browsers resume on another process after their last event), lets the
 * requests in flight finish for up to DRAIN_GRACE_MS, then runs `close` and exits. Later signals
 * change nothing.
 */
export function shutDownGracefully(
  server: Server,
  { log, close = () => {}, graceMs = DRAIN_GRACE_MS }: { log: Logger; close?: () => void; graceMs?: number }
) {
  const { drain, inFlight } = drainable(server);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // Ctrl-C reaches a cluster's workers twice (the terminal's SIGINT, the primary's SIGTERM): one drain.
    if (stopping) return;
    stopping = true;
    const streams = endOpenStreams();
    log.info({ signal, streams, requests: inFlight() }, "shutting down");
    const { ms, forced } = await drain(graceMs);
    if (forced) log.warn({ ms, cut: inFlight() }, "requests cut after the grace");
    close();
    log.info({ ms }, "shut down");
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
