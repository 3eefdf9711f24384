import { describe, expect, it } from "vitest";
import { claimsUnchallenged, decideClaims } from "./domain-claims.server";
import { indexSites } from "./host-index.server";
import type { Site } from "./site";
import { parseTenant } from "./schema";
import { createSite } from "./site";
import type { FileState } from "./tenant-file.server";
import { demo } from "../testing/tenant-files";

/** A valid site of file `<id>.json` serving `domains`. */
function site(id: string, domains: string[], version = "v1"): Site {
  const parsed = parseTenant({ ...demo("curvycrush"), id, domains }, `${id}.json`, id);
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return createSite(parsed.tenant, version);
}
const files = (...sites: Site[]) =>
  new Map<string, FileState>(sites.map((s) => [`${s.id}.json`, { signature: s.version, latest: s }]));
const shown = (file: string) => `tenants/${file}`;

describe("which file serves a domain", () => {
  it("between two new claims, the file name that sorts first; the other is told who holds it", () => {
    const a = site("alpha", ["shared.localhost"]);
    const b = site("beta", ["shared.localhost", "beta.localhost"]);
    const { serving, errors, contested } = decideClaims(files(b, a), new Map(), shown);
    expect([...serving.keys()]).toEqual(["alpha.json"]);
    expect(errors.get("beta.json")).toBe(
      'tenants/beta.json: domains: "shared.localhost" is already claimed by tenants/alpha.json (a domain belongs to one file only)'
    );
    expect(contested).toBe(true);
  });

  it("a served domain is never taken over by a new file, even one sorting first", () => {
    const b = site("beta", ["shared.localhost"]);
    const a = site("alpha", ["shared.localhost"]);
    const { serving } = decideClaims(files(a, b), new Map([["beta.json", b]]), shown);
    expect(serving.get("beta.json")).toBe(b);
    expect(serving.has("alpha.json")).toBe(false);
  });

  it("a serving site whose edit clashes keeps its last good version rather than going dark", () => {
    const a = site("alpha", ["alpha.localhost"]);
    const b = site("beta", ["beta.localhost"]);
    const bEdited = site("beta", ["alpha.localhost"], "v2");
    const previous = new Map([
      ["alpha.json", a],
      ["beta.json", b],
    ]);
    const { serving, errors } = decideClaims(files(a, bEdited), previous, shown);
    expect(serving.get("alpha.json")).toBe(a);
    expect(serving.get("beta.json")).toBe(b);
    expect(errors.get("beta.json")).toContain('"alpha.localhost" is already claimed by tenants/alpha.json');
  });

  it("applies an edit in place only when its domains are free or already its own", () => {
    const a = site("alpha", ["alpha.localhost"]);
    const b = site("beta", ["beta.localhost"]);
    const serving = new Map([
      ["alpha.json", a],
      ["beta.json", b],
    ]);
    const { hosts } = indexSites(serving.values());
    const own = files(a, site("beta", ["beta.localhost", "new.localhost"], "v2"));
    expect(claimsUnchallenged(["beta.json"], own, serving, hosts)).toBe(true);
    const taken = files(a, site("beta", ["alpha.localhost"], "v2"));
    expect(claimsUnchallenged(["beta.json"], taken, serving, hosts)).toBe(false);
  });
});
