// Starts the whole product as child processes: the reference API (embedded PostgreSQL, demo
// data) and the web server on the built app. Used by `npm start` and by the e2e suite.
import { spawn } from "node:child_process";
import net from "node:net";
import { createInterface } from "node:readline";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A TCP port that is free on the loopback interface right now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Spawns a node process and resolves with the first JSON stdout line that `isReady` accepts.
 * `onLine` sees every stdout line (a test reading a server's request log), printed or not.
 */
function startProcess(name, args, env, isReady, { quiet, onLine, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  // Quiet mode keeps warnings and errors and drops routine info lines.
  createInterface({ input: child.stderr }).on("line", (line) => {
    if (quiet && /"level":"info"/.test(line)) return;
    process.stderr.write(`[${name}] ${line}\n`);
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code} before it was ready`));
    });
    createInterface({ input: child.stdout }).on("line", (line) => {
      onLine?.(line);
      let event;
      try {
        event = JSON.parse(line);
      } catch {
        event = undefined;
      }
      if (event && isReady(event)) {
        clearTimeout(timer);
        resolve(event);
      }
      if (!quiet) process.stdout.write(`[${name}] ${line}\n`);
    });
  });
  return { child, ready };
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s. Resolves when it has exited. */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * @param {{ webPort: number, apiPort: number, dataDir?: string, tenantsDir?: string,
 *   sessionSecret: string, devKey?: string, testMode?: boolean, quiet?: boolean,
 *   env?: Record<string, string> }} options
 *   devKey: the secret of the API's /dev tools (random per start when left out);
 *   testMode: the API's movable clock (/dev/clock), for the test suites only.
 */
export async function startStack(options) {
  const base = {
    ...process.env,
    ...options.env,
    API_PORT: String(options.apiPort),
    PUBLIC_URL: `http://localhost:${options.apiPort}`,
    // Links in e-mails lead to the site's own host on the web server's port.
    WEB_PORT: String(options.webPort),
  };
  if (options.dataDir) base.DATA_DIR = options.dataDir;
  const apiEnv = { ...base, DEV_TOOLS_KEY: options.devKey ?? "", API_TEST_MODE: options.testMode ? "1" : "" };
  const api = await startApi(apiEnv, options);
  const apiReady = api.ready;
  const web = await startWeb({ ...options, apiUrl: apiReady.url, env: base }).catch(async (error) => {
    await api.stop();
    throw error;
  });
  return {
    apiUrl: apiReady.url,
    /** The /dev tools' secret and the mailbox URL with it (none when the API runs in production). */
    devKey: apiReady.devKey,
    mailboxUrl: apiReady.mailbox,
    demoLogins: apiReady.demoLogins ?? [],
    tenants: web.tenants,
    children: [web.child, api.child],
    stop: () => Promise.all([web.stop(), api.stop()]),
  };
}

/**
 * One reference API process with `env` (API_PORT, DATABASE_URL or DATA_DIR, …): its ready line
 * (url, demo logins, dev key) once it listens, and `stop`. Several may share one PostgreSQL database.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean, onLine?: (line: string) => void }} options
 */
export async function startApi(env, options = {}) {
  const api = startProcess(
    "api",
    ["--import", "tsx", "reference-api/main.ts"],
    env,
    (e) => e.event === "ready",
    options
  );
  try {
    const ready = await api.ready;
    return { ready, child: api.child, stop: () => stopProcess(api.child) };
  } catch (error) {
    await stopProcess(api.child);
    throw error;
  }
}

/**
 * One web server process on the built app against a running API: `startStack`'s, or one more
 * beside it (the same API, tenants and SESSION_SECRET), as a second machine behind a load balancer.
 * @param {{ webPort: number, apiUrl: string, sessionSecret: string, tenantsDir?: string,
 *   quiet?: boolean, onLine?: (line: string) => void, env?: Record<string, string> }} options
 */
export async function startWeb(options) {
  const webEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: "production",
    PORT: String(options.webPort),
    SESSION_SECRET: options.sessionSecret,
    API_URL: options.apiUrl,
  };
  if (options.tenantsDir) webEnv.TENANTS_DIR = options.tenantsDir;
  const web = startProcess("web", ["build/server.js"], webEnv, (e) => e.msg === "listening", options);
  try {
    const ready = await web.ready;
    return { child: web.child, tenants: ready.tenants ?? [], stop: () => stopProcess(web.child) };
  } catch (error) {
    await stopProcess(web.child);
    throw error;
  }
}
