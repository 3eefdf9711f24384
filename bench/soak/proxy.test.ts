import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort } from "../../scripts/stack.mjs";
import { startProxy } from "./proxy";

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** A web process stand-in that names itself and echoes a posted body. */
async function backend(name: string) {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => res.end(`${name} ${req.method} ${req.url} ${body}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closing.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function send(url: string, method: string, path: string, body?: string) {
  return new Promise<string>((resolve, reject) => {
    const req = http.request(`${url}${path}`, { method, agent: false }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve(text));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("the soak's round-robin proxy", () => {
  it("takes turns between the processes and sends a request a stopped one refused to the other, body and all", async () => {
    const up = await backend("a");
    const down = `http://127.0.0.1:${await freePort()}`;
    const proxy = await startProxy([up, down]);
    closing.push(proxy.close);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await send(proxy.url, "POST", `/chat?n=${i}`, `text=${i}`));
    expect(answers).toEqual([
      "a POST /chat?n=0 text=0",
      "a POST /chat?n=1 text=1",
      "a POST /chat?n=2 text=2",
      "a POST /chat?n=3 text=3",
    ]);
    expect(proxy.rerouted()).toBe(2);

    const proxyOfTwo = await startProxy([up, await backend("b")]);
    closing.push(proxyOfTwo.close);
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await send(proxyOfTwo.url, "GET", "/")).split(" ")[0]);
    expect(names).toEqual(["a", "b", "a", "b"]);
    expect(proxyOfTwo.rerouted()).toBe(0);
  });
});
