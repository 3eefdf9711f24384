// EXPLAIN ANALYZE of the member search on a large seed (decision 013): seeds an in-memory
// database with SEED_MEMBERS (default 100000) members on flirthaven.localhost, runs one search
// as the demo member through the app and prints the plan of each query it makes.
// Run: npx tsx bench/explain-search.ts ['gender=female&min_age=25&max_age=40&country=NL']
import { openDb, type Db } from "../reference-api/db";
import { migrate } from "../reference-api/migrate";
import { DEMO_PASSWORD, demoEmail, LARGE_SEED_DOMAIN, seedIfEmpty } from "../reference-api/seed";
import { createApp } from "../reference-api/server";

const search = process.argv[2] ?? "gender=female&min_age=25&max_age=40&country=NL";
const db = await openDb({ dataDir: "memory" });
await migrate(db);
await seedIfEmpty(db, { largeSiteMembers: Number(process.env.SEED_MEMBERS ?? 100_000) });
await db.query("VACUUM ANALYZE");

let explaining = false;
const explainingDb: Db = {
  ...db,
  query: async <T>(sql: string, params?: unknown[]) => {
    if (explaining && /^\s*(WITH|SELECT)/.test(sql)) {
      const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${sql}`, params);
      console.log(`${sql}\n${plan.map((r) => r["QUERY PLAN"]).join("\n")}\n`);
    }
    return db.query<T>(sql, params);
  },
};
const app = createApp({ db: explainingDb, publicUrl: "http://cdn.test", log: () => undefined });
const domain = `forced-domain=${LARGE_SEED_DOMAIN}`;
const login = await app.request(`/api/user.php?${domain}`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email: demoEmail(LARGE_SEED_DOMAIN), password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };
const headers = { Authorization: `Bearer ${token}` };
// Once to warm up (and write last_seen), then explained.
await app.request(`/api/search.php?${domain}&${search}`, { headers });
explaining = true;
const res = await app.request(`/api/search.php?${domain}&${search}`, { headers });
explaining = false;
const started = performance.now();
for (let i = 0; i < 20; i++) await app.request(`/api/search.php?${domain}&${search}`, { headers });
console.log(`status ${res.status}; ${((performance.now() - started) / 20).toFixed(1)} ms per search (in process)`);
await db.close();
