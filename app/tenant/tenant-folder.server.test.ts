import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TenantLogEntry } from "./tenant-file.server";
import { tenantFolder } from "./tenant-folder.server";
import { demo, tempTenantDir, writeJson } from "../testing/tenant-files";

describe("the tenants folder", () => {
  it("reads each tenant file, again only when it changed, and forgets a deleted one", () => {
    const dir = tempTenantDir(false);
    writeJson(dir, "curvycrush.json", demo("curvycrush"));
    writeJson(dir, ".curvycrush.json.swp", "editor's swap file");
    const folder = tenantFolder(dir, () => {});
    expect(folder.scan()).toBe(true);
    expect([...folder.files.keys()]).toEqual(["curvycrush.json"]);
    expect(folder.files.get("curvycrush.json")?.latest?.id).toBe("curvycrush");
    expect(folder.scan()).toBe(false);
    expect(folder.moved()).toBe(false);

    writeJson(dir, "curvycrush.json", { ...demo("curvycrush"), niche: 99 });
    expect(folder.scan(["curvycrush.json"])).toBe(true);
    expect(folder.files.get("curvycrush.json")?.error).toContain("niche");

    fs.rmSync(path.join(dir, "curvycrush.json"));
    expect(folder.moved()).toBe(true);
    expect(folder.scan()).toBe(true);
    expect(folder.files.size).toBe(0);
  });

  it("keeps what it read when the folder goes away, and says so once", () => {
    const dir = tempTenantDir(false);
    writeJson(dir, "curvycrush.json", demo("curvycrush"));
    const logs: TenantLogEntry[] = [];
    const folder = tenantFolder(dir, (entry) => logs.push(entry));
    folder.scan();
    fs.rmSync(dir, { recursive: true });
    expect(folder.scan()).toBe(false);
    expect(folder.scan()).toBe(false);
    expect(folder.away()).toBe(true);
    expect(folder.files.has("curvycrush.json")).toBe(true);
    expect(logs.filter((e) => e.msg === "tenants folder unreadable")).toHaveLength(1);
  });
});
