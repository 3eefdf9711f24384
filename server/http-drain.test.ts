import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainable } from "../lib/http-drain";

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.closeAllConnections()));

/** A server whose /slow answers when `release` is called; every other path answers at once. */
async function serverWithSlowRequest() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let started = () => {};
  const slowStarted = new Promise<void>((resolve) => (started = resolve));
  const server = http.createServer((req, res) => {
    if (req.url !== "/slow") return res.end("quick");
    started();
    void released.then(() => res.end("slow"));
  });
  servers.push(server);
  const control = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { control, port, release, slowStarted };
}

function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

describe("draining a server", () => {
  it("finishes the request in flight, refuses new connections and closes idle keep-alive ones", async () => {
    const { control, port, release, slowStarted } = await serverWithSlowRequest();
    const keepAlive = new http.Agent({ keepAlive: true });
    expect((await get(port, "/quick", keepAlive)).body).toBe("quick");
    const slow = get(port, "/slow");
    await slowStarted;
    expect(control.inFlight()).toBe(1);

    const drained = control.drain(5_000);
    await expect(get(port, "/quick")).rejects.toThrow(/ECONNREFUSED/);
    release();
    expect(await slow).toMatchObject({ body: "slow", connection: "close" });
    expect(await drained).toMatchObject({ forced: false });
    keepAlive.destroy();
  });

  it("answers a request sent on a kept-alive connection the moment the drain begins", async () => {
    const { control, port } = await serverWithSlowRequest();
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, "/quick", keepAlive)).connection).toBe("keep-alive");
    const drained = control.drain(5_000);
    // The client does not know yet: it sends its next request on the connection it holds.
    expect(await get(port, "/quick", keepAlive)).toMatchObject({ body: "quick", connection: "close" });
    expect(await drained).toMatchObject({ forced: false });
    keepAlive.destroy();
  });

  it("cuts what still runs after the grace and says so", async () => {
    const { control, port, slowStarted } = await serverWithSlowRequest();
    const slow = get(port, "/slow");
    await slowStarted;
    expect(await control.drain(200)).toMatchObject({ forced: true });
    await expect(slow).rejects.toThrow(/socket hang up|ECONNRESET/);
  });
});
