// The product built and the reference API started in memory with its test tools, as the probe
// and the soak run them against their own stack.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
// @ts-expect-error -- plain ESM helpers shared with `npm start`
import { freePort, root, startApi } from "../scripts/stack.mjs";

/** Builds the product when asked or when there is no build yet. */
export function ensureBuilt(rebuild: boolean, log: (line: string) => void) {
  if (rebuild || !fs.existsSync(path.join(root, "build", "server.js"))) {
    log("building the product (npm run build)…");
    execFileSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  }
}

/**
 * The reference API on a free port, in memory, in test mode, with `seedMembers` demo members and
 * a fresh key for its dev tools; `env` adds to its environment.
 */
export async function startTestApi(seedMembers: number, env: Record<string, string> = {}) {
  const devKey = crypto.randomBytes(24).toString("base64url");
  const api = await startApi(
    {
      ...process.env,
      API_PORT: String(await freePort()),
      DATA_DIR: "memory",
      DEV_TOOLS_KEY: devKey,
      API_TEST_MODE: "1",
      SEED_MEMBERS: String(seedMembers),
      ...env,
    },
    { quiet: true }
  );
  return { url: api.ready.url as string, devKey, stop: api.stop as () => Promise<unknown> };
}
