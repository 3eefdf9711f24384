// Builds and starts the processes the benchmark measures. Every child is tracked so that
// stopAll() can end them on success, on error and on Ctrl-C.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { stopProcess } from "../scripts/stack.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const baselineDir = path.join(root, "bench", "baseline");
const children = new Set<ChildProcess>();

export interface Running {
  url: string;
  /** The server process, whose CPU time the bench reads. */
  pid?: number;
  stop: () => Promise<void>;
}

export function build(): void {
  console.log("Building the product (npm run build)…");
  execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  console.log("Building the baseline (remix build in bench/baseline)…");
  const remixCli = path.join(
    path.dirname(createRequire(import.meta.url).resolve("@remix-run/dev/package.json")),
    "dist/cli.js"
  );
  // Its output repeats the product's future-flag warnings: shown only when the build fails.
  try {
    execFileSync(process.execPath, [remixCli, "build"], { cwd: baselineDir, stdio: "pipe" });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
    process.stderr.write(`${stdout}${stderr}`);
    throw error;
  }
}

/**
 * Spawns `node args` and resolves with the first JSON stdout line `isReady` accepts. Later
 * stdout (the product logs every request) is read only for warnings and errors, which are shown.
 */
function startNode(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  isReady: (event: Record<string, unknown>) => boolean,
  timeoutMs = 120_000,
  readyLines = 1
): Promise<{ event: Record<string, unknown>; pid?: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.once("exit", () => children.delete(child));
  // Warnings and errors only: info lines would drown the results.
  createInterface({ input: child.stderr! }).on("line", (line) => {
    if (!/"level":"info"/.test(line)) process.stderr.write(`[${name}] ${line}\n`);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready`));
    };
    child.once("exit", onExit);
    const lines = createInterface({ input: child.stdout! });
    lines.on("line", (line) => {
      let event: Record<string, unknown> | undefined;
      try {
        event = JSON.parse(line);
      } catch {
        event = undefined;
      }
      if (!event || !isReady(event)) return;
      // A cluster's workers each say they listen: all of them are ready.
      if (--readyLines > 0) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      lines.close();
      createInterface({ input: child.stdout! }).on("line", (line) => {
        if (/"level":"(warn|error|fatal)"/.test(line)) process.stderr.write(`[${name}] ${line}\n`);
      });
      resolve({ event, pid: child.pid, stop: () => stopProcess(child) });
    });
  });
}

export async function stopAll(): Promise<void> {
  await Promise.all([...children].map(stopProcess));
}

/**
 * The web tier's key for the API's site event stream (decision 028), shared by the product and the
 * reference API of a run: each web process holds one stream of the site's events.
 */
const EVENTS_KEY = crypto.randomBytes(24).toString("base64url");
/** One per run: a member logged in through one product process is logged in on another (the workers' mode). */
const SESSION_SECRET = crypto.randomBytes(32).toString("hex");
const production: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: "0", EVENTS_KEY };
const local = (port: unknown) => `http://127.0.0.1:${port}`;

export async function startBaseline(): Promise<Running> {
  const { event, pid, stop } = await startNode(
    "baseline",
    [path.join(baselineDir, "server.js")],
    production,
    (e) => e.msg === "listening"
  );
  return { url: local(event.port), pid, stop };
}

/**
 * The product as in production: one process, or `concurrency` workers on one port (node cluster);
 * `extra` overrides its environment (the load's limits).
 */
export async function startProduct(
  apiUrl: string,
  concurrency = 1,
  extra: Record<string, string> = {}
): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...production,
    HOST: "127.0.0.1",
    SESSION_SECRET,
    TENANTS_DIR: path.join(root, "tenants"),
    API_URL: apiUrl,
    WEB_CONCURRENCY: String(concurrency),
    // Every stream of the events measurement comes from this one machine.
    EVENT_STREAMS_PER_IP: "100000",
    ...extra,
  };
  const name = concurrency > 1 ? `web×${concurrency}` : "web";
  const ready = (e: Record<string, unknown>) => e.msg === "listening";
  const { event, pid, stop } = await startNode(name, ["build/server.js"], env, ready, 120_000, concurrency);
  return { url: local(event.port), pid, stop };
}

export async function startCannedApi(delayMs: number): Promise<Running> {
  const args = ["--import", "tsx", "bench/canned-api.ts", "--port", "0", "--delay", String(delayMs)];
  const { event, stop } = await startNode("canned-api", args, process.env, (e) => e.event === "ready");
  return { url: String(event.url), stop };
}

export interface DemoLogin {
  site: string;
  email: string;
  password: string;
}

/**
 * The reference API on a fresh in-memory database with the demo data (takes several seconds).
 * `members`: its first site gets that many members; `streamMembers`: that many members who can log
 * in (reference-api/seed/stream-members.ts), for the events measurement.
 */
export async function startReferenceApi(
  seed: { members?: number; streamMembers?: number } = {}
): Promise<Running & { demoLogins: DemoLogin[] }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_PORT: "0",
    DATA_DIR: "memory",
    NODE_ENV: "production",
    EVENTS_KEY,
    // Every stream of the events measurement comes from this one machine.
    EVENT_STREAMS_PER_IP: "100000",
  };
  if (seed.members !== undefined) env.SEED_MEMBERS = String(seed.members);
  if (seed.streamMembers !== undefined) env.SEED_STREAM_MEMBERS = String(seed.streamMembers);
  const { event, stop } = await startNode(
    "reference-api",
    ["--import", "tsx", "reference-api/main.ts"],
    env,
    (e) => e.event === "ready"
  );
  return { url: String(event.url), stop, demoLogins: (event.demoLogins as DemoLogin[]) ?? [] };
}
