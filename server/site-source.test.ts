import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { readEnv, webEnvSchema } from "../lib/env";
import { demo } from "../app/testing/tenant-files";
import { server, mockApiForFile } from "../tests/mocks/server";
import { servedSites } from "./site-source";

mockApiForFile();

describe("the sites a web process serves", () => {
  it("with SITES_URL, come from the operator's service with its token, and the start log names the service", async () => {
    const manmatch = demo("manmatch") as { domains: string[] };
    const asked: (string | null)[] = [];
    server.use(
      http.get("http://sites.test/sites", ({ request }) => {
        asked.push(request.headers.get("Authorization"));
        const host = new URL(request.url).searchParams.get("host") ?? "";
        return manmatch.domains.includes(host)
          ? HttpResponse.json({ version: "1", tenant: manmatch })
          : HttpResponse.json({ error: "unknown_site" }, { status: 404 });
      })
    );
    const served = servedSites(
      readEnv(webEnvSchema, { SITES_URL: "http://sites.test/sites", SITES_TOKEN: "operator-token" })
    );
    try {
      expect(await served.source.resolve("manmatch.localhost")).toMatchObject({ id: "manmatch", version: "1" });
      expect(await served.source.resolve("elsewhere.example")).toBeUndefined();
      expect(asked).toEqual(["Bearer operator-token", "Bearer operator-token"]);
      expect(await served.described()).toEqual({ sites: "http://sites.test" });
    } finally {
      served.source.close();
    }
  });

  it("refuses a SITES_URL that is not an http(s) address at start", () => {
    expect(() => readEnv(webEnvSchema, { SITES_URL: "sites.internal:8080" })).toThrow(/SITES_URL/);
  });
});
