import { describe, expect, it } from "vitest";
import { indexSites, swapInIndex } from "./host-index.server";
import { parseTenant } from "./schema";
import { createSite, type Site } from "./site";
import { demo } from "../testing/tenant-files";

function site(id: string, domains: string[], version = "v1"): Site {
  const parsed = parseTenant({ ...demo("curvycrush"), id, domains }, `${id}.json`, id);
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return createSite(parsed.tenant, version);
}

describe("the host index", () => {
  it("finds each serving site by every domain and by id", () => {
    const a = site("alpha", ["alpha.localhost", "www.alpha.localhost"]);
    const b = site("beta", ["beta.localhost"]);
    const index = indexSites([b, a]);
    expect(index.hosts.get("www.alpha.localhost")).toBe(a);
    expect(index.hosts.get("beta.localhost")).toBe(b);
    expect(index.ids.get("alpha")).toBe(a);
  });

  it("swaps one site's version in place: a domain it dropped serves nothing, a new one serves it", () => {
    const a = site("alpha", ["alpha.localhost", "old.localhost"]);
    const index = indexSites([a]);
    const edited = site("alpha", ["alpha.localhost", "new.localhost"], "v2");
    swapInIndex(index, a, edited);
    expect(index.hosts.get("old.localhost")).toBeUndefined();
    expect(index.hosts.get("new.localhost")).toBe(edited);
    expect(index.ids.get("alpha")).toBe(edited);
    swapInIndex(index, edited, undefined);
    expect(index.hosts.size).toBe(0);
    expect(index.ids.size).toBe(0);
  });
});
