import { serve } from "@hono/node-server";
import { afterAll, beforeAll, expect } from "vitest";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { openTestDb } from "../../reference-api/testing/db";
import { seedIfEmpty } from "../../reference-api/seed";
import { createApp } from "../../reference-api/server";
import { devClient, type DevClient } from "../../reference-api/dev-client";
import { DEMO_PASSWORD, demoEmail } from "../../reference-api/seed";
import { httpRequest, type HttpAnswer } from "./http-request";

export { httpRequest, type HttpAnswer };

/** The reference API's test tools' secret, for this process's own API only. */
const DEV_KEY = "in-process-dev-key";

export interface WebServerOptions {
  /** Settings of the web server beyond the harness's own (e.g. PAGE_CACHE_SECONDS, WEB_MAX_IN_FLIGHT). */
  env?: Record<string, string>;
  /** A private copy of tenants/ (TENANTS_DIR) the test may add files to and change. */
  ownTenants?: boolean;
  /** Tenant files of the test's own in that copy, by id, served from the start. */
  moreTenants?: { id: string; [setting: string]: unknown }[];
}

/** A port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * The web server of server/index.ts running in this process, as `npm start` runs it: the app
 * assembled from the sources (tests/mocks/remix-build.ts, no `remix build` needed) in front of
 * the reference API with its seed, on free ports. Once per test file: the server has no stop of
 * its own, it ends with the test process.
 */
export async function startWebServer(options: WebServerOptions = {}): Promise<{
  port: number;
  apiUrl: string;
  /** The reference API's test tools: members made to order, other domains of a site. */
  dev: DevClient;
  /** The tenants folder the server reads (a private copy with `ownTenants`). */
  tenantsDir: string;
  stopApi: () => Promise<void>;
}> {
  const db = await openTestDb();
  await seedIfEmpty(db, { now: new Date() });
  const api = createApp({
    db,
    publicUrl: "http://cdn.test",
    log: () => {},
    devTools: { key: DEV_KEY, testClock: true },
  });
  const apiServer = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => apiServer.once("listening", resolve));
  const apiPort = (apiServer.address() as AddressInfo).port;

  // server/index.ts imports `<BUILD_DIR>/index.js`: here, a module that hands over the source build.
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-build-"));
  const sourceBuild = path.resolve("tests/mocks/remix-build.ts");
  fs.writeFileSync(
    path.join(buildDir, "index.js"),
    `import { sourceBuild } from ${JSON.stringify(sourceBuild)};\n` +
      `const build = await sourceBuild();\n` +
      `export const { mode, entry, routes, assets, assetsBuildDirectory, publicPath, future, basename, isSpaMode } = build;\n`
  );
  fs.mkdirSync("public", { recursive: true });
  const tenantsDir = options.ownTenants ? copyOfTenants(options.moreTenants) : path.resolve("tenants");
  const port = await freePort();
  Object.assign(process.env, {
    // Not "production": the sources' JSX is compiled for React's development runtime.
    NODE_ENV: "test",
    SESSION_SECRET: "in-process-secret-in-process-secret",
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILD_DIR: buildDir,
    API_URL: `http://127.0.0.1:${apiPort}`,
    API_PORT: String(apiPort),
    PAGE_CACHE_SECONDS: "0",
    TENANTS_DIR: tenantsDir,
    ...options.env,
  });
  const listening = serverListeningOn(port);
  await import("../../server/index");
  await listening;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    await new Promise((resolve) => apiServer.close(resolve));
    await db.close();
    fs.rmSync(buildDir, { recursive: true, force: true });
    if (options.ownTenants) fs.rmSync(tenantsDir, { recursive: true, force: true });
  };
  return {
    port,
    apiUrl,
    dev: devClient(apiUrl, DEV_KEY),
    tenantsDir,
    /** Stops the reference API (once, however often asked): the web server stays up without it. */
    stopApi: () => (stopped ??= stop()),
  };
}

function copyOfTenants(more: WebServerOptions["moreTenants"] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "web-tenants-"));
  for (const file of fs.readdirSync("tenants").filter((f) => f.endsWith(".json")))
    fs.copyFileSync(path.join("tenants", file), path.join(dir, file));
  for (const tenant of more) fs.writeFileSync(path.join(dir, `${tenant.id}.json`), JSON.stringify(tenant));
  return dir;
}

export type WebServer = Awaited<ReturnType<typeof startWebServer>>;

/** The web server for a test file: started before its tests, its reference API stopped after them. */
export function webServerForFile(options: WebServerOptions = {}): WebServer {
  const server = {} as WebServer;
  beforeAll(async () => {
    Object.assign(server, await startWebServer(options));
  }, 120_000);
  afterAll(() => server.stopApi?.());
  return server;
}

/**
 * Resolves on the `listening` event of the server this process opens on `port` (server/index.ts
 * keeps its server to itself): `listen` is watched until that server is up, then restored.
 */
function serverListeningOn(port: number): Promise<void> {
  const listen = net.Server.prototype.listen;
  return new Promise((resolve) => {
    net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
      this.once("listening", () => {
        if ((this.address() as AddressInfo | null)?.port !== port) return;
        net.Server.prototype.listen = listen;
        resolve();
      });
      return (listen as (...a: unknown[]) => net.Server).apply(this, args);
    } as typeof listen;
  });
}

/** What a raw HTTP/1.1 exchange answered: the status line's code, the headers and the body. */
export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends `request` (the request line and headers, CRLF-separated, without the final blank line)
 * over a socket of its own and reads until the server closes it: what a scanner or a proxy sends,
 * which no HTTP client library would.
 */
export function rawRequest(port: number, request: string, body = ""): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${request}\r\nConnection: close\r\n\r\n${body}`);
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      // One character a byte while the chunk sizes are read; the body is UTF-8 once joined.
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const head = end === -1 ? text : text.slice(0, end);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const body = dechunk(head, end === -1 ? "" : text.slice(end + 4));
      resolve({ status, headers: head, body: Buffer.from(body, "latin1").toString("utf8") });
    });
  });
}

/** The body of a chunked answer, joined. */
function dechunk(head: string, body: string): string {
  if (!/^transfer-encoding: chunked/im.test(head)) return body;
  let out = "";
  let rest = body;
  for (;;) {
    const line = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, line), 16);
    if (!size) return out;
    out += rest.slice(line + 2, line + 2 + size);
    rest = rest.slice(line + 2 + size + 2);
  }
}

/** The site's address on the web server, as its pages' own forms send it in Origin. */
export const siteOrigin = (port: number, host: string) => `http://${host}:${port}`;

/** The seeded demo member of a site: address and password. */
export const demoLogin = (host: string) => ({ email: demoEmail(host), password: DEMO_PASSWORD });

/** The session cookie ("name=value") a login through the site's form gives. */
export async function loginCookie(port: number, host: string, login: { email: string; password: string }) {
  const answer = await httpRequest(port, {
    host,
    path: "/login",
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: siteOrigin(port, host) },
    body: new URLSearchParams(login).toString(),
  });
  expect(answer.status, `${login.email} logs in`).toBe(302);
  return cookiesOf(answer);
}

/** The cookies an answer sets, as the next request's Cookie header sends them. */
export const cookiesOf = (answer: HttpAnswer) =>
  (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
