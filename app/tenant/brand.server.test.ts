import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteBrand } from "./brand.server";
import { loadTenantFile } from "./tenant-file.server";
import { DEMO_DIR } from "../testing/tenant-files";

const tenant = (id: string) => loadTenantFile(path.join(DEMO_DIR, `${id}.json`)).tenant!;

describe("the site's brand", () => {
  it("carries its niche's font faces and the files to preload, ahead of the tenant's overrides", () => {
    const brand = siteBrand(tenant("velvetropes"));
    expect(brand.themeCss).toMatch(/^@font-face\{font-family:'Oswald Variable'/);
    expect(brand.themeCss).toContain("font-family:'Inter Variable'");
    expect(brand.fontPreloads).toHaveLength(2);
  });

  it("loads no web font for a tenant that sets its own font family", () => {
    const own = tenant("velvetropes");
    const brand = siteBrand({ ...own, theme: { ...own.theme, fontFamily: "'Brand Sans', system-ui, sans-serif" } });
    expect(brand.themeCss).not.toContain("@font-face");
    expect(brand.themeCss).toContain("'Brand Sans', system-ui, sans-serif");
    expect(brand.fontPreloads).toEqual([]);
  });
});
