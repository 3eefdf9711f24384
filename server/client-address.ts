import type { Request } from "express";
import type { Logger } from "pino";
import { normalizeAddress } from "../app/domain/client-address";

/**
 * The client's address for the request context, in one spelling (`normalizeAddress`): the one the
 * proxies TRUST_PROXY names forwarded (express's `req.ip`), else the socket's. Forwarded text that
 * is no address (a proxy writing `unknown` or a host name) is not believed: the socket's address
 * stands in, and the line is logged so the proxy can be set right. Every per-address limit, here
 * and in the API, counts what this gives (decision 012, "Client addresses").
 */
export function clientAddress(req: Pick<Request, "ip" | "socket">, log: Pick<Logger, "warn">): string {
  const socket = normalizeAddress(req.socket.remoteAddress) ?? "";
  const seen = req.ip ?? req.socket.remoteAddress;
  const address = normalizeAddress(seen);
  // No text at all: the connection is already gone, nothing to report.
  if (address || !seen) return address ?? socket;
  log.warn({ forwarded: seen.slice(0, 100), socket }, "client address is not an address: the socket's counts");
  return socket;
}
