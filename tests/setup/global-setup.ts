import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, root, startStack } from "../../scripts/stack.mjs";

/**
 * Starts the product once for the whole run: a fresh in-memory database and a private copy of
 * tenants/ (tests add tenant files to it). Workers inherit the environment set here.
 */
export default async function globalSetup() {
  const tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-tenants-"));
  for (const file of fs.readdirSync(path.join(root, "tenants")).filter((f: string) => f.endsWith(".json"))) {
    fs.copyFileSync(path.join(root, "tenants", file), path.join(tenantsDir, file));
  }
  const [webPort, apiPort] = [await freePort(), await freePort()];
  fs.mkdirSync(path.join(root, "tests/artifacts"), { recursive: true });
  const serverLog = fs.createWriteStream(path.join(root, "tests/artifacts/servers.log"));
  const devKey = crypto.randomBytes(24).toString("base64url");
  const sessionSecret = "e2e-secret-e2e-secret-e2e-secret-0001";
  const stack = await startStack({
    webPort,
    apiPort,
    dataDir: "memory",
    tenantsDir,
    sessionSecret,
    // The mailbox's secret, and the movable clock the throttling tests use.
    devKey,
    testMode: true,
    quiet: !process.env.E2E_VERBOSE,
    // The servers' warnings are expected where tests break the API on purpose: they go to a file
    // to read when a test fails, not between the test results.
    logTo: serverLog,
    // Behind a proxy as in production: each test's browser sends its own client IP
    // (tests/e2e/support.ts), so the API's limits per IP meet one test each. Turns as wide as the
    // suite needs: its fault APIs hold pages for seconds on purpose while other tests run; the
    // limits' own test runs a process of its own (server/saturated-process.test.ts).
    env: { TRUST_PROXY: "1", WEB_MAX_IN_FLIGHT: "64", WEB_MAX_WAITING: "256", API_CALLS_PER_TENANT: "256" },
  });
  process.env.E2E_WEB_PORT = String(webPort);
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_DEV_KEY = devKey;
  // A test that starts a second web process beside this one signs cookies the same way.
  process.env.E2E_SESSION_SECRET = sessionSecret;
  process.env.E2E_TENANTS_DIR = tenantsDir;
  process.env.E2E_DEMO_LOGINS = JSON.stringify(stack.demoLogins);
  await warmUp(webPort, stack.demoLogins);
  return async () => {
    await stack.stop();
    serverLog.end();
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  };
}

/**
 * One visit of each site's home and login page before the first test: the first request of a fresh
 * process compiles its code paths and fills the per-tenant caches, which on a slow machine can take
 * longer than a page's read limit and fail whichever test happens to come first.
 */
async function warmUp(webPort: number, logins: { site: string }[]) {
  const http = await import("node:http");
  const visit = (host: string, pathname: string) =>
    new Promise<void>((resolve) => {
      const req = http.get(
        { host: "127.0.0.1", port: webPort, path: pathname, headers: { Host: `${host}:${webPort}` } },
        (res) => {
          res.resume();
          res.on("end", () => resolve());
        }
      );
      req.on("error", () => resolve());
    });
  for (const { site } of logins) {
    await visit(site, "/");
    await visit(site, "/login");
  }
}
