// `npm run test:api:postgres`: the reference API's test suite (and the web tier's integration tests
// against it) once more, on a PostgreSQL server
// instead of the embedded PGlite, the path operators take when they outgrow one machine
// (docs/decisions/025-one-database-one-process.md). TEST_POSTGRES_URL names the server (a role
// that may create databases: each test file gets a database of its own, reference-api/testing/db.ts);
// `.ci/run` starts one. Without it the step says so in one line and passes.
import { spawn } from "node:child_process";

const server = process.env.TEST_POSTGRES_URL;
if (!server) {
  console.log(
    'test:api:postgres skipped: no PostgreSQL server (set TEST_POSTGRES_URL, e.g. eval "$(bash scripts/postgres-for-tests.sh)")'
  );
  process.exit(0);
}

const child = spawn(
  "npx",
  // live-processes.test.ts runs on that server in test:unit already; crash-safety.test.ts is about
  // the embedded database's folder.
  [
    "vitest",
    "run",
    "reference-api",
    // The paid actions posted at once through the web tier: truly concurrent transactions there.
    "tests/integration",
    "--exclude",
    "reference-api/live-processes.test.ts",
    "--exclude",
    "reference-api/crash-safety.test.ts",
  ],
  { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: server } }
);
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
