// `npm run probe`: the product probed as a hostile or careless client would, class by class, with
// new variants each run (a seed replays a run): answers without framework texts, accounts that
// can log in again, limits that count members and addresses, paid actions once, receipts that name
// one site, a slow API that never makes a member believe a lie, unknown hosts against the site
// service, one member's upload flood and 200 connections at once. Everything runs on this
// machine's loopback, bounded in count and time; exit code 1 on any finding.
// Options: --seed <n> (random) --only <class,...> --hosts <n> (10500: more than the site cache
//          holds) --build (build first; otherwise only when there is no build)
import crypto from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { devClient } from "../../reference-api/dev-client";
// @ts-expect-error -- plain ESM helpers shared with `npm start`
import { freePort, root, startWeb } from "../../scripts/stack.mjs";
import { ensureBuilt, startTestApi } from "../reference-api-stack";
import { runScript } from "../run-script";
import { probeAccounts } from "./accounts";
import { probeAnswers } from "./answers";
import { probeOverload, probeUploadFlood } from "./availability";
import { probeBrands } from "./brands";
import { dice, ProbeContext } from "./context";
import { probeAddresses, probeStreams } from "./limits";
import { probePaidOnce } from "./paid-once";
import { siteService, probeUnknownHosts } from "./sites";
import { probeSlowWrites, slowProxy } from "./slow-api";

const CLASSES = [
  "answers",
  "accounts",
  "streams",
  "addresses",
  "paid-once",
  "brands",
  "slow-api",
  "sites",
  "flood",
  "overload",
] as const;
type ProbeClass = (typeof CLASSES)[number];

const { values: args } = parseArgs({
  options: {
    seed: { type: "string" },
    only: { type: "string" },
    hosts: { type: "string", default: "10500" },
    build: { type: "boolean", default: false },
  },
});
const seed = args.seed ? Number(args.seed) : crypto.randomInt(1, 2 ** 31);
const only = new Set((args.only?.split(",") ?? CLASSES) as ProbeClass[]);
for (const name of only)
  if (!CLASSES.includes(name)) throw new Error(`no probe class "${name}" (${CLASSES.join(", ")})`);
const log = (line: string) => console.log(`[probe ${new Date().toISOString().slice(11, 19)}] ${line}`);

const stopping: (() => Promise<unknown>)[] = [];

async function main(): Promise<number> {
  ensureBuilt(Boolean(args.build), log);
  const eventsKey = crypto.randomBytes(24).toString("base64url");
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  const api = await startTestApi(200, { EVENTS_KEY: eventsKey });
  const devKey = api.devKey;
  stopping.push(api.stop);
  const apiUrl = api.url;
  const web = async (apiBase: string, env: Record<string, string> = {}) => {
    const port = await freePort();
    const started = await startWeb({
      webPort: port,
      apiUrl: apiBase,
      sessionSecret,
      tenantsDir: path.join(root, "tenants"),
      quiet: true,
      // Each client has an address of its own, written by the one proxy the web tier trusts.
      env: { TRUST_PROXY: "1", EVENTS_KEY: eventsKey, ...env },
    });
    stopping.push(started.stop);
    return { url: `http://127.0.0.1:${port}`, pid: started.child.pid as number };
  };
  const main = await web(apiUrl);
  const runTag = crypto.randomBytes(3).toString("hex");
  const ctx = new ProbeContext(main.url, apiUrl, devClient(apiUrl, devKey), dice(seed), runTag);
  log(`seed ${seed} (npm run probe -- --seed ${seed} replays these variants); web ${main.url}, API ${apiUrl}`);

  const runs: Record<ProbeClass, () => Promise<number>> = {
    answers: () => probeAnswers(ctx),
    accounts: () => probeAccounts(ctx),
    streams: () => probeStreams(ctx),
    addresses: () => probeAddresses(ctx),
    "paid-once": () => probePaidOnce(ctx),
    brands: () => probeBrands(ctx, root, devKey),
    "slow-api": async () => {
      // Writes held 2.5–7 s: past a page's reads (2 s), some past the write's own wait (5 s).
      const proxy = await slowProxy(apiUrl, () => ctx.dice.pick([2500, 3500, 6000, 7000]));
      stopping.push(proxy.close);
      const slow = await web(proxy.url);
      return probeSlowWrites(ctx, slow.url, proxy.idle);
    },
    sites: async () => {
      const known = "flirthaven.localhost";
      const service = await siteService(root, known);
      stopping.push(service.close);
      const sites = await web(apiUrl, { SITES_URL: service.url });
      return probeUnknownHosts(ctx, service, known, sites.url, sites.pid, Number(args.hosts));
    },
    flood: () => probeUploadFlood(ctx),
    overload: () => probeOverload(ctx),
  };
  const rows: [string, number, number, string][] = [];
  for (const name of CLASSES.filter((c) => only.has(c))) {
    const before = ctx.findings.length;
    const started = Date.now();
    let tried = 0;
    try {
      tried = await runs[name]();
    } catch (error) {
      ctx.find(name, "the probe itself", error instanceof Error ? error.message : String(error));
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    rows.push([name, tried, ctx.findings.length - before, `${seconds} s`]);
    log(`${name}: ${tried} tried, ${ctx.findings.length - before} findings (${seconds} s)`);
  }
  ctx.close();
  console.log(`\nProbe, seed ${seed}`);
  console.log(["class", "tried", "findings", "time"].map((h) => h.padEnd(12)).join(""));
  for (const row of rows) console.log(row.map((cell) => String(cell).padEnd(12)).join(""));
  for (const f of ctx.findings.slice(0, 60))
    console.log(`  ${f.probe} | ${f.variant.slice(0, 90)} | ${f.what.slice(0, 160)}`);
  if (ctx.findings.length > 60) console.log(`  … and ${ctx.findings.length - 60} more`);
  console.log(`findings: ${ctx.findings.length}`);
  return ctx.findings.length ? 1 : 0;
}

await runScript(main, stopping);
