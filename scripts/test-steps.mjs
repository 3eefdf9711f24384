// `npm test`: runs the given npm scripts one after the other, stops at the first that fails, and
// ends with how long each took (the suite has a time budget: under 20 minutes on a 2-core machine).
// Usage: node scripts/test-steps.mjs typecheck lint "openapi -- --check" …
import { spawn } from "node:child_process";

const steps = process.argv.slice(2);
const took = [];

const run = (step) =>
  new Promise((resolve) => {
    const [script, ...args] = step.split(" ");
    const child = spawn("npm", ["run", "--silent", script, ...args], { stdio: "inherit" });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
let failed = null;
const started = Date.now();
for (const step of steps) {
  const from = Date.now();
  const code = await run(step);
  took.push([step, Date.now() - from, code]);
  if (code !== 0) {
    failed = step;
    break;
  }
}

const width = Math.max(...took.map(([step]) => step.length));
console.log("\nnpm test, step by step:");
for (const [step, ms, code] of took)
  console.log(`  ${step.padEnd(width)}  ${seconds(ms).padStart(6)}${code ? "  FAILED" : ""}`);
console.log(`  ${"total".padEnd(width)}  ${seconds(Date.now() - started).padStart(6)}`);
if (failed) {
  console.log(`\n"${failed}" failed; ${steps.length - took.length} step(s) did not run.`);
  process.exit(1);
}
