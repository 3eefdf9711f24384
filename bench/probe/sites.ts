// The operator's site service (SITES_URL) under hosts nobody serves: a storm of random hosts makes
// few service calls and never pushes a real site out; an oversized answer is refused, not held.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ProbeContext } from "./context";

/** A host whose answer is this many bytes: more than any site's record can need. */
const HUGE_HOST = "huge.probe.localhost";
const HUGE_BYTES = 60 * 1024 * 1024;

/** A site service holding one demo site, counting what it is asked. */
export async function siteService(root: string, host: string) {
  const file = fs.readdirSync(path.join(root, "tenants")).find((f) => {
    if (!f.endsWith(".json")) return false;
    return (
      JSON.parse(fs.readFileSync(path.join(root, "tenants", f), "utf8")) as { domains?: string[] }
    ).domains?.includes(host);
  });
  if (!file) throw new Error(`no tenant file serves ${host}`);
  const tenant = JSON.parse(fs.readFileSync(path.join(root, "tenants", file), "utf8")) as unknown;
  const calls = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const asked = new URL(req.url ?? "/", "http://x").searchParams.get("host") ?? "";
    calls.set(asked, (calls.get(asked) ?? 0) + 1);
    if (asked === host) {
      if (req.headers["if-none-match"] === '"1"') return void res.writeHead(304).end();
      res.writeHead(200, { "content-type": "application/json", etag: '"1"' });
      return void res.end(JSON.stringify({ version: "1", tenant }));
    }
    if (asked === HUGE_HOST) {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('{"version":"1","tenant":{"name":"');
      const chunk = "x".repeat(1024 * 1024);
      let sent = 0;
      const more = () => {
        while (sent < HUGE_BYTES) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once("drain", more);
        }
        res.end('"}}');
      };
      return more();
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sites`,
    calls,
    total: () => [...calls.values()].reduce((a, b) => a + b, 0),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** The resident memory of a process, in MB (Linux). */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function status(url: string, host: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers: { host }, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(30_000, () => req.destroy());
    req.on("error", () => resolve(0));
  });
}

/**
 * `webUrl` is a web process reading sites from `service`, `webPid` its pid. Random hosts from
 * `parallel` clients at once, then the known site and the oversized answer.
 */
export async function probeUnknownHosts(
  ctx: ProbeContext,
  service: Awaited<ReturnType<typeof siteService>>,
  known: string,
  webUrl: string,
  webPid: number,
  hosts: number
): Promise<number> {
  const port = new URL(webUrl).port;
  if ((await status(`${webUrl}/`, `${known}:${port}`)) !== 200)
    ctx.find("sites", known, "the known site does not answer before the storm");
  const knownCalls = service.calls.get(known) ?? 0;
  const before = service.total();
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < hosts) {
        next++;
        await status(`${webUrl}/`, `${ctx.dice.word(12)}.example:${port}`);
      }
    })
  );
  const seconds = (Date.now() - started) / 1000;
  const made = service.total() - before;
  // Unknown hosts are asked for, but at a bounded rate: not one call per host.
  if (made > hosts / 4)
    ctx.find("sites", `${hosts} random hosts in ${seconds.toFixed(1)} s`, `${made} calls to the site service`);
  if ((await status(`${webUrl}/`, `${known}:${port}`)) !== 200)
    ctx.find("sites", `${hosts} random hosts`, `${known} no longer answers`);
  if ((service.calls.get(known) ?? 0) > knownCalls + 1)
    ctx.find("sites", `${hosts} random hosts`, `${known} was pushed out of the web tier's cache`);
  const memoryBefore = residentMb(webPid);
  const huge = await status(`${webUrl}/`, `${HUGE_HOST}:${port}`);
  const grown = residentMb(webPid) - memoryBefore;
  if (huge === 200) ctx.find("sites", "a 60 MB answer", "the site was served from it");
  if (grown > 30) ctx.find("sites", "a 60 MB answer", `the web process grew by ${grown.toFixed(0)} MB`);
  return hosts + 3;
}
