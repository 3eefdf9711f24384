// `npm start`: build the web app, start the reference API (embedded PostgreSQL with demo data)
// and the web server, then print every demo site's URL and demo login.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { alreadyRunning, claimDataDir } from "./data-lock.mjs";
import { root, startStack } from "./stack.mjs";

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
// "memory" is a throw-away database (the reference API's own convention), not a folder name.
const dataDir =
  process.env.DATA_DIR === "memory" ? "memory" : path.resolve(root, process.env.DATA_DIR ?? ".data/pglite");

/** A session secret that survives restarts, so members stay logged in between runs. */
function localSessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = path.join(root, ".data", "session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

// One product per data folder: a second `npm start` (another terminal) says so in one line before
// it builds anything; the lock goes when this process ends (docs/decisions/025-one-database-one-process.md).
const lock =
  dataDir === "memory"
    ? undefined
    : claimDataDir(dataDir, { url: `http://localhost:${webPort}/`, what: "The product" });
if (lock?.holder) {
  console.error(alreadyRunning(lock.holder, dataDir));
  process.exit(1);
}

if (!process.argv.includes("--no-build")) {
  console.log("Building the web app…");
  // Its progress lines stay out of the terminal (--verbose shows them); errors and warnings that
  // are about this project's code show on stderr (scripts/build.mjs).
  const verbose = process.argv.includes("--verbose");
  try {
    execFileSync(process.execPath, ["scripts/build.mjs"], {
      cwd: root,
      stdio: ["ignore", verbose ? "inherit" : "ignore", "inherit"],
    });
  } catch {
    console.error("The build failed (see above); nothing was started.");
    process.exit(1);
  }
}

console.log("Starting the reference API and the web server…");
const tenantsDir = path.resolve(root, process.env.TENANTS_DIR ?? "tenants");
const stack = await startStack({
  webPort,
  apiPort,
  dataDir,
  sessionSecret: localSessionSecret(),
  quiet: !process.argv.includes("--verbose"),
  // A tenant file added while the product runs opens as a demo site in the reference API too
  // (reference-api/tenant-sites.ts); the API says so in a line that is printed here.
  env: { TENANT_SITES_DIR: tenantsDir },
  onLine: (line) => {
    if (!line.includes('"event":"site opened"')) return;
    const site = JSON.parse(line);
    console.log(`\nNew site open: ${site.name.padEnd(16)} http://${site.site}:${webPort}/`);
    console.log(`${"".padEnd(14)} ${"".padEnd(16)} demo login: ${site.email} / ${site.password}\n`);
  },
});

const logins = new Map(stack.demoLogins.map((l) => [l.site, l]));
// A second start names a site to open rather than the bare port.
const firstDomain = stack.tenants[0]?.domains[0];
if (firstDomain) lock?.update({ url: `http://${firstDomain}:${webPort}/` });
console.log("\nThe product is running. Open a site (any *.localhost name reaches this machine):\n");
for (const tenant of stack.tenants) {
  for (const domain of tenant.domains) {
    const login = logins.get(domain);
    console.log(`  ${tenant.name.padEnd(16)} http://${domain}:${webPort}/`);
    if (login) console.log(`  ${"".padEnd(16)} demo login: ${login.email} / ${login.password}`);
  }
}
console.log(
  dataDir === "memory"
    ? `\nReference API: ${stack.apiUrl}   (data in memory: gone when stopped)`
    : `\nReference API: ${stack.apiUrl}   (data in ${path.relative(root, dataDir)}; delete it to start afresh)`
);
// The mailbox shows working reset links: its URL carries a secret made for this start only.
if (stack.mailboxUrl) {
  console.log(`Mailbox:       ${stack.mailboxUrl}`);
  console.log("               (every e-mail the sites send: activation, reset …; the key changes every start)");
}
console.log("Warnings and errors show here; request logs with npm start -- --verbose.  Stop with Ctrl+C.\n");

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// The reference API is started again when it stops (scripts/stack.mjs); without the web server
// there is nothing left to serve.
stack.web.on("exit", (code) => {
  if (stopping) return;
  console.error(`The web server stopped unexpectedly (exit code ${code}); shutting down.`);
  void stop().then(() => process.exit(1));
});
