// The API client's transport against a real local server: answers, bodies, a cut answer, the time
// budget, and connections kept for the next call.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpTransport, MAX_ANSWER_BYTES } from "./http-transport.server";

let server: http.Server;
let base: string;
let connections = 0;
const received: { method?: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      received.push({ method: req.method, body, headers: req.headers });
      if (req.url?.startsWith("/cut")) {
        // Promises 100 bytes, sends 10, hangs up.
        res.writeHead(200, { "Content-Length": "100" });
        res.write("0123456789");
        setTimeout(() => res.destroy(), 20);
      } else if (req.url?.startsWith("/endless")) {
        // 1 MB at a time, for as long as anyone reads.
        const megabyte = "x".repeat(1024 * 1024);
        const more = () => {
          while (res.write(megabyte)) if (res.destroyed) return;
        };
        res.on("drain", more);
        more();
      } else if (req.url?.startsWith("/slow")) {
        setTimeout(() => res.end("late"), 500);
      } else {
        res.writeHead(req.url?.startsWith("/missing") ? 404 : 200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ path: req.url, ok: "✓" }));
      }
    });
  });
  server.on("connection", () => connections++);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("httpTransport", () => {
  it("answers status, ok and the whole text (UTF-8), and sends method, headers and a string body", async () => {
    const answer = await httpTransport(`${base}/api/user.php?forced-domain=a.localhost`, {
      method: "POST",
      headers: new Headers({ "Content-Type": "application/json", Authorization: "Bearer t" }),
      body: JSON.stringify({ name: "Zoë" }),
    });
    expect(answer).toMatchObject({ status: 200, ok: true });
    expect(JSON.parse(await answer.text())).toEqual({ path: "/api/user.php?forced-domain=a.localhost", ok: "✓" });
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({ method: "POST", body: '{"name":"Zoë"}' });
    expect(sent.headers).toMatchObject({ authorization: "Bearer t", "content-length": "15" });
  });

  it("says an answer of 404 is not ok, and still gives its text", async () => {
    const answer = await httpTransport(`${base}/missing`, {});
    expect(answer).toMatchObject({ status: 404, ok: false });
    expect(await answer.text()).toContain("missing");
  });

  it("fails the text of an answer cut short", async () => {
    const answer = await httpTransport(`${base}/cut`, {});
    await expect(answer.text()).rejects.toThrow();
  });

  it(`stops reading an answer longer than ${MAX_ANSWER_BYTES / 1024 / 1024} MB`, async () => {
    const answer = await httpTransport(`${base}/endless`, {});
    await expect(answer.text()).rejects.toThrow("too long");
  });

  it("gives up when the time budget's signal fires, as fetch does", async () => {
    const error = await httpTransport(`${base}/slow`, { signal: AbortSignal.timeout(50) }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe("AbortError");
  });

  it("fails with the socket's code when nothing listens", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await httpTransport(`http://127.0.0.1:${port}/`, {}).catch((e: NodeJS.ErrnoException) => e);
    expect((error as NodeJS.ErrnoException).code).toBe("ECONNREFUSED");
  });

  it("keeps the connection for the next call", async () => {
    await (await httpTransport(`${base}/one`, {})).text();
    const before = connections;
    for (const path of ["/two", "/three", "/four"]) await (await httpTransport(`${base}${path}`, {})).text();
    expect(connections).toBe(before);
  });
});
