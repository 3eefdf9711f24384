import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv, webEnvSchema } from "../lib/env";
import { parseProxyTrust } from "../lib/proxy-trust";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["", false],
    ["0", false],
    ["false", false],
    ["1", 1],
    ["true", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["loopback, 10.0.0.0/8, fd00::/8", ["loopback", "10.0.0.0/8", "fd00::/8"]],
  ])("reads %j as %j", (value, trust) => {
    expect(parseProxyTrust(value)).toEqual(trust);
  });

  it.each(["11", "-1", "yes", "10.0.0.0/33", "proxy.example", "10.0.0.1/8/8"])("refuses %j at start", (value) => {
    expect(() => readEnv(webEnvSchema, { TRUST_PROXY: value })).toThrow(`Invalid environment: TRUST_PROXY: expected `);
  });
});

/**
 * The web server's client IP as express works it out with the parsed setting (server/index.ts does
 * the same): a request as a proxy in front passes it on, the client's own X-Forwarded-For included.
 */
describe("the client IP behind a proxy", () => {
  const apps: { close: () => void }[] = [];
  const servers: Record<string, string> = {};
  beforeAll(async () => {
    for (const setting of ["1", "2", "127.0.0.1", "0"]) {
      const app = express();
      app.set("trust proxy", readEnv(webEnvSchema, { TRUST_PROXY: setting }).TRUST_PROXY);
      app.get("/", (req, res) => res.json({ ip: req.ip }));
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      apps.push(server);
      servers[setting] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(() => apps.forEach((server) => server.close()));

  const ipSeen = async (url: string, forwardedFor?: string) => {
    const res = await fetch(url, { headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {} });
    return ((await res.json()) as { ip: string }).ip;
  };

  it("takes the entry the proxy wrote, not what the client put before it", async () => {
    // The proxy appends the address it saw to whatever the client sent.
    expect(await ipSeen(servers["1"], "203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(servers["1"], "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ipSeen(servers["1"], "192.0.2.44, 1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("counts hops: behind two proxies the second entry from the right is the client", async () => {
    expect(await ipSeen(servers["2"], "198.51.100.1, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
  });

  it("with a list, skips only the proxies named", async () => {
    expect(await ipSeen(servers["127.0.0.1"], "198.51.100.1, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("without TRUST_PROXY, believes no header at all", async () => {
    expect(await ipSeen(servers["0"], "203.0.113.9")).toBe("127.0.0.1");
  });
});
