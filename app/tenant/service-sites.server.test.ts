import { describe, expect, it, vi } from "vitest";
import { createServiceSites, type SiteService, type SiteServiceAnswer } from "./service-sites.server";
import { demo } from "../testing/tenant-files";

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

describe("hosts no site serves", () => {
  it("10,050 random hosts neither push a known site out nor turn into as many calls to the service", async () => {
    let clock = 0;
    const { service } = fakeService();
    const source = createServiceSites({ service, now: () => clock });
    const manmatch = await source.resolve("manmatch.localhost");
    // 500 at once, every tenth of a second: about two seconds of made-up hosts.
    const hosts = Array.from({ length: 10_050 }, (_, i) => `random-${i}.example`);
    for (let i = 0; i < hosts.length; i += 500) {
      const answers = await Promise.all(hosts.slice(i, i + 500).map((host) => source.resolve(host)));
      expect(answers.every((site) => site === undefined)).toBe(true);
      clock += 100;
    }
    const calls = service.lookup.mock.calls.length - 1;
    // 50 look-ups a second at most (16 at once), over the three seconds the flood touched.
    expect(calls).toBeLessThanOrEqual(3 * 50);
    expect(await source.resolve("manmatch.localhost")).toBe(manmatch);
    expect(service.lookup).toHaveBeenCalledTimes(calls + 1);
  });

  it("are remembered apart from the sites for a minute, so they never push a site out", async () => {
    let clock = 0;
    const { service } = fakeService();
    const source = createServiceSites({
      service,
      maxHosts: 1,
      maxLookupsInFlight: Infinity,
      maxLookupsPerSecond: Infinity,
      now: () => clock,
    });
    const manmatch = await source.resolve("manmatch.localhost");
    for (let i = 0; i < 100; i++) expect(await source.resolve(`nobody-${i}.example`)).toBeUndefined();
    expect(await source.resolve("manmatch.localhost")).toBe(manmatch);
    expect(service.lookup).toHaveBeenCalledTimes(101);
    // "No such site" is believed for a minute, then asked again (a site the operator added).
    clock = 59_000;
    expect(await source.resolve("nobody-1.example")).toBeUndefined();
    expect(service.lookup).toHaveBeenCalledTimes(101);
    clock = 61_000;
    await source.resolve("nobody-1.example");
    expect(service.lookup).toHaveBeenCalledTimes(102);
  });

  it("asks once for a host that many requests want at once", async () => {
    const { service } = fakeService();
    const source = createServiceSites({ service });
    const sites = await Promise.all(Array.from({ length: 100 }, () => source.resolve("shemeets.localhost")));
    expect(new Set(sites).size).toBe(1);
    const none = await Promise.all(Array.from({ length: 100 }, () => source.resolve("nobody.example")));
    expect(none.every((site) => site === undefined)).toBe(true);
    expect(service.lookup).toHaveBeenCalledTimes(2);
  });

  it("beyond the bound, a new host gets no site without a call, and is asked once the bound allows", async () => {
    const { service } = fakeService();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const slow = vi.fn<SiteService["lookup"]>(async (host, version) => {
      await answered;
      return service.lookup(host, version);
    });
    const logged: string[] = [];
    const source = createServiceSites({
      service: { lookup: slow },
      maxLookupsInFlight: 1,
      logger: (entry) => logged.push(entry.msg),
    });
    const first = source.resolve("manmatch.localhost");
    expect(await source.resolve("shemeets.localhost")).toBeUndefined();
    expect(slow).toHaveBeenCalledTimes(1);
    expect(logged).toEqual(["site look-ups over their bound: answered no site"]);
    answer();
    expect(await first).toMatchObject({ id: "manmatch" });
    expect(await source.resolve("shemeets.localhost")).toMatchObject({ id: "shemeets" });
  });
});
