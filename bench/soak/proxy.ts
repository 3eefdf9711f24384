// A tiny round-robin load balancer before the web processes, as in production: each request goes
// to the next process; one that refuses the connection (it is shutting down or not up yet) is
// skipped for the next. Nothing was sent to a process that refused, so any request may go on to
// another. Bodies are small forms: read whole before they are passed on.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Proxy {
  url: string;
  /** Requests that went to another process because one refused the connection. */
  rerouted: () => number;
  close: () => Promise<void>;
}

export async function startProxy(backends: string[]): Promise<Proxy> {
  let next = 0;
  let rerouted = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => forward(Buffer.concat(chunks), next++ % backends.length, backends.length));

    function forward(body: Buffer, index: number, triesLeft: number) {
      const upstream = http.request(
        `${backends[index]}${req.url}`,
        // A connection per request: no idle connection to a process that is about to close.
        { method: req.method, headers: req.headers, agent: false },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          // Event streams: every chunk at once.
          res.flushHeaders();
          answer.pipe(res);
          // Cut off upstream: cut off here too, as a load balancer passes a reset on.
          answer.on("aborted", () => res.destroy());
          res.on("close", () => answer.destroy());
        }
      );
      upstream.on("error", (error: NodeJS.ErrnoException) => {
        if (error.code === "ECONNREFUSED" && triesLeft > 1) {
          rerouted++;
          return forward(body, (index + 1) % backends.length, triesLeft - 1);
        }
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end();
        if (!res.writableFinished) res.destroy();
      });
      res.on("close", () => upstream.destroy());
      upstream.end(body);
    }
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rerouted: () => rerouted,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
