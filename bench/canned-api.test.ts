import type { AddressInfo } from "node:net";
import { endpoints, type EndpointName } from "../app/api/endpoints";
import { CANNED_NOT_SERVED, cannedAnswers, createCannedApi } from "./canned-api";

const names = Object.keys(endpoints) as EndpointName[];

describe("canned API", () => {
  it.each(names)("has a schema-valid answer for %s", (name) => {
    expect(cannedAnswers[name], `no canned answer for ${name}`).toBeDefined();
    const parsed = endpoints[name].response.safeParse(cannedAnswers[name]);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("serves every endpoint by method and path (404 for the event stream, so the web tier polls), and 404 for anything else", async () => {
    const server = createCannedApi();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const name of names) {
        const { method, path, response } = endpoints[name];
        const body = method === "GET" ? undefined : "{}";
        const res = await fetch(`${base}${path}?forced-domain=site.example`, { method, body });
        if (CANNED_NOT_SERVED.has(name)) {
          expect(res.status, `${method} ${path}`).toBe(404);
          continue;
        }
        expect(res.status, `${method} ${path}`).toBe(200);
        expect(response.safeParse(await res.json()).success, `${method} ${path}`).toBe(true);
      }
      expect((await fetch(`${base}/api/nothing.php`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
