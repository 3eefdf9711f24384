import http from "node:http";
import type net from "node:net";
import { normalizeHost } from "../app/tenant/host.server";

/**
 * What a request line names, as the pages are addressed: a path with its query. Browsers send that
 * (origin form); proxies and scanners also send the absolute form `GET http://host/path` (RFC 9112
 * §3.2.2), which is the same page when its host is the one the Host header names. A different host
 * is refused, since the site is chosen from the Host header alone (docs/architecture.md#tenants);
 * `*`, `host:443` and anything else name no page.
 */
export type RequestTarget = { path: string } | { refused: true };

export function requestTarget(target: string, hostHeader: string | undefined): RequestTarget {
  if (target.startsWith("/")) return { path: target };
  if (!/^https?:\/\//i.test(target)) return { refused: true };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { refused: true };
  }
  if (!hostHeader || normalizeHost(url.host) !== normalizeHost(hostHeader)) return { refused: true };
  return { path: url.pathname + url.search };
}

/** Requests whose target names no page: refused with the site's 400 page once the site is known. */
const unusableTargets = new WeakSet<http.IncomingMessage>();
export const namesNoPage = (req: http.IncomingMessage) => unusableTargets.has(req);

/**
 * The server's request listener: `app` sees every request in origin form. Remix builds its URL
 * from the Host header and the path, and an absolute target made that URL fail with a 500 on
 * every path; Express's router drops a target without a path (`host:443`) with its own 404. A
 * target that names no page goes on as `/`, marked for the site's 400 page (`namesNoPage`).
 * CONNECT requests (a proxy tunnel), which Node hands to a listener of its own and otherwise drops
 * unanswered, are answered the same way: the site's page for a method no page takes; the
 * connection closes after it, as Node has stopped reading requests from it.
 */
export function serveInOriginForm(app: http.RequestListener): http.Server {
  const listener: http.RequestListener = (req, res) => {
    const target = requestTarget(req.url ?? "", req.headers.host);
    if ("refused" in target) unusableTargets.add(req);
    req.url = "refused" in target ? "/" : target.path;
    app(req, res);
  };
  const server = http.createServer(listener);
  server.on("clientError", answerUnparsable);
  server.on("connect", (req: http.IncomingMessage, socket: net.Socket) => {
    const res = new http.ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.once("finish", () => {
      res.detachSocket(socket);
      socket.end();
    });
    socket.once("error", () => socket.destroy());
    listener(req, res);
  });
  return server;
}

/**
 * A request Node's parser refused before any page could run (a `host:port` target outside
 * CONNECT, a malformed request line or header): no site is known yet, so the answer is a clean
 * JSON error rather than Node's bare one. Headers too large get 431, the rest 400.
 */
function answerUnparsable(error: Error & { code?: string }, socket: net.Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  const [status, text, code] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "headers_too_large"]
      : [400, "Bad Request", "bad_request"];
  const body = JSON.stringify({ error: code });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
      `X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`
  );
}
