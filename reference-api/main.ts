// The reference API: `npm run api`, or started by `npm start` / the e2e setup (scripts/stack.mjs).
// Its environment (ports, database, /dev tools, seed sizes) is apiEnvSchema in lib/env.ts.
import { serve } from "@hono/node-server";
import crypto from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { apiEnv } from "../lib/env";
import { alreadyRunning, claimDataDir, holderOf } from "../scripts/data-lock.mjs";
import { drainable } from "../lib/http-drain";
import { openDb } from "./db";
import { migrate } from "./migrate";
import { ensureSitePushKeys } from "./push/keys";
import { memberClocks } from "./member-clocks";
import { purgeDeletedAccounts } from "./routes/account-rules";
import { demoLogins, seedIfEmpty, seedOptionsFromEnv } from "./seed";
import { createApp, defaultLog as log } from "./server";
import { followTenantFiles } from "./tenant-sites";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const env = apiEnv();
const port = env.API_PORT;
const host = env.API_HOST;
const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
const dataDir = env.DATA_DIR === "memory" ? "memory" : path.resolve(root, env.DATA_DIR);

// One process on an embedded database's folder (scripts/data-lock.mjs): refused in one line while
// another runs on it. `npm start` holds the folder for the API it runs (this process's parent).
if (!env.DATABASE_URL && dataDir !== "memory" && holderOf(dataDir)?.pid !== process.ppid) {
  const lock = claimDataDir(dataDir, { url: publicUrl, what: "The reference API" });
  if (lock.holder) {
    process.stderr.write(`${alreadyRunning(lock.holder, dataDir)}\n`);
    process.exit(1);
  }
}

const started = Date.now();
const db = await openDb({ databaseUrl: env.DATABASE_URL, dataDir });
/** Set once listening; shutdown may run before that (a signal during the seed). */
const running: {
  server?: ReturnType<typeof serve>;
  drain?: ReturnType<typeof drainable>;
  app?: ReturnType<typeof createApp>;
  tenantSites?: { close: () => void };
} = {};
let closing = false;
async function shutdown(code: number): Promise<never> {
  // A second call (a failure caused by the first shutdown) waits for the first one's exit.
  if (closing) return new Promise<never>(() => undefined);
  closing = true;
  // Requests in flight finish their transactions (up to DRAIN_GRACE_MS, as the web tier's: decision
  // 027), then the database closes: an open PGlite keeps Node alive.
  const { drain, app } = running;
  running.tenantSites?.close();
  // Event streams never finish by themselves: end them (and pending fictional replies) first.
  await app?.close().catch(() => undefined);
  const drained = await drain?.drain();
  if (drained?.forced) log({ level: "warn", msg: "requests cut after the grace", ms: drained.ms });
  await db.close().catch(() => undefined);
  process.exit(code);
}
process.on("SIGTERM", () => void shutdown(0));
process.on("SIGINT", () => void shutdown(0));

try {
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db, seedOptionsFromEnv(env));
  // Fresh statistics and visibility map: the planner sees the seeded rows and the search's
  // covering indexes can answer without reading the table (decision 013).
  if (seeded) await db.query("VACUUM ANALYZE");
  // Sites made before push keys existed get theirs (the seed gives new ones theirs).
  const pushKeysMade = await ensureSitePushKeys(db);
  // Accounts whose 14-day undo window ended while the server was down (also purged on lookup).
  const deletedAccountsPurged = await purgeDeletedAccounts(db, await memberClocks(db, () => new Date()).all());
  const { count: purged } = (
    await db.query<{ count: number }>(
      "WITH gone AS (DELETE FROM sessions WHERE expires_at <= now() RETURNING 1) SELECT count(*)::int AS count FROM gone"
    )
  )[0];
  log({
    level: "info",
    msg: "database ready",
    database: env.DATABASE_URL ? "postgresql" : dataDir,
    migrations: applied,
    seeded,
    pushKeysMade,
    expiredSessionsPurged: purged,
    deletedAccountsPurged,
    ms: Date.now() - started,
  });
} catch (error) {
  log({ level: "error", msg: "database setup failed", error: String(error instanceof Error ? error.stack : error) });
  await shutdown(1);
}

const production = env.NODE_ENV === "production";
// npm start: a tenant file the operator adds opens a demo site here too (reference-api/tenant-sites.ts).
// One JSON line per new site on stdout, which scripts/start.mjs prints with its demo login.
running.tenantSites =
  env.TENANT_SITES_DIR && !production
    ? await followTenantFiles(db, path.resolve(root, env.TENANT_SITES_DIR), {
        log,
        onOpened: (site) => console.log(JSON.stringify({ event: "site opened", ...site })),
      })
    : undefined;
const devKey = production ? undefined : env.DEV_TOOLS_KEY ?? crypto.randomBytes(24).toString("base64url");
const devTools = devKey ? { key: devKey, testClock: env.API_TEST_MODE } : false;
const app = createApp({ db, publicUrl, log, devTools });
running.app = app;
const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  const url = `http://${host}:${info.port}`;
  // One JSON line on stdout that scripts/stack.mjs waits for.
  console.log(
    JSON.stringify({
      event: "ready",
      url,
      demoLogins: demoLogins(),
      ...(devKey ? { devKey, mailbox: `${url}/dev/mailbox?key=${devKey}` } : {}),
    })
  );
});
running.server = server;
running.drain = drainable(server as Server);
server.on("error", (error: NodeJS.ErrnoException) => {
  log({ level: "error", msg: "cannot listen", host, port, error: error.code ?? error.message });
  void shutdown(1);
});
