import { describe, expect, it, vi } from "vitest";
import { createServiceSites, type SiteService, type SiteServiceAnswer } from "./service-sites.server";
import { demo } from "./test-support";

/** A service holding the demo sites, each at a version; it counts what it is asked. */
function fakeService() {
  const sites = new Map<string, SiteServiceAnswer>();
  for (const id of ["manmatch", "shemeets"]) {
    const tenant = demo(id) as { domains: string[] };
    sites.set(tenant.domains[0], { version: "v1", tenant, payment: { provider: "sandbox" } });
  }
  const lookup = vi.fn<SiteService["lookup"]>(async (host, knownVersion) => {
    const answer = sites.get(host);
    if (!answer) return null;
    return answer.version === knownVersion ? "unchanged" : answer;
  });
  return { sites, service: { lookup } };
}

describe("sites from the operator's service", () => {
  it("asks once per host, then serves the same Site until its version changes", async () => {
    let clock = 0;
    const { sites, service } = fakeService();
    const source = createServiceSites({ service, revalidateMs: 1000, now: () => clock });
    const [a, b] = await Promise.all([source.resolve("ManMatch.localhost:3000"), source.resolve("manmatch.localhost")]);
    expect(a).toBe(b);
    expect(a).toMatchObject({ id: "manmatch", version: "v1", config: { niche: 7 }, payment: { provider: "sandbox" } });
    expect(service.lookup).toHaveBeenCalledTimes(1);

    clock = 1500; // due again: served as held, asked in the background
    expect(await source.resolve("manmatch.localhost")).toBe(a);
    await vi.waitFor(() => expect(service.lookup).toHaveBeenCalledTimes(2));
    expect(service.lookup).toHaveBeenLastCalledWith("manmatch.localhost", "v1");
    expect(await source.resolve("manmatch.localhost")).toBe(a); // "unchanged": the same Site

    const edited = { ...sites.get("manmatch.localhost")! };
    edited.version = "v2";
    edited.tenant = { ...(edited.tenant as object), name: "ManMatch Plus" };
    sites.set("manmatch.localhost", edited);
    source.invalidate("manmatch"); // the operator's change notice: the next request waits for v2
    const changed = await source.resolve("manmatch.localhost");
    expect(changed).toMatchObject({ version: "v2", config: { name: "ManMatch Plus" } });
  });

  it("answers undefined for a host no site serves, and never a site that does not list the host", async () => {
    const { sites, service } = fakeService();
    sites.set("other.example", sites.get("manmatch.localhost")!);
    const source = createServiceSites({ service });
    expect(await source.resolve("nobody.example")).toBeUndefined();
    expect(await source.resolve("other.example")).toBeUndefined();
  });

  it("keeps the last good version through a failing or invalid answer, and throws without one", async () => {
    let clock = 0;
    const { sites, service } = fakeService();
    const logged: string[] = [];
    const source = createServiceSites({
      service,
      revalidateMs: 10,
      now: () => clock,
      logger: (e) => logged.push(e.msg),
    });
    const good = await source.resolve("shemeets.localhost");
    sites.set("shemeets.localhost", { version: "v2", tenant: { ...demo("shemeets"), niche: 12 } });
    clock = 100;
    await source.resolve("shemeets.localhost");
    await vi.waitFor(() => expect(logged).toContain("invalid site from the site service"));
    expect(await source.resolve("shemeets.localhost")).toBe(good);

    service.lookup.mockRejectedValue(new Error("down"));
    await expect(source.resolve("manmatch.localhost")).rejects.toThrow("down");
    expect(source.size()).toBe(1); // the failure is not kept: the next request asks again
  });

  it("holds at most maxHosts hosts, the least recently used going first", async () => {
    const { service } = fakeService();
    const source = createServiceSites({ service, maxHosts: 1 });
    await source.resolve("manmatch.localhost");
    await source.resolve("shemeets.localhost");
    await source.resolve("manmatch.localhost");
    expect(service.lookup).toHaveBeenCalledTimes(3);
    expect(source.size()).toBe(1);
  });
});
