// Against a real HTTP server as the site service (not msw, which reads the answer itself): what is
// checked is the connection being closed once an answer is too large, not read to its end.
import nodeHttp from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { httpSiteService } from "./site-service-http.server";

describe("an answer too large for a site, from a real service", () => {
  it("closes the connection instead of reading the rest", async () => {
    const sent = { bytes: 0, closed: false };
    const service = nodeHttp.createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, " ");
      const write = () => {
        while (!sent.closed && sent.bytes < 60_000_000) {
          sent.bytes += chunk.byteLength;
          if (!res.write(chunk)) return res.once("drain", write);
        }
        res.end();
      };
      res.socket?.once("close", () => (sent.closed = true));
      write();
    });
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = service.address() as AddressInfo;
      const lookup = httpSiteService({ url: `http://127.0.0.1:${port}/sites` }).lookup("manmatch.localhost");
      await expect(lookup).rejects.toThrow(/larger than/);
      await expect.poll(() => sent.closed).toBe(true);
      expect(sent.bytes).toBeLessThan(60_000_000);
    } finally {
      service.closeAllConnections();
      await new Promise((resolve) => service.close(resolve));
    }
  });
});
