import http from "node:http";
import type net from "node:net";

/** How the fake API misbehaves: "ok" passes every call to the real reference API. */
export type FaultMode = "ok" | "refused" | "reset" | "hanging" | "slow" | "error500" | "malformed";

/**
 * A controllable API in front of the reference API: the fault tenant's `api.baseUrl` points here.
 * The tenant's domain is rewritten to `realDomain`, so the reference API serves that site's data.
 */
export async function startFaultApi(options: { upstream: string; fakeDomain: string; realDomain: string }) {
  let mode: FaultMode = "ok";
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    if (mode === "reset") return req.socket.resetAndDestroy();
    if (mode === "hanging") return; // never answers
    if (mode === "error500") return res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>500</h1>");
    if (mode === "malformed")
      return res.writeHead(200, { "Content-Type": "application/json" }).end('{"settings": {"niche": 1,');
    const delay = mode === "slow" ? 6000 : 0;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      setTimeout(async () => {
        const url = new URL(req.url ?? "/", options.upstream);
        const domain = url.searchParams.get("forced-domain");
        if (domain === options.fakeDomain) url.searchParams.set("forced-domain", options.realDomain);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers))
          if (typeof value === "string" && !["host", "content-length", "connection"].includes(name))
            headers.set(name, value);
        try {
          const upstream = await fetch(url, {
            method: req.method,
            headers,
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          });
          const body = Buffer.from(await upstream.arrayBuffer());
          res.writeHead(upstream.status, {
            "Content-Type": upstream.headers.get("Content-Type") ?? "application/json",
          });
          res.end(body);
        } catch {
          res.destroy();
        }
      }, delay);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;

  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${port}`,
    /** "refused" closes the port; any other mode listens on it again. */
    async setMode(next: FaultMode) {
      if (next === "refused" && mode !== "refused") await close();
      if (next !== "refused" && mode === "refused")
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      for (const socket of sockets) socket.destroy(); // no kept-alive connection crosses modes
      mode = next;
    },
    stop: close,
  };
}
