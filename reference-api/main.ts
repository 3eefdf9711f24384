// The reference API: `npm run api`, or started by `npm start` / the e2e setup.
import { serve } from "@hono/node-server";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { openDb } from "./db";
import { migrate } from "./migrate";
import { demoLogins, seedIfEmpty } from "./seed";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.API_PORT ?? 4000);
const host = process.env.API_HOST ?? "127.0.0.1";
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const dataDir =
  process.env.DATA_DIR === "memory" ? "memory" : path.resolve(root, process.env.DATA_DIR ?? ".data/pglite");
const log = (entry: Record<string, unknown>) =>
  console.error(JSON.stringify({ t: new Date().toISOString(), ...entry }));

const started = Date.now();
const db = await openDb({ databaseUrl: process.env.DATABASE_URL, dataDir });
const applied = await migrate(db);
const seeded = await seedIfEmpty(db);
log({
  level: "info",
  msg: "database ready",
  database: process.env.DATABASE_URL ? "postgresql" : dataDir,
  migrations: applied,
  seeded,
  ms: Date.now() - started,
});

const server = serve({ fetch: createApp({ db, publicUrl, log }).fetch, port, hostname: host }, (info) => {
  // One JSON line on stdout that scripts/stack.mjs waits for.
  console.log(JSON.stringify({ event: "ready", url: `http://${host}:${info.port}`, demoLogins: demoLogins() }));
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  server.close();
  await db.close(); // an open PGlite keeps Node alive
  process.exit(0);
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
