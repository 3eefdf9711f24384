// `npm run soak`: many members at once on the whole stack for a while, through the web tier as
// browsers (cookies, `_data` requests, form posts with Origin), each with an account of their own;
// afterwards the API is asked whether every message and gift was stored and charged once and
// every message reached its recipient's stream. Exit code 1 on any error or failed check.
// Options: --members <n> (50) --seconds <s> (60) --think <ms> (2000, between a member's steps)
//          --restart: two web processes behind a round-robin proxy; one is restarted (SIGTERM,
//          started again) a third into the soak, the rolling restart of a deployment
//          --web <url> --api <url> --dev-key <key>: a running stack (its API in test mode, its web
//          tier with TRUST_PROXY=1 so each member has an address of its own) instead of one
//          started here (not with --restart)
//          --build: build first (otherwise only when there is no build)
// See docs/decisions/027-graceful-shutdown-and-soak.md.
import crypto from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { devClient } from "../../reference-api/dev-client";
// @ts-expect-error -- plain ESM helpers shared with `npm start`
import { freePort, root, startWeb } from "../../scripts/stack.mjs";
import { ensureBuilt, startTestApi } from "../reference-api-stack";
import { runScript } from "../run-script";
import { checkStored, waitForDeliveries } from "./checks";
import { SoakMember } from "./member";
import { startProxy, type Proxy } from "./proxy";
import { Stats } from "./stats";

const SITE = "flirthaven.localhost";
/** Credits each member starts with: more than any soak can spend. */
const START_CREDITS = 100_000;
/** How long the last messages may take to reach their streams after the members stop. */
const DELIVERY_WAIT_MS = 20_000;
/** Accounts made and logins at a time: a crowd arriving, not all in one instant. */
const PARALLEL = 10;

const { values: args } = parseArgs({
  options: {
    members: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    think: { type: "string", default: "2000" },
    restart: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    web: { type: "string" },
    api: { type: "string" },
    "dev-key": { type: "string" },
  },
});
// Members come in pairs: each writes to the other.
const memberCount = Math.max(2, Math.ceil(Number(args.members) / 2) * 2);
const seconds = Number(args.seconds);
const thinkMs = Number(args.think);
if (!Number.isFinite(seconds) || seconds <= 0 || !Number.isFinite(thinkMs)) throw new Error("bad --seconds or --think");
if (args.web && args.restart) throw new Error("--restart starts its own web processes: leave out --web");

interface WebProcess {
  port: number;
  stop: () => Promise<void>;
}

const stopping: (() => Promise<unknown>)[] = [];
const log = (line: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    })
  );
}

async function main(): Promise<number> {
  const stats = new Stats();
  const runTag = crypto.randomBytes(3).toString("hex");
  let apiUrl = args.api ?? "";
  let devKey = args["dev-key"] ?? "";
  let url = args.web ?? "";
  let proxy: Proxy | undefined;
  const webs: WebProcess[] = [];
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  const shutdowns: string[] = [];
  const webEnv = {
    // The members' own addresses come from the proxy (or this script) in X-Forwarded-For.
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
  };
  const launchWeb = async (port: number): Promise<WebProcess> => {
    const web = await startWeb({
      webPort: port,
      apiUrl,
      sessionSecret,
      tenantsDir: path.join(root, "tenants"),
      quiet: true,
      env: webEnv,
      // Its shutdown's own account: streams ended, requests in flight, how long the drain took.
      onLine: (line: string) => {
        if (/"msg":"(shutting down|shut down|requests cut after the grace)"/.test(line)) shutdowns.push(line);
      },
    });
    return { port, stop: web.stop };
  };

  if (!url) {
    ensureBuilt(Boolean(args.build), log);
    // A small demo site: the soak makes its own members.
    const api = await startTestApi(300);
    devKey = api.devKey;
    stopping.push(api.stop);
    apiUrl = api.url;
    for (let i = 0; i < (args.restart ? 2 : 1); i++) {
      const web = await launchWeb(await freePort());
      webs.push(web);
      stopping.push(() => webs[i].stop());
    }
    if (args.restart) {
      proxy = await startProxy(webs.map((web) => `http://127.0.0.1:${web.port}`));
      stopping.push(proxy.close);
      url = proxy.url;
    } else url = `http://127.0.0.1:${webs[0].port}`;
  }
  if (!apiUrl || !devKey) throw new Error("--web needs --api and --dev-key (the API in test mode)");
  const host = `${SITE}:${new URL(url).port}`;
  log(
    `${memberCount} members for ${seconds} s on ${url}${
      args.restart ? " (a proxy before two web processes)" : ""
    }, API ${apiUrl}`
  );

  const dev = devClient(apiUrl, devKey);
  const members: SoakMember[] = [];
  const indexes = Array.from({ length: memberCount }, (_, i) => i);
  await inParallel(indexes, async (n) => {
    const email = `soak-${runTag}-${n}@soak.example`;
    const password = `soak-${runTag}-${n}`;
    const made = await dev.createMember({
      site: SITE,
      email,
      password,
      name: `Soak ${runTag.replace(/\d/g, "x")} ${n}`,
      gender: n % 2 ? "male" : "female",
      credits: START_CREDITS,
      paid: true,
    });
    members[n] = new SoakMember(
      n,
      { id: made.id, email, password, token: made.token },
      url,
      host,
      stats,
      runTag,
      thinkMs
    );
  });
  members.forEach((member, i) => (member.partner = members[i % 2 === 0 ? i + 1 : i - 1]));
  await inParallel(members, async (member) => {
    if (await member.logIn()) await member.openStream();
  });
  if (stats.errors.length) log(`${stats.errors.length} members could not log in or open their stream`);

  log("members on their way");
  const started = Date.now();
  const deadline = started + seconds * 1000;
  const journeys = Promise.all(members.map((member) => member.journey(deadline)));
  let restart: Promise<void> = Promise.resolve();
  let restartReport = "";
  if (args.restart) {
    restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      const [first] = webs;
      const from = Date.now();
      log(`restarting the web process on port ${first.port} (SIGTERM)`);
      await first.stop();
      const stoppedMs = Date.now() - from;
      webs[0] = await launchWeb(first.port);
      const into = ((from - started) / 1000).toFixed(0);
      restartReport =
        `rolling restart ${into} s into the run: the process on port ${first.port} stopped ` +
        `${stoppedMs} ms after SIGTERM and answered again ${Date.now() - from} ms after it`;
      log(restartReport);
    })();
  }
  await Promise.all([journeys, restart]);
  const ranMs = Date.now() - started;
  log("time is up; waiting for the last messages to arrive");
  await waitForDeliveries(members, DELIVERY_WAIT_MS);
  for (const member of members) member.leave();
  const reconnects = members.reduce((sum, m) => sum + (m.stream?.reconnects ?? 0), 0);

  const check = await checkStored(apiUrl, SITE, members, START_CREDITS);
  console.log(`\nSoak: ${memberCount} members, ${(ranMs / 1000).toFixed(0)} s${args.restart ? ", --restart" : ""}`);
  console.log(stats.table());
  console.log(
    `\nstored: ${check.messages} messages, ${check.gifts} gifts, ${check.creditsSpent} credits spent (= their prices: ${
      check.failures.some((f) => f.includes("credits")) ? "NO" : "yes"
    })`
  );
  console.log(
    `event streams connected again: ${reconnects}; requests tried again after a network error: ${stats.retries}`
  );
  if (proxy) console.log(`requests the proxy sent to the other process (connection refused): ${proxy.rerouted()}`);
  if (restartReport) console.log(restartReport);
  for (const line of shutdowns) console.log(`  web: ${line}`);
  const errors = stats.errors;
  console.log(`errors: ${errors.length}; failed checks: ${check.failures.length}`);
  if (errors.length) console.log(`  errors over the run: ${stats.errorsOverTime(started, ranMs)}`);
  // The same error of many members is one line, with how often it came.
  const kinds = new Map<string, number>();
  for (const { step, detail } of errors) {
    const what = detail.replace(/^member \d+: /, "").replace(/"(text|key)":"[^"]*"/g, '"$1":…');
    const kind = `${step}: ${what.slice(0, 160)}`;
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${n} × ${kind}`);
  for (const failure of check.failures.slice(0, 20)) console.log(`  check failed: ${failure}`);
  return errors.length || check.failures.length ? 1 : 0;
}

await runScript(main, stopping);
