import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { createServiceSites } from "./service-sites.server";
import { httpSiteService, SITE_ANSWER_MAX_BYTES } from "./site-service-http.server";
import { demo } from "../testing/tenant-files";

const SITES_URL = "http://sites.test/v1/sites";

mockApiForFile();

/** The operator's service holding ManMatch at `version`; it records what it was asked. */
function operatorService(version: { current: string }) {
  const asked: { host: string | null; ifNoneMatch: string | null; authorization: string | null }[] = [];
  const manmatch = demo("manmatch") as { domains: string[] };
  server.use(
    http.get(SITES_URL, ({ request }) => {
      const url = new URL(request.url);
      const host = url.searchParams.get("host");
      const ifNoneMatch = request.headers.get("If-None-Match");
      asked.push({ host, ifNoneMatch, authorization: request.headers.get("Authorization") });
      if (!manmatch.domains.includes(host ?? "")) return HttpResponse.json({ error: "unknown_site" }, { status: 404 });
      if (ifNoneMatch === `"${version.current}"`) return new HttpResponse(null, { status: 304 });
      return HttpResponse.json({ version: version.current, tenant: manmatch, payment: { provider: "sandbox" } });
    })
  );
  return asked;
}

describe("the operator's site service over HTTP", () => {
  it("serves a host's site from the service's answer, then keeps it while the service says 304", async () => {
    const version = { current: "7" };
    const asked = operatorService(version);
    let clock = 0;
    const sites = createServiceSites({
      service: httpSiteService({ url: SITES_URL, token: "operator-token" }),
      revalidateMs: 1000,
      now: () => clock,
    });
    const first = await sites.resolve("ManMatch.localhost:3000");
    expect(first).toMatchObject({ id: "manmatch", version: "7", payment: { provider: "sandbox" } });
    expect(asked).toEqual([{ host: "manmatch.localhost", ifNoneMatch: null, authorization: "Bearer operator-token" }]);

    clock = 1500;
    await sites.resolve("manmatch.localhost");
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1].ifNoneMatch).toBe('"7"');
    expect(await sites.resolve("manmatch.localhost")).toBe(first);

    // The operator changes the site: served as held until an answer with the new version is in.
    version.current = "8";
    const servedAsTimePasses = async () => {
      clock += 1000;
      return (await sites.resolve("manmatch.localhost"))?.version;
    };
    await expect.poll(servedAsTimePasses).toBe("8");
  });

  it("answers no site for a host the service does not know, so the web tier shows its 'not found' page", async () => {
    operatorService({ current: "1" });
    const sites = createServiceSites({ service: httpSiteService({ url: SITES_URL }) });
    expect(await sites.resolve("elsewhere.example")).toBeUndefined();
  });

  it("fails a first look-up the service cannot answer, and keeps serving a held site when it later fails", async () => {
    const version = { current: "1" };
    operatorService(version);
    let clock = 0;
    const sites = createServiceSites({
      service: httpSiteService({ url: SITES_URL }),
      revalidateMs: 10,
      now: () => clock,
    });
    const held = await sites.resolve("manmatch.localhost");

    server.use(http.get(SITES_URL, () => HttpResponse.json({ version: 2 })));
    await expect(sites.resolve("shemeets.localhost")).rejects.toThrow(/not a site/);
    clock = 100;
    expect(await sites.resolve("manmatch.localhost")).toBe(held);

    server.use(http.get(SITES_URL, () => new HttpResponse("down", { status: 502 })));
    clock = 200;
    expect(await sites.resolve("manmatch.localhost")).toBe(held);
    await expect(sites.resolve("velvetropes.localhost")).rejects.toThrow(/answered 502/);
  });
});

describe("an answer too large for a site", () => {
  /** 60 MB of JSON made as it is read, counting what was made. */
  function hugeAnswer(headers: Record<string, string> = {}) {
    const made = { bytes: 0 };
    const chunk = new TextEncoder().encode(" ".repeat(64 * 1024));
    server.use(
      http.get(SITES_URL, () => {
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (made.bytes >= 60_000_000) return controller.close();
            made.bytes += chunk.byteLength;
            controller.enqueue(chunk);
          },
        });
        return new HttpResponse(body, { headers: { "Content-Type": "application/json", ...headers } });
      })
    );
    return made;
  }

  it("is refused as it streams, once past the bound, without being held, and logged", async () => {
    const made = hugeAnswer();
    const logged: unknown[] = [];
    const sites = createServiceSites({
      service: httpSiteService({ url: SITES_URL }),
      logger: (entry) => logged.push(entry),
    });
    await expect(sites.resolve("manmatch.localhost")).rejects.toThrow(/larger than/);
    expect(made.bytes).toBeLessThanOrEqual(SITE_ANSWER_MAX_BYTES + 4 * 64 * 1024);
    expect(logged).toEqual([expect.objectContaining({ msg: "site service failed", host: "manmatch.localhost" })]);
    expect(sites.size()).toBe(0);
  });

  it("is refused without reading a byte when its Content-Length says so", async () => {
    const made = hugeAnswer({ "Content-Length": "60000000" });
    await expect(httpSiteService({ url: SITES_URL }).lookup("manmatch.localhost")).rejects.toThrow(/larger than/);
    // What the stream made ahead of any reader (its first chunks), nothing read.
    expect(made.bytes).toBeLessThanOrEqual(2 * 64 * 1024);
  });
});
