import { describe, expect, it } from "vitest";
import { parseTenant } from "./schema";
import { logServingChanges } from "./serving-changes.server";
import { createSite, type Site } from "./site";
import type { FileState, TenantLogEntry } from "./tenant-file.server";
import { demo } from "../testing/tenant-files";

function site(id: string, version = "v1"): Site {
  const parsed = parseTenant({ ...demo("curvycrush"), id, domains: [`${id}.localhost`] }, `${id}.json`, id);
  if (!parsed.ok) throw new Error(parsed.errors.join("\n"));
  return createSite(parsed.tenant, version);
}
const shown = (file: string) => `tenants/${file}`;

describe("what a change of the tenant files tells the operator", () => {
  it("each site updated, loaded or removed, a file turned invalid with what serves meanwhile, a file fixed", () => {
    const a = site("alpha");
    const a2 = site("alpha", "v2");
    const b = site("beta");
    const c = site("gamma");
    const logs: TenantLogEntry[] = [];
    logServingChanges(
      (entry) => logs.push(entry),
      shown,
      {
        files: new Map<string, FileState>([
          ["alpha.json", { signature: "2", latest: a2 }],
          ["gamma.json", { signature: "1", latest: c }],
          ["delta.json", { signature: "1", error: "tenants/delta.json: niche: wrong" }],
        ]),
        previous: new Map([
          ["alpha.json", a],
          ["beta.json", b],
        ]),
        serving: new Map([
          ["alpha.json", a2],
          ["gamma.json", c],
        ]),
        previousErrors: new Map([["gamma.json", "tenants/gamma.json: niche: wrong"]]),
        errors: new Map([["delta.json", "tenants/delta.json: niche: wrong"]]),
      },
      true
    );
    expect(logs.map(({ level, msg, file }) => [level, msg, file])).toEqual([
      ["info", "tenant updated", "tenants/alpha.json"],
      ["info", "tenant loaded", "tenants/gamma.json"],
      ["info", "tenant removed", "tenants/beta.json"],
      ["error", "invalid tenant file", "tenants/delta.json"],
      ["info", "tenant file fixed", "tenants/gamma.json"],
    ]);
    expect(logs[3]).toMatchObject({ serving: "nothing" });
  });

  it("on the first load lists no site, only the files that are wrong", () => {
    const logs: TenantLogEntry[] = [];
    const a = site("alpha");
    logServingChanges(
      (entry) => logs.push(entry),
      shown,
      {
        files: new Map<string, FileState>([["alpha.json", { signature: "1", latest: a }]]),
        previous: new Map(),
        serving: new Map([["alpha.json", a]]),
        previousErrors: new Map(),
        errors: new Map([["beta.json", "tenants/beta.json: (whole file): not valid JSON"]]),
      },
      false
    );
    expect(logs.map((e) => e.msg)).toEqual(["invalid tenant file"]);
  });
});
