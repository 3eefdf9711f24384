import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readEnv, webEnvSchema } from "../lib/env";
import { NOT_ADDRESSES, ONE_IPV4_CLIENT, ONE_IPV6_NETWORK } from "../tests/mocks/client-addresses";
import { clientAddress } from "./client-address";

/**
 * The address the web server puts in the request context (and forwards to the API), as express
 * works out the client behind one trusted proxy that writes the address in its own way.
 */
describe("the client address behind a proxy", () => {
  const warned: unknown[] = [];
  const servers: Record<string, { url: string; close: () => void }> = {};
  beforeAll(async () => {
    for (const setting of ["1", "0"]) {
      const app = express();
      app.set("trust proxy", readEnv(webEnvSchema, { TRUST_PROXY: setting }).TRUST_PROXY);
      app.get("/", (req, res) =>
        res.json({ ip: clientAddress(req, { warn: (fields: unknown) => warned.push(fields) }) })
      );
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      servers[setting] = {
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      };
    }
  });
  afterAll(() => Object.values(servers).forEach((server) => server.close()));

  const seen = async (setting: string, forwardedFor?: string) => {
    const headers: Record<string, string> = forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor };
    const res = await fetch(servers[setting].url, { headers });
    return ((await res.json()) as { ip: string }).ip;
  };

  it("writes one client one way, whatever port, brackets, mapping or case the proxy wrote", async () => {
    for (const spelling of ONE_IPV4_CLIENT) expect(await seen("1", spelling), spelling).toBe("1.1.1.1");
    for (const spelling of ONE_IPV6_NETWORK) expect(await seen("1", spelling), spelling).toMatch(/^2001:db8:1:2:/);
    expect(await seen("1", "[2001:DB8:0:0::1]:443")).toBe("2001:db8::1");
  });

  it("does not believe forwarded text that is no address: the socket's address counts, and it is logged", async () => {
    warned.length = 0;
    const refused = NOT_ADDRESSES.filter((text) => text.trim() !== "" && !text.includes(","));
    for (const text of refused) expect(await seen("1", text), text).toBe("127.0.0.1");
    expect(warned).toHaveLength(refused.length);
    expect(warned[0]).toEqual({ forwarded: "not-an-ip", socket: "127.0.0.1" });
  });

  it("without TRUST_PROXY, takes the socket's address in the same spelling", async () => {
    expect(await seen("0", "1.1.1.1")).toBe("127.0.0.1");
  });
});
