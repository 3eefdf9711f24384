// `npx tsx bench/tenants-at-scale.ts [count] [--code <checkout>] [--web]`: what a deployment of many sites
// costs the web process (docs/decisions/024-sites-at-scale.md). Generates `count` tenant files
// (default 25,000) beside the demo's seven, then, in a fresh process, measures the tenant registry
// of `--code` (default: this checkout; point it at a copy of another commit to compare):
// - start → last site served: from creating the registry to resolving the last file's domain;
// - memory per tenant: heap after loading minus heap before, over the number of files (after GC);
// - live after a change: a new file written → its domain resolves, and an edited name → served;
// - idle CPU: process.cpuUsage over 10 s with nothing changing, as a share of one core;
// - tenant:check: wall time of `npm run tenant:check` over the folder (its own process);
// - with --web (needs `npm run build`): the whole web process, from spawning build/server.js to the
//   last site answering anything but "site not found" (its API away: the page is a 503; counted
//   to when the answering request was sent, not to the 503's end), beside
//   the same with the demo's seven files only.
// Figures vary with the machine's load: compare two checkouts in the same run.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};

/** The generated file that sorts last (the demo's files are named by their brands, and sort after). */
const lastGenerated = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((f) => f.startsWith("site-") && f.endsWith(".json"))
    .sort()
    .pop()!;

interface Registry {
  byHost(host: string): { name: string } | undefined;
  ready: Promise<void>;
  close(): void;
}

async function child(code: string, dir: string, idleMs: number) {
  const gc = (globalThis as { gc?: () => void }).gc!;
  const { createTenantRegistry } = (await import(
    pathToFileURL(path.join(code, "app/tenant/registry.server.ts")).href
  )) as { createTenantRegistry: (options: { dir: string; deferValidation?: boolean }) => Registry };
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const last = JSON.parse(fs.readFileSync(path.join(dir, lastGenerated(dir)), "utf8")) as { domains: string[] };
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  // As the web server opens it (getTenantRegistry); a registry without the option ignores it.
  const registry = createTenantRegistry({ dir, deferValidation: true });
  const until = async (check: () => boolean) => {
    const from = performance.now();
    while (!check()) {
      if (performance.now() - from > 30_000) return NaN;
      await new Promise((r) => setTimeout(r, 5));
    }
    return performance.now() - from;
  };
  await until(() => registry.byHost(last.domains[0]) !== undefined);
  const startMs = performance.now() - started;
  // Anything a lazy registry defers is done by now, so it is counted in the memory.
  await registry.ready;
  for (const f of files) registry.byHost(`${path.basename(f, ".json")}.example`);
  gc();
  const heapPerTenant = (process.memoryUsage().heapUsed - heapBefore) / files.length;

  await new Promise((r) => setTimeout(r, 3000)); // the start's own timers settle
  const cpuBefore = process.cpuUsage();
  const idleFrom = performance.now();
  await new Promise((r) => setTimeout(r, idleMs));
  const cpu = process.cpuUsage(cpuBefore);
  const idleCpu = (cpu.user + cpu.system) / 1000 / (performance.now() - idleFrom);

  const fresh = { ...JSON.parse(fs.readFileSync(path.join(dir, files[0]), "utf8")), id: "bench-new" };
  fresh.domains = ["bench-new.example"];
  fs.writeFileSync(path.join(dir, "bench-new.json"), JSON.stringify(fresh));
  const newFileMs = await until(() => registry.byHost("bench-new.example") !== undefined);
  await new Promise((r) => setTimeout(r, 2500)); // the write's later events and the safety net are done
  fs.writeFileSync(path.join(dir, "bench-new.json"), JSON.stringify({ ...fresh, name: "Bench Renamed" }));
  const changedFileMs = await until(() => registry.byHost("bench-new.example")?.name === "Bench Renamed");
  fs.rmSync(path.join(dir, "bench-new.json"));
  registry.close();
  console.log(JSON.stringify({ files: files.length, startMs, heapPerTenant, idleCpu, newFileMs, changedFileMs }));
}

/**
 * Spawns the built web server over `dir`; ms until a request for `host` sent at that moment gets
 * anything but 404. The request's own time is not counted: with the API away, the page's answer
 * (a 503) waits about 2 s for the API client to give up, which is no part of starting.
 */
async function webStart(dir: string, host: string): Promise<number> {
  const port = 3000 + Math.floor(Math.random() * 1000) + 20_000;
  const started = performance.now();
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      TENANTS_DIR: dir,
      SESSION_SECRET: "tenants-at-scale-".repeat(3),
      API_URL: "http://127.0.0.1:9",
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  const status = () =>
    new Promise<number>((resolve) => {
      const req = http.get({ host: "127.0.0.1", port, path: "/", headers: { Host: host } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", () => resolve(0));
    });
  try {
    for (;;) {
      const sent = performance.now();
      const answered = await status();
      if (answered !== 0 && answered !== 404) return sent - started;
      if (performance.now() - started > 60_000) return NaN;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill("SIGTERM");
  }
}

async function main() {
  const code = path.resolve(flag("--code") ?? ".");
  const idleMs = Number(flag("--idle-ms") ?? 10_000);
  const web = args.includes("--web");
  if (web) args.splice(args.indexOf("--web"), 1);
  const count = Number(args[0] ?? 25_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tenants-at-scale-"));
  try {
    for (const f of fs.readdirSync("tenants").filter((f) => f.endsWith(".json")))
      fs.copyFileSync(path.join("tenants", f), path.join(dir, f));
    execFileSync(process.execPath, ["scripts/generate-tenants.mjs", dir, String(count)], { stdio: "ignore" });
    const tsx = ["--import", "tsx"];
    const run = spawnSync(
      process.execPath,
      ["--expose-gc", ...tsx, "bench/tenants-at-scale.ts", "--child", code, dir, String(idleMs)],
      // The registry's log lines (one per file at start) are part of its cost; they are read and dropped.
      { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"], maxBuffer: 1 << 30 }
    );
    if (run.status !== 0) throw new Error(`the measuring process failed (${run.status})`);
    const figures = JSON.parse(run.stdout.split("\n").find((line) => line.startsWith('{"files"'))!);
    const checkFrom = performance.now();
    spawnSync(process.execPath, [...tsx, path.join(code, "scripts/tenant-check.ts"), dir], { stdio: "ignore" });
    const checkMs = performance.now() - checkFrom;
    const round = (n: number, digits = 0) => Number(n.toFixed(digits));
    console.log(`code: ${code}`);
    console.log(`tenant files: ${figures.files}`);
    console.log(`start → last site served: ${round(figures.startMs)} ms`);
    console.log(`memory per tenant: ${round(figures.heapPerTenant / 1024, 2)} KB`);
    console.log(
      `new file live after: ${round(figures.newFileMs)} ms; changed file: ${round(figures.changedFileMs)} ms`
    );
    console.log(`idle CPU: ${round(figures.idleCpu * 100, 2)} % of a core over ${idleMs / 1000} s`);
    console.log(`tenant:check: ${round(checkMs)} ms`);
    if (web) {
      const last = path.basename(lastGenerated(dir), ".json");
      for (let i = 0; i < 2; i++) {
        const demo = await webStart(path.resolve("tenants"), "flirthaven.localhost");
        const many = await webStart(dir, `${last}.example`);
        console.log(`web process, last site served: ${round(many)} ms (the demo's seven files: ${round(demo)} ms)`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (args[0] === "--child") await child(path.resolve(args[1]), args[2], Number(args[3]));
else await main();
