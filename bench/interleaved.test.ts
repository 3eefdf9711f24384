import http from "node:http";
import type { AddressInfo } from "node:net";
import { coreShare, cpuRatios, measureInTurns, ratios, spread } from "./interleaved";

describe("a row measured in turns", () => {
  it("gives the median and the spread of per-round figures", () => {
    expect(spread([0.5, 0.2, 0.4, 0.3, 0.1])).toEqual({ median: 0.3, q1: 0.2, q3: 0.4, min: 0.1, max: 0.5 });
    expect(spread([]).median).toBeNaN();
    // Rounds as [req/s, CPU ms per request].
    const side = (rounds: [number, number | null][]) => ({
      reqPerSec: 0,
      p50: 0,
      p99: 0,
      errors: 0,
      requests: 0,
      cpuMsPerRequest: null,
      rounds: rounds.map(([reqPerSec, cpuMsPerRequest]) => ({ reqPerSec, cpuMsPerRequest, cpuShare: null })),
    });
    const product = side([
      [100, 2],
      [300, 1],
      [200, null],
      [50, 4],
    ]);
    const baseline = side([
      [400, 0.5],
      [600, 0.5],
      [0, 0.4],
      [500, 0.5],
    ]);
    // The third round's baseline answered nothing: no ratio by req/s, and none by CPU without the product's.
    expect(ratios(product, baseline)).toEqual([0.25, 0.5, 0.1]);
    expect(cpuRatios(product, baseline)).toEqual([0.25, 0.5, 0.125]);
    expect(coreShare(product)).toBeNull();
    const shares = [0.9, 0.2, 0.8].map((cpuShare) => ({ reqPerSec: 1, cpuMsPerRequest: 1, cpuShare }));
    expect(coreShare({ ...product, rounds: shares })).toBe(0.8);
  });

  it("loads the servers one at a time, round after round, and counts each server's own requests", async () => {
    // Which server answered, in the order the requests arrived.
    const arrivals: string[] = [];
    const servers = ["baseline", "product"].map((name) =>
      http.createServer((_req, res) => {
        arrivals.push(name);
        res.end(name);
      })
    );
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve))));
    try {
      const url = (s: http.Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
      const [baseline, product] = await measureInTurns(
        [
          { url: url(servers[0]), headers: {}, pid: process.pid },
          { url: url(servers[1]), headers: {} },
        ],
        { count: 2, seconds: 1, connections: 2 }
      );
      // One server's requests, then the other's: never both at once.
      const turns = arrivals.filter((name, i) => name !== arrivals[i - 1]);
      expect(turns).toEqual(["baseline", "product", "baseline", "product"]);
      for (const [side, name] of [
        [baseline, "baseline"],
        [product, "product"],
      ] as const) {
        const received = arrivals.filter((n) => n === name).length;
        expect(side.rounds).toHaveLength(2);
        expect(side.requests).toBeGreaterThan(0);
        // A request still on its way when a round stops (one per connection) reaches the server uncounted.
        expect(side.requests).toBeLessThanOrEqual(received);
        expect(side.requests).toBeGreaterThanOrEqual(received - 2 * 2);
        expect(side.errors).toBe(0);
      }
      // CPU time is read from the serving process where its pid is known (here, this process).
      expect(baseline.cpuMsPerRequest).toBeGreaterThan(0);
      expect(baseline.rounds.every((round) => round.cpuShare! > 0 && round.cpuMsPerRequest! > 0)).toBe(true);
      expect(product.cpuMsPerRequest).toBeNull();
      expect(product.rounds[0]).toEqual({ reqPerSec: expect.any(Number), cpuMsPerRequest: null, cpuShare: null });
    } finally {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
    }
  });
});
