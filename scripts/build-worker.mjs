// Builds the service worker (app/entry.worker.ts) with @remix-pwa/dev's compiler into
// public/sw-push.js (remix.config.js). The compiler reports a failed build only on the console and
// then keeps running, so a message on stderr fails this step, and so does a missing or stale output.
import fs from "node:fs";
import path from "node:path";
import { runCompiler } from "@remix-pwa/dev";

const output = path.resolve("public/sw-push.js");
const started = Date.now();
const report = console.error;
console.error = (...args) => {
  report(...args);
  report("The service worker did not build.");
  process.exit(1);
};
process.on("exit", (code) => {
  if (code !== 0) return;
  if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < started - 1000) {
    report(`The service worker build wrote no ${path.relative(process.cwd(), output)}.`);
    process.exitCode = 1;
  }
});
await runCompiler("build");
