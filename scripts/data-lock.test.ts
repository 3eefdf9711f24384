// The lock of an embedded database's folder (scripts/data-lock.mjs, docs/decisions/025-one-database-one-process.md).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir, lockFileOf } from "./data-lock.mjs";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { root } from "./stack.mjs";

const folders: string[] = [];
const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-lock-"));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("the data folder's lock", () => {
  it("makes a second npm start say in one line that the product runs, with its pid and URL, and exit 1", async () => {
    const dir = folder();
    const lock = claimDataDir(dir, { url: "http://flirthaven.localhost:3000/", what: "The product" });
    expect(lock.holder).toBeUndefined();
    const second = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    second.stdout.on("data", (chunk: Buffer) => (output += chunk));
    second.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const code = await new Promise((resolve) => second.on("close", resolve));
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      `The product is already running on ${dir} (pid ${process.pid}, http://flirthaven.localhost:3000/). ` +
        "Stop it first (Ctrl+C in its terminal), or start this one with another DATA_DIR.",
    ]);
    // The first one's lock stays.
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8")).pid).toBe(process.pid);
    if (!lock.holder) lock.release();
    expect(fs.existsSync(lockFileOf(dir))).toBe(false);
  });

  it("lets in the reference API that npm start runs (its child), and stays npm start's", async () => {
    const dir = folder();
    const lock = claimDataDir(dir, { url: "http://flirthaven.localhost:3000/", what: "The product" });
    expect(lock.holder).toBeUndefined();
    // This test process plays npm start: the API is its child, as scripts/stack.mjs starts it.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "DATABASE_URL") delete env[name];
    const api = spawn(process.execPath, ["--import", "tsx", "reference-api/main.ts"], {
      cwd: root,
      env: { ...env, DATA_DIR: dir, API_PORT: "0", SEED_MEMBERS: "10", LOG_LEVEL: "error" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    api.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const ready = await new Promise<boolean>((resolve) => {
      api.stdout.on("data", (chunk: Buffer) => {
        output += chunk;
        if (output.includes('"event":"ready"')) resolve(true);
      });
      api.on("close", () => resolve(false));
    });
    const exited = new Promise((resolve) => api.on("close", resolve));
    api.kill("SIGTERM");
    await exited;
    expect(ready, output.slice(0, 2000)).toBe(true);
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8"))).toMatchObject({
      pid: process.pid,
      what: "The product",
    });
    if (!lock.holder) lock.release();
  }, 120_000);

  it("is taken over when the process that held it is gone", () => {
    const dir = folder();
    // A process that has ended: its pid is free (a SIGKILL leaves such a lock behind).
    const gone = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
    const deadPid = Number(gone.stdout.trim());
    fs.writeFileSync(
      lockFileOf(dir),
      JSON.stringify({ pid: deadPid, url: "http://localhost:4000", what: "The reference API" })
    );
    const lock = claimDataDir(dir, { url: "http://localhost:4001", what: "The reference API" });
    expect(lock.holder).toBeUndefined();
    expect(JSON.parse(fs.readFileSync(lockFileOf(dir), "utf8"))).toEqual({
      pid: process.pid,
      url: "http://localhost:4001",
      what: "The reference API",
    });
    if (!lock.holder) lock.release();
  });
});
