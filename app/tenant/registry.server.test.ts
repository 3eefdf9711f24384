import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { normalizeHost } from "./host";
import { createTenantRegistry, loadTenantFile, type TenantRegistry } from "./registry.server";

const demoDir = path.resolve(__dirname, "../../tenants");
let dir: string;
let registry: TenantRegistry | undefined;
const quiet = () => {};

const base = () => JSON.parse(fs.readFileSync(path.join(demoDir, "flirthaven.json"), "utf8"));
const write = (name: string, value: unknown) =>
  fs.writeFileSync(path.join(dir, name), typeof value === "string" ? value : JSON.stringify(value));
/** Waits until `check` holds, for at most `ms` — the watcher's promise is "within 5 s". */
async function within(ms: number, check: () => boolean) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "tenants-"));
  for (const f of fs.readdirSync(demoDir).filter((f) => f.endsWith(".json")))
    fs.copyFileSync(path.join(demoDir, f), path.join(dir, f));
});
afterEach(() => {
  registry?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("host resolution", () => {
  it("normalises case, port and trailing dot", () => {
    expect(normalizeHost("FlirtHaven.Localhost:3000")).toBe("flirthaven.localhost");
    expect(normalizeHost("flirthaven.localhost.")).toBe("flirthaven.localhost");
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
  });

  it("finds each demo tenant by its host, and nothing for an unknown host", () => {
    registry = createTenantRegistry({ dir, watch: false, logger: quiet });
    expect(registry.all()).toHaveLength(7);
    expect(registry.byHost("ManMatch.localhost:3000")?.niche).toBe(7);
    expect(registry.byHost("other.example")).toBeUndefined();
  });

  it("serves DEFAULT_TENANT for unknown hosts when configured", () => {
    registry = createTenantRegistry({ dir, watch: false, defaultTenantId: "shemeets", logger: quiet });
    expect(registry.byHost("other.example")?.id).toBe("shemeets");
  });
});

describe("validation", () => {
  it("names the file and the field", () => {
    write("bad.json", { ...base(), id: "bad", domains: ["bad.localhost"], niche: 9 });
    expect(loadTenantFile(path.join(dir, "bad.json")).error).toBe(
      "bad.json: niche: Number must be less than or equal to 7"
    );
    write("typo.json", { ...base(), id: "typo", domains: ["typo.localhost"], nich: 2 });
    expect(loadTenantFile(path.join(dir, "typo.json")).error).toMatch(
      /^typo\.json: \(file\): Unrecognized key\(s\) in object: 'nich'/
    );
    write("lang.json", {
      ...base(),
      id: "lang",
      domains: ["lang.localhost"],
      languages: ["nl"],
      defaultLanguage: "de",
    });
    expect(loadTenantFile(path.join(dir, "lang.json")).error).toBe(
      "lang.json: defaultLanguage: must be one of the tenant's languages"
    );
    write("css.json", {
      ...base(),
      id: "css",
      domains: ["css.localhost"],
      theme: { colors: { primary: "red;}body{display:none" } },
    });
    expect(loadTenantFile(path.join(dir, "css.json")).error).toMatch(/^css\.json: theme\.colors\.primary: /);
  });

  it("refuses an id that differs from the file name, and broken JSON", () => {
    write("one.json", { ...base(), id: "two", domains: ["one.localhost"] });
    expect(loadTenantFile(path.join(dir, "one.json")).error).toMatch(/^one\.json: id: must equal the file name/);
    write("broken.json", "{ not json");
    expect(loadTenantFile(path.join(dir, "broken.json")).error).toMatch(/^broken\.json: not valid JSON/);
  });

  it("reports a domain claimed twice; the site already serving keeps it", () => {
    registry = createTenantRegistry({ dir, watch: false, logger: quiet });
    write("copycat.json", { ...base(), id: "copycat" });
    registry.reload();
    expect(registry.byHost("flirthaven.localhost")?.id).toBe("flirthaven");
    expect(registry.errors()).toEqual([
      {
        file: "copycat.json",
        message: expect.stringContaining('"flirthaven.localhost" is already claimed by flirthaven.json'),
      },
    ]);
  });
});

describe("watching the folder", () => {
  it("serves a new file within 5 s, without a restart", async () => {
    registry = createTenantRegistry({ dir, logger: quiet });
    write("newbrand.json", { ...base(), id: "newbrand", name: "Newbrand", domains: ["newbrand.localhost"] });
    await within(5000, () => registry!.byHost("newbrand.localhost")?.name === "Newbrand");
  });

  it("applies a change, keeps the last good version of a broken edit, and drops a deleted file", async () => {
    const errors: Record<string, unknown>[] = [];
    registry = createTenantRegistry({ dir, logger: (e) => errors.push(e) });
    write("manmatch.json", {
      ...JSON.parse(fs.readFileSync(path.join(dir, "manmatch.json"), "utf8")),
      name: "ManMatch Plus",
    });
    await within(5000, () => registry!.byHost("manmatch.localhost")?.name === "ManMatch Plus");

    write("manmatch.json", { ...JSON.parse(fs.readFileSync(path.join(dir, "manmatch.json"), "utf8")), niche: 12 });
    await within(5000, () => registry!.errors().some((e) => e.file === "manmatch.json"));
    expect(registry.errors()[0].message).toBe("manmatch.json: niche: Number must be less than or equal to 7");
    expect(registry.byHost("manmatch.localhost")?.name).toBe("ManMatch Plus");
    expect(registry.byHost("manmatch.localhost")?.niche).toBe(7);
    expect(registry.byHost("shemeets.localhost")?.name).toBe("SheMeets");
    expect(errors).toContainEqual(
      expect.objectContaining({ msg: "invalid tenant file", serving: "last good version" })
    );

    fs.rmSync(path.join(dir, "shemeets.json"));
    await within(5000, () => registry!.byHost("shemeets.localhost") === undefined);
  });
});

describe("npm run tenant:check", () => {
  const run = promisify(execFile);
  const script = path.resolve(__dirname, "../../scripts/tenant-check.ts");
  const tsx = path.resolve(__dirname, "../../node_modules/.bin/tsx");

  it("passes on the demo tenants", async () => {
    const { stdout } = await run(tsx, [script, demoDir]);
    expect(stdout).toContain("all 7 tenant files are valid");
  });

  it("fails naming the file and field", async () => {
    write("bad.json", { ...base(), id: "bad", domains: ["bad.localhost"], signupPolicy: "sometimes" });
    const failure = await run(tsx, [script, dir]).then(
      () => undefined,
      (e: { code: number; stderr: string }) => e
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain("bad.json: signupPolicy:");
  });
});
