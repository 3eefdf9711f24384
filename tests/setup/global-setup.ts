import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { root, startStack } from "../../scripts/stack.mjs";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
  const stack = await startStack({
    webPort,
    apiPort,
    dataDir: "memory",
    tenantsDir,
    sessionSecret: "e2e-secret-e2e-secret-e2e-secret-0001",
    quiet: !process.env.E2E_VERBOSE,
    // Behind a proxy as in production: each test's browser sends its own client IP
    // (tests/e2e/support.ts), so the API's limits per IP meet one test each.
    env: { TRUST_PROXY: "1" },
  });
  process.env.E2E_WEB_PORT = String(webPort);
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_TENANTS_DIR = tenantsDir;
  process.env.E2E_DEMO_LOGINS = JSON.stringify(stack.demoLogins);
  return async () => {
    await stack.stop();
    fs.rmSync(tenantsDir, { recursive: true, force: true });
  };
}
