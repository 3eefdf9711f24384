import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");

/**
 * A process that builds as `npm run build` and `npm start` do, then keeps its event loop busy past esbuild's
 * keep-alive ping (one a second) and exits: an esbuild context still open at that moment makes
 * esbuild's Go process print its "all goroutines are asleep - deadlock!" trace. Answers everything
 * the terminal got.
 */
function buildThenExitBusy(): Promise<{ code: number | null; output: string }> {
  const script = `
    const { build } = await import(${JSON.stringify(path.join(root, "scripts/build.mjs"))});
    await build();
    const until = Date.now() + 1500;
    while (Date.now() < until);
    process.exit(0);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
      // Built as for production, as npm start builds it (vitest sets NODE_ENV=test).
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    // esbuild's service processes inherit the pipes: "close" waits for their last word too.
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("the build of npm run build and npm start", () => {
  it(
    "leaves no esbuild service mid-answer and prints no notice its user cannot act on",
    { timeout: 300_000 },
    async () => {
      const started = Date.now();
      const { code, output } = await buildThenExitBusy();
      expect(code).toBe(0);
      expect(output).not.toMatch(/goroutine|fatal error/);
      // Remix's own use of Vite's CommonJS entry, and its future flags: not the person starting the product's to change.
      expect(output).not.toContain("CJS build of Vite");
      expect(output).not.toMatch(/future flag/);
      for (const file of ["build/server.js", "build/index.js", "public/sw-push.js"]) {
        expect(fs.statSync(path.join(root, file)).mtimeMs, file).toBeGreaterThan(started);
      }
    }
  );
});
