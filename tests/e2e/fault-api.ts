import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type net from "node:net";
import { expect } from "@playwright/test";

/**
 * How the fake API misbehaves: "ok" passes every call to the real reference API; "deletes500"
 * passes all but the DELETE calls, which fail with a server error; "likes500" all but likes.php
 * (one screen's list), which fails with a server error. The "sends…" modes pass a
 * message send on to the API, which stores and charges it, and then lose its answer: "sendsLate"
 * answers after the web tier's write deadline, "sends502" with a server error, "sendsDropped" not
 * at all (the connection is cut).
 */
export type FaultMode =
  | "ok"
  | "refused"
  | "reset"
  | "hanging"
  | "slow"
  | "error500"
  | "malformed"
  | "deletes500"
  | "likes500"
  | "sendsLate"
  | "sends502"
  | "sendsDropped";

const SEND_PATH = "/api/message.php";
const LIKES_PATH = "/api/likes.php";

/** The operator API's live event streams (decisions 016, 028), which an operator's API may not have. */
const EVENTS_PATHS = ["/api/events.php", "/api/site-events.php"];

/**
 * A controllable API in front of the reference API: the fault tenant's `api.baseUrl` points here.
 * The tenant's domain is rewritten to `realDomain`, so the reference API serves that site's data.
 * `withoutEventStream`: events.php and site-events.php answer 404 as an operator's API without a stream does, every
 * other call passes on (answers are passed on whole, so a stream could not pass anyway).
 */
export async function startFaultApi(options: {
  upstream: string;
  fakeDomain: string;
  realDomain: string;
  withoutEventStream?: boolean;
}) {
  let mode: FaultMode = "ok";
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    if (options.withoutEventStream && EVENTS_PATHS.includes(new URL(req.url ?? "/", options.upstream).pathname))
      return res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"not_found"}');
    if (mode === "reset") return req.socket.resetAndDestroy();
    if (mode === "hanging") return; // never answers
    const pathname = new URL(req.url ?? "/", options.upstream).pathname;
    if (
      mode === "error500" ||
      (mode === "deletes500" && req.method === "DELETE") ||
      (mode === "likes500" && pathname === LIKES_PATH)
    )
      return res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>500</h1>");
    if (mode === "malformed")
      return res.writeHead(200, { "Content-Type": "application/json" }).end('{"settings": {"niche": 1,');
    const delay = mode === "slow" ? 6000 : 0;
    const send = req.method === "POST" && new URL(req.url ?? "/", options.upstream).pathname === SEND_PATH;
    const lostAnswer = send && ["sendsLate", "sends502", "sendsDropped"].includes(mode) ? mode : null;
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      // eslint-disable-next-line no-restricted-syntax -- the fault itself: the "slow" API answers 6 s late.
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
          if (lostAnswer === "sendsDropped") return res.destroy();
          if (lostAnswer === "sends502") return res.writeHead(502, { "Content-Type": "text/html" }).end("<h1>502</h1>");
          // Past the web tier's write deadline (WRITE_DEADLINE_MS, 5 s).
          // eslint-disable-next-line no-restricted-syntax -- the fault itself: the answer comes after the deadline.
          if (lostAnswer === "sendsLate") await new Promise((resolve) => setTimeout(resolve, 6000));
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

/**
 * A site of its own behind a fault API: a tenant file (a copy of the demo site `realDomain` with
 * its own host, name and brand colour) whose API is the controllable one. Ready once the web
 * server has picked the file up (any answer but 404); `remove` deletes the file and stops the API.
 */
export async function startFaultSite(options: {
  id: string;
  name: string;
  brandColor: string;
  realDomain: string;
  tenantsDir: string;
  isServed: (host: string) => Promise<boolean>;
  /** How the API behaves from the site's first request on. */
  mode?: FaultMode;
  /** An operator's API with no live event stream (events.php is 404). */
  withoutEventStream?: boolean;
}) {
  const host = `${options.id}.localhost`;
  const api = await startFaultApi({
    upstream: process.env.E2E_API_URL ?? "",
    fakeDomain: host,
    realDomain: options.realDomain,
    withoutEventStream: options.withoutEventStream,
  });
  await api.setMode(options.mode ?? "ok");
  const file = path.join(options.tenantsDir, `e2e-${options.id}.json`);
  const base = JSON.parse(
    fs.readFileSync(path.join(options.tenantsDir, `${options.realDomain.split(".")[0]}.json`), "utf8")
  );
  fs.writeFileSync(
    file,
    JSON.stringify({
      ...base,
      id: `e2e-${options.id}`,
      name: options.name,
      domains: [host],
      languages: ["en", "de"],
      defaultLanguage: "en",
      theme: { colors: { primary: options.brandColor } },
      api: { baseUrl: api.url },
    })
  );
  // The server picks the file up within about 2 s ("site not found" until then).
  await expect.poll(() => options.isServed(host), { message: `${host} served`, timeout: 15_000 }).toBe(true);
  return {
    api,
    host,
    async remove() {
      fs.rmSync(file, { force: true });
      await api.stop();
    },
  };
}
