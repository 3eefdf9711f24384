// `npm run tenant:check`, run as the operator runs it: a child process under tsx.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { demo, DEMO_DIR, tempTenantDir, writeJson } from "../testing/tenant-files";

const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/.bin/tsx");
const script = path.join(root, "scripts/tenant-check.ts");

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}
async function check(args: string[], env: Record<string, string> = {}): Promise<Outcome> {
  const cleanEnv = { ...process.env, DEFAULT_TENANT: "", ...env };
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [script, ...args], { cwd: root, env: cleanEnv });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("npm run tenant:check", () => {
  it("passes on tenants/, one line per file", async () => {
    const { code, stdout, stderr } = await check([]);
    expect(stderr).not.toContain("✗");
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines.filter((l) => l.startsWith("✓ tenants/"))).toHaveLength(7);
    expect(lines).toContain("✓ tenants/manmatch.json: ManMatch (niche 7, nl de pl en) on manmatch.localhost");
    expect(lines.at(-1)).toBe("tenant:check: all 7 tenant files are valid");
  });

  it("fails on a bad folder, listing every problem with file and field", async () => {
    dir = tempTenantDir();
    writeJson(dir, "bad.json", {
      ...demo("flirthaven"),
      id: "bad",
      domains: ["bad.example"],
      niche: 9,
    });
    writeJson(dir, "zz-copycat.json", { ...demo("flirthaven"), id: "zz-copycat" });
    const { code, stdout, stderr } = await check([dir]);
    expect(code).toBe(1);
    expect(stderr).toContain(`✗ ${path.join(dir, "bad.json")}: niche: Number must be less than or equal to 7`);
    expect(stderr).toContain(
      `✗ ${path.join(dir, "zz-copycat.json")}: domains: "flirthaven.localhost" is already claimed by ${path.join(
        dir,
        "flirthaven.json"
      )}`
    );
    expect(stderr).toContain("tenant:check: 2 of 9 files have errors");
    expect(stdout.split("\n").filter((l) => l.startsWith("✓"))).toHaveLength(7);
  });

  it("fails on broken JSON and on an id that is not the file name", async () => {
    dir = tempTenantDir(false);
    writeJson(dir, "one.json", { ...demo("manmatch"), id: "two" });
    const result = await check([dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(dir, "one.json")}: id: must equal the file name "one"`);

    writeJson(dir, "one.json", "{ not json");
    expect((await check([dir])).stderr).toContain(`${path.join(dir, "one.json")}: (whole file): not valid JSON`);
  });

  it("fails on an empty or missing folder", async () => {
    dir = tempTenantDir(false);
    expect((await check([dir])).code).toBe(1);
    expect((await check([path.join(dir, "missing")])).code).toBe(1);
  });

  it("--api: asks the API about every domain and names each one it does not know", async () => {
    // The reference API's answers: settings for a domain it knows, unknown_site for any other.
    const known = new Set(["flirthaven.localhost", "manmatch.localhost"]);
    const asked: string[] = [];
    const api = http.createServer((req, res) => {
      const domain = new URL(req.url ?? "/", "http://x").searchParams.get("forced-domain") ?? "";
      asked.push(domain);
      res.writeHead(known.has(domain) ? 200 : 404, { "Content-Type": "application/json" });
      res.end(JSON.stringify(known.has(domain) ? { settings: {} } : { error: "unknown_site" }));
    });
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = api.address() as AddressInfo;
      dir = tempTenantDir(false);
      for (const id of ["flirthaven", "manmatch", "shemeets"]) writeJson(dir, `${id}.json`, demo(id));
      const { code, stdout, stderr } = await check([dir, "--api"], { API_URL: `http://127.0.0.1:${port}` });
      expect(asked.sort()).toEqual(["flirthaven.localhost", "manmatch.localhost", "shemeets.localhost"]);
      expect(code).toBe(1);
      expect(stdout.split("\n").filter((l) => l.startsWith("✓"))).toHaveLength(3);
      expect(stderr).toContain(
        `✗ ${path.join(
          dir,
          "shemeets.json"
        )}: domains: "shemeets.localhost": the API at http://127.0.0.1:${port} does not know this site`
      );
      expect(stderr.split("\n").filter((l) => l.startsWith("✗"))).toHaveLength(1);

      known.add("shemeets.localhost");
      const fixed = await check([dir, "--api"], { API_URL: `http://127.0.0.1:${port}` });
      expect(fixed.code).toBe(0);
      expect(fixed.stdout).toContain("the API knows every domain");
    } finally {
      api.close();
    }
  });

  it("fails when DEFAULT_TENANT names no tenant", async () => {
    const { code, stderr } = await check([DEMO_DIR], { DEFAULT_TENANT: "nosuchsite" });
    expect(code).toBe(1);
    expect(stderr).toContain('DEFAULT_TENANT: "nosuchsite" is not a valid tenant');
    expect((await check([DEMO_DIR], { DEFAULT_TENANT: "shemeets" })).code).toBe(0);
  });
});
