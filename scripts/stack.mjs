// Starts the whole product as child processes: the reference API (embedded PostgreSQL, demo
// data) and the web server on the built app. Used by `npm start` and by the e2e suite.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
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

/** A log line worth showing in quiet mode: the servers' JSON warnings and errors (lib/logger.ts). */
const WARNING_OR_ERROR = /"level":"(warn|error|fatal)"/;

/**
 * Spawns a node process and resolves with the first JSON stdout line that `isReady` accepts.
 * `onLine` sees every stdout line (a test reading a server's request log), printed or not. Quiet
 * mode drops the routine lines (one per request) and keeps warnings and errors, which the servers
 * write to stdout like the rest, and whatever goes to stderr (a crash's stack) except info lines.
 * They go to `logTo` (the terminal's stderr unless a caller such as the e2e setup names a file).
 */
function startProcess(name, args, env, isReady, { quiet, onLine, logTo = process.stderr, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  // The last lines of stderr go into the error of a process that dies before it is ready, so the
  // cause (a missing module, a bad variable) shows where the start failed, not only in a log file.
  const lastErrors = [];
  createInterface({ input: child.stderr }).on("line", (line) => {
    lastErrors.push(line);
    if (lastErrors.length > 20) lastErrors.shift();
    if (quiet && /"level":"info"/.test(line)) return;
    logTo.write(`[${name}] ${line}\n`);
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    // "close" rather than "exit": by then stderr has been read to its end.
    child.once("close", (code) => {
      clearTimeout(timer);
      const cause = lastErrors.length ? `:\n${lastErrors.join("\n")}` : "";
      reject(new Error(`${name} exited with code ${code} before it was ready${cause}`));
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
      else if (WARNING_OR_ERROR.test(line)) logTo.write(`[${name}] ${line}\n`);
    });
  });
  return { child, ready };
}

/**
 * Stops a child process: SIGTERM, then SIGKILL after 12 s (the servers drain for up to 10 s:
 * lib/http-drain.ts). Resolves when it has exited.
 */
export function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 12_000);
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
 *   logTo?: NodeJS.WritableStream, env?: Record<string, string> }} options
 *   devKey: the secret of the API's /dev tools (random per start when left out);
 *   testMode: the API's test tools (members made to order, each member's movable clock), for the
 *   test suites only.
 */
export async function startStack(options) {
  // The web tier's key for the API's site event stream (decision 028), chosen per start unless
  // given; kept in this process's environment so a web process started beside it (startWeb) has it too.
  process.env.EVENTS_KEY ||= options.env?.EVENTS_KEY || crypto.randomBytes(24).toString("base64url");
  const base = {
    ...process.env,
    ...options.env,
    API_PORT: String(options.apiPort),
    PUBLIC_URL: `http://localhost:${options.apiPort}`,
    // Links in e-mails lead to the site's own host on the web server's port.
    WEB_PORT: String(options.webPort),
  };
  if (options.dataDir) base.DATA_DIR = options.dataDir;
  // Chosen here rather than by the API, so the mailbox link stays valid when the API is restarted.
  const devKey = options.devKey ?? crypto.randomBytes(24).toString("base64url");
  const apiEnv = { ...base, DEV_TOOLS_KEY: devKey, API_TEST_MODE: options.testMode ? "1" : "" };
  const api = await startApi(apiEnv, { ...options, restart: true });
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
    /** The web server: the stack is down when it stops (the API is started again by itself). */
    web: web.child,
    stop: () => Promise.all([web.stop(), api.stop()]),
  };
}

/** How long to wait before starting a stopped API again: 1 s, doubling up to 30 s while it keeps failing. */
const RESTART_DELAYS_MS = [1000, 2000, 4000, 8000, 16000, 30000];
/** An API that ran this long before it stopped is starting afresh: the next restart waits 1 s again. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * One reference API process with `env` (API_PORT, DATABASE_URL or DATA_DIR, …): its ready line
 * (url, demo logins, dev key) once it listens, and `stop`. Several may share one PostgreSQL database.
 * With `restart`, an API that stops by itself (a crash, killed) is started again on the same port
 * and data, waiting longer after each failure; meanwhile the web tier answers its error page.
 * @param {Record<string, string | undefined>} env
 * @param {{ quiet?: boolean, logTo?: NodeJS.WritableStream, onLine?: (line: string) => void, restart?: boolean }} options
 */
export async function startApi(env, options = {}) {
  const launch = () =>
    startProcess("api", ["--import", "tsx", "reference-api/main.ts"], env, (e) => e.event === "ready", options);
  let api = launch();
  let stopping = false;
  let failures = 0;
  let startedAt = Date.now();
  const supervise = (child) =>
    child.once("exit", (code, signal) => {
      if (stopping || !options.restart) return;
      if (Date.now() - startedAt > HEALTHY_AFTER_MS) failures = 0;
      const delay = RESTART_DELAYS_MS[Math.min(failures++, RESTART_DELAYS_MS.length - 1)];
      process.stderr.write(
        `[api] stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${delay / 1000} s\n`
      );
      setTimeout(() => {
        if (stopping) return;
        startedAt = Date.now();
        api = launch();
        supervise(api.child);
        api.ready.then(
          () => process.stderr.write("[api] running again\n"),
          // Its exit is supervised like any other: the next attempt waits longer.
          (error) => process.stderr.write(`[api] ${error.message}\n`)
        );
      }, delay);
    });
  try {
    const ready = await api.ready;
    supervise(api.child);
    return {
      ready,
      get child() {
        return api.child;
      },
      stop: () => {
        stopping = true;
        return stopProcess(api.child);
      },
    };
  } catch (error) {
    await stopProcess(api.child);
    throw error;
  }
}

/**
 * One web server process on the built app against a running API: `startStack`'s, or one more
 * beside it (the same API, tenants and SESSION_SECRET), as a second machine behind a load balancer.
 * @param {{ webPort: number, apiUrl: string, sessionSecret: string, tenantsDir?: string,
 *   quiet?: boolean, logTo?: NodeJS.WritableStream, onLine?: (line: string) => void,
 *   env?: Record<string, string> }} options
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
