// `npm run bench`: measures the product's pages against a minimal Remix app (bench/baseline)
// in the same run, so the figures are ratios that mean the same on any machine.
// Options: --duration <s> (10 s of load per server and row) --connections <n> (10)
//          --ab-rounds <n> (5: the duration in that many rounds, baseline and product in turn)
//          --modes canned,slow,reference
//          --pages floor,home,login,page,members,search,member,chats,chat,profile --no-build
//          --seed-members <n> (the reference mode's site gets n members, e.g. 100000)
//          --web-concurrency <n>: each page also against WEB_CONCURRENCY=n on one port (scale)
//          --events: the live event streams (reference mode): --streams <n> (200) open through one
//          web process, --message-rate <n> (10 messages/s in all), --rounds <n> (3 messages to each
//          stream), --senders <n> (members who send, spread over all; all by default); alone it
//          measures only that.
//          --load: overload on the full stack (reference mode): /members/{id} logged in at
//          --load-connections 10,50,200, --duration s each, with /healthz and a build asset asked
//          meanwhile, on a web process without the overload limits and on one with them, level by
//          level; alone it measures only that (decision 026).
// See docs/decisions/010-benchmark.md.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CANNED_MEMBER_ID } from "./canned-api";
import { measureEvents, type EventsMeasurement, type EventsOptions } from "./events";
import { LOAD_HEADER, measureLoad, NO_LIMITS, type LoadRow, type LoadTarget } from "./load";
import {
  coreShare,
  cpuRatios,
  measureInTurns,
  ratios,
  spread,
  type Rounds,
  type Side,
  type Spread,
} from "./interleaved";
import { expectOk, request, timeToFirstByte, warmUp, type Load, type Target } from "./measure";
import {
  build,
  root,
  startBaseline,
  startCannedApi,
  startProduct,
  startReferenceApi,
  stopAll,
  type DemoLogin,
  type Running,
} from "./servers";

/** A client navigation's request for one route's loader data (Remix's `?_data=<route id>`). */
const data = (path: string, routeId: string) =>
  `${path}${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`;

/**
 * The rows: a path, whether the member's cookie goes with it, and its floor (`minRatio`: the
 * ratio a row is marked under, decision 010 "Floors").
 */
const PAGES = {
  /**
   * Not a page: a resource route with the member's cookie (request context, session, cached member,
   * a JSON answer). It is the product's cost of a request without a document: what is left of a
   * page's cost above it is the document (its loaders' data, rendering and writing it).
   */
  floor: { path: "/resources/counts", member: true },
  /** A visitor's home and static page come from the page cache after the warm-up (decision 020); the login is drawn each time. */
  home: { path: "/", member: false },
  login: { path: "/login", member: false },
  page: { path: "/pages/terms", member: false },
  /** A marketing lander and the swipe lander as paid traffic lands on them (page cache, decision 020). */
  lander: { path: "/landers/alonetonight?network=ads&sub1=bench", member: false },
  swipe: { path: "/landers/tinderswipe", member: false },
  members: { path: "/members", member: true, minRatio: 0.13 },
  /** A filtered search: the demo member's default search with every kind of filter set. */
  search: { path: "/members?gender=female&min_age=25&max_age=40&country=NL", member: true },
  member: { path: "/members/{id}", member: true, minRatio: 0.13 },
  chats: { path: "/chats", member: true, minRatio: 0.13 },
  chat: { path: "/chats/{chat}", member: true, minRatio: 0.13 },
  profile: { path: "/profile", member: true },
  /** The packages with the member's country's prices and methods (packages.php). */
  credits: { path: "/credits", member: true },
  premium: { path: "/premium", member: true },
  /**
   * With JavaScript a member's clicks after the first page are client navigations: the route's
   * loader data as JSON, no document (the chat list lives in the chats layout, `routes/chats`).
   */
  "members-data": { path: data("/members", "routes/members._index"), member: true, minRatio: 0.35 },
  "member-data": { path: data("/members/{id}", "routes/members.$id"), member: true, minRatio: 0.35 },
  "chats-data": { path: data("/chats", "routes/chats"), member: true, minRatio: 0.35 },
  "chat-data": { path: data("/chats/{chat}", "routes/chats.$id"), member: true, minRatio: 0.35 },
} as const;
type PageName = keyof typeof PAGES;

const MODES = ["canned", "slow", "reference"] as const;
type Mode = (typeof MODES)[number];

/** The tenant every request names through its Host header. */
const SITE = "flirthaven.localhost";
/** Any valid address works with the canned API; the reference API needs its demo login. */
const CANNED_LOGIN: DemoLogin = { site: SITE, email: "demo@flirthaven.example", password: "demo1234" };
/**
 * A server under load with the cores to itself runs on nearly a whole one; on less than half, other
 * work took the cores and its req/s measures the machine rather than the code (decision 010).
 */
const BUSY_SHARE = 0.5;
/** Every API call of the slow mode waits this long. */
const SLOW_MS = 100;

/** The product's figures of a row (the one web process), beside the baseline's of the same rounds. */
interface Row extends Side {
  mode: Mode;
  page: PageName;
  path: string;
  /** Median time to first byte of sequential requests on the idle product, ms. */
  ttfb: number;
  baseline: Side;
  /** The median of the rounds' product req/s ÷ baseline req/s, each pair measured one after the other. */
  ratio: number;
  ratioSpread: Spread;
  /**
   * The median over the rounds of baseline CPU ms per request ÷ product CPU ms per request: the same
   * ratio from CPU time, which does not move with the share of the cores the servers got.
   */
  cpuRatio: number | null;
  cpuRatioSpread: Spread | null;
  /** The row's floor (PAGES' minRatio) and whether the median ratio fell under it. */
  minRatio: number | null;
  underFloor: boolean;
  /** The median share of a core the product and the baseline ran on in their rounds. */
  coreShares: { product: number | null; baseline: number | null };
  /** Either server ran on less than BUSY_SHARE of a core: other work had the cores, a floor is no verdict. */
  busy: boolean;
  /**
   * The machine's 1-minute load average as the row ended: with many more runnable processes than
   * cores, the servers' share of the cores changes from round to round and the ratios spread.
   */
  loadAverage: number;
  /** With --web-concurrency n: n workers in the same rounds, and their req/s ÷ one process's (median). */
  workers?: Side & { count: number; scale: number; scaleSpread: Spread };
}

function list<T extends string>(value: string, allowed: readonly T[], what: string): T[] {
  const items = value.split(",").map((s) => s.trim()) as T[];
  const unknown = items.filter((item) => !allowed.includes(item));
  if (unknown.length) throw new Error(`unknown ${what}: ${unknown.join(", ")} (choose from ${allowed.join(", ")})`);
  return items;
}

/** Messages each member sends while the streams are open: each stream receives as many. */
const EVENT_ROUNDS = 3;

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "10" },
      "ab-rounds": { type: "string", default: "5" },
      modes: { type: "string" },
      pages: { type: "string" },
      "no-build": { type: "boolean", default: false },
      "seed-members": { type: "string" },
      events: { type: "boolean", default: false },
      streams: { type: "string", default: "200" },
      "message-rate": { type: "string", default: "10" },
      load: { type: "boolean", default: false },
      "load-connections": { type: "string", default: "10,50,200" },
      rounds: { type: "string", default: String(EVENT_ROUNDS) },
      senders: { type: "string" },
      "web-concurrency": { type: "string", default: "1" },
    },
  });
  const load: Load = { duration: Number(values.duration), connections: Number(values.connections) };
  if (!(load.duration > 0) || !Number.isInteger(load.connections) || load.connections < 1) {
    throw new Error("--duration must be a positive number of seconds and --connections a whole number ≥ 1");
  }
  const abRounds = Number(values["ab-rounds"]);
  const roundSeconds = Math.round(load.duration / abRounds);
  if (!Number.isInteger(abRounds) || abRounds < 1 || roundSeconds < 1) {
    throw new Error("--ab-rounds must be a whole number ≥ 1 that leaves rounds of at least 1 s of --duration");
  }
  const rounds: Rounds = { count: abRounds, seconds: roundSeconds, connections: load.connections };
  const webConcurrency = Number(values["web-concurrency"]);
  if (!Number.isInteger(webConcurrency) || webConcurrency < 1)
    throw new Error("--web-concurrency must be a whole number ≥ 1");
  const seedMembers = values["seed-members"] === undefined ? undefined : Number(values["seed-members"]);
  if (seedMembers !== undefined && !(Number.isInteger(seedMembers) && seedMembers > 0)) {
    throw new Error("--seed-members must be a whole number ≥ 1");
  }
  const events: EventsOptions | undefined = values.events
    ? {
        streams: Number(values.streams),
        rounds: Number(values.rounds),
        messageRate: Number(values["message-rate"]),
        senders: values.senders === undefined ? undefined : Number(values.senders),
      }
    : undefined;
  if (
    events &&
    (!Number.isInteger(events.streams) ||
      events.streams < 2 ||
      !(events.messageRate > 0) ||
      !Number.isInteger(events.rounds) ||
      events.rounds < 1 ||
      (events.senders !== undefined && !(Number.isInteger(events.senders) && events.senders >= 1)))
  ) {
    throw new Error(
      "--streams must be a whole number ≥ 2, --message-rate a positive number per second, --rounds and --senders whole numbers ≥ 1"
    );
  }
  const loadConnections = values.load ? values["load-connections"].split(",").map(Number) : [];
  if (loadConnections.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new Error("--load-connections must be whole numbers ≥ 1, e.g. 10,50,200");
  }
  // --events or --load alone measures only that, on the full stack (the reference API).
  const alone = events || values.load;
  const defaultModes = alone ? "reference" : MODES.join(",");
  const defaultPages = alone ? "" : Object.keys(PAGES).join(",");
  const pages = values.pages ?? defaultPages;
  return {
    load,
    rounds,
    modes: list(values.modes ?? defaultModes, MODES, "mode"),
    pages: pages ? list(pages, Object.keys(PAGES) as PageName[], "page") : [],
    build: !values["no-build"],
    webConcurrency,
    seedMembers,
    events,
    loadConnections,
  };
}

/** Logs in through the web tier's login form, as a browser does, and returns the auth cookie. */
async function logIn(web: Target, login: DemoLogin): Promise<string> {
  const body = new URLSearchParams({ email: login.email, password: login.password }).toString();
  const answer = await request(
    { ...web, url: `${web.url}/login` },
    {
      method: "POST",
      body,
      // The web tier refuses cross-site form posts.
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${web.headers.host}` },
    }
  );
  const cookie = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith("auth"));
  if (answer.status !== 302 || !cookie) {
    throw new Error(`login as ${login.email} answered ${answer.status} without an auth cookie`);
  }
  return cookie;
}

/**
 * `count` sessions of the demo member: the load's connections take them in turn, as a crowd of
 * members does (one member holds a bounded share of a web process's turns, decision 026).
 */
async function logInMany(web: Target, login: DemoLogin, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push(await logIn(web, login));
  return cookies;
}

/**
 * Another member of the demo site (the first conversation partner the seed gave the demo member),
 * and a conversation with nothing unread (opening one with unread messages redirects once).
 */
async function referencePeers(apiUrl: string, login: DemoLogin): Promise<{ memberId: number; chatId: number }> {
  const site = `forced-domain=${encodeURIComponent(SITE)}`;
  const res = await fetch(`${apiUrl}/api/user.php?${site}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  if (!res.ok) throw new Error(`reference API login answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const chats = await fetch(`${apiUrl}/api/chats.php?${site}`, { headers: { Authorization: `Bearer ${token}` } });
  const { chats: list } = (await chats.json()) as {
    chats: { conversation: { id: number }; profile: { id: number }; num_unread_messages: number }[];
  };
  const read = list?.find((chat) => chat.num_unread_messages === 0);
  if (!list?.length || !read) throw new Error("the reference API's demo member has no read conversation to open");
  return { memberId: list[0].profile.id, chatId: read.conversation.id };
}

async function startApi(
  mode: Mode,
  seed: { members?: number; streamMembers?: number }
): Promise<{ api: Running; login: DemoLogin }> {
  if (mode !== "reference") return { api: await startCannedApi(mode === "slow" ? SLOW_MS : 0), login: CANNED_LOGIN };
  const api = await startReferenceApi(seed);
  const login = api.demoLogins.find((l) => l.site === SITE);
  if (!login) throw new Error(`the reference API has no demo login for ${SITE}`);
  return { api, login };
}

const fmt = (n: number | null, digits = 0) => (n === null ? "–" : n.toFixed(digits)).padStart(8);
const range = (from: number, to: number) => `${from.toFixed(2)}–${to.toFixed(2)}`.padStart(12);
const share = (n: number | null) => (n === null ? "–" : n.toFixed(2));
const shares = ({ coreShares: { product, baseline } }: Row) => `${share(product)} / ${share(baseline)}`.padStart(12);
const COLUMNS = ["req/s", "p50 ms", "p99 ms", "TTFB ms", "errors", "base/s", "ratio"];
const header = (workers: number) =>
  `${"mode".padEnd(10)}${"page".padEnd(14)}${COLUMNS.map((c) => c.padStart(8)).join("")}` +
  ["IQR", "min–max", "core share"].map((c) => c.padStart(12)).join("") +
  ["cpu ms", "base ms", "cpu rat", "floor", "load", ...(workers > 1 ? [`×${workers} /s`, "scale"] : [])]
    .map((c) => c.padStart(8))
    .join("");
const line = (r: Row) =>
  `${r.mode.padEnd(10)}${r.page.padEnd(14)}` +
  [
    fmt(r.reqPerSec),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.ttfb, 1),
    fmt(r.errors),
    fmt(r.baseline.reqPerSec),
    fmt(r.ratio, 3),
    range(r.ratioSpread.q1, r.ratioSpread.q3),
    range(r.ratioSpread.min, r.ratioSpread.max),
    shares(r),
    fmt(r.cpuMsPerRequest, 2),
    fmt(r.baseline.cpuMsPerRequest, 2),
    fmt(r.cpuRatio, 3),
    fmt(r.minRatio, 2),
    fmt(r.loadAverage, 1),
    ...(r.workers ? [fmt(r.workers.reqPerSec), fmt(r.workers.scale, 2)] : []),
  ].join("") +
  (r.workers?.errors ? `  (${r.workers.errors} errors with ${r.workers.count} workers)` : "") +
  (r.underFloor ? (r.busy ? "  ▽ under its floor on a busy machine: no verdict" : "  ▼ under its floor") : "");

const EVENT_COLUMNS = [
  "streams",
  "msgs",
  "lost",
  "dead",
  "p50 ms",
  "p99 ms",
  "max ms",
  "send p50",
  "KiB/str",
  "cpu/msg",
];
const EVENT_HEADER = `${"mode".padEnd(10)}${"events".padEnd(18)}${EVENT_COLUMNS.map((c) => c.padStart(9)).join("")}`;
const eventLine = (mode: Mode, e: EventsMeasurement) => {
  const cell = (n: number | null, digits = 0) => (n === null || Number.isNaN(n) ? "–" : n.toFixed(digits)).padStart(9);
  return (
    `${mode.padEnd(10)}${"/resources/events".padEnd(18)}` +
    [
      cell(e.streams),
      cell(e.messages),
      cell(e.messages - e.delivered),
      cell(e.deadStreams),
      cell(e.p50),
      cell(e.p99),
      cell(e.max),
      cell(e.sendP50),
      cell(e.kibPerStream, 1),
      cell(e.cpuMsPerMessage, 2),
    ].join("")
  );
};
const mib = (kib: number | null) => (kib === null ? "–" : `${(kib / 1024).toFixed(1)} MiB`);

/** The page rows of one mode, each measured in rounds in turn with the baseline (and the workers). */
async function measurePages(
  mode: Mode,
  options: ReturnType<typeof readOptions>,
  web: Running,
  workers: Running | undefined,
  host: string,
  api: Running,
  login: DemoLogin,
  baselineTarget: Target
): Promise<Row[]> {
  const rows: Row[] = [];
  // Send the baseline the same Host, so both sides parse the same request.
  baselineTarget.headers = { host };
  const needsMember = options.pages.some((p) => PAGES[p].member);
  // One session per connection: each connection is a member of its own.
  const cookies = needsMember
    ? await logInMany({ url: web.url, headers: { host } }, login, options.load.connections)
    : [];
  const peers = mode === "reference" ? await referencePeers(api.url, login) : { memberId: CANNED_MEMBER_ID, chatId: 1 };
  for (const page of options.pages) {
    // Floors are levels measured with the canned API: in the other modes the API's own time sets the ratio.
    const { minRatio: floor = null } = PAGES[page] as { minRatio?: number };
    const minRatio = mode === "canned" ? floor : null;
    const pagePath = PAGES[page].path.replace("{id}", String(peers.memberId)).replace("{chat}", String(peers.chatId));
    const target: Target = {
      url: `${web.url}${pagePath}`,
      headers: PAGES[page].member && cookies.length ? { host, cookie: cookies[0] } : { host },
      cookies: PAGES[page].member ? cookies : undefined,
      pid: web.pid,
    };
    await expectOk(`${mode} ${page}`, target);
    const onWorkers = workers && { ...target, url: `${workers.url}${pagePath}`, pid: workers.pid };
    // JIT of the page's code, the product's per-tenant caches (the baseline stays warm from row to row).
    for (const warm of onWorkers ? [target, onWorkers] : [target]) {
      await warmUp(warm, options.load, Math.min(2, Math.max(1, options.load.duration / 3)));
    }
    const ttfb = await timeToFirstByte(target);
    // Baseline, product (and workers) in turn, round after round: each round's pair sees the same machine load.
    const [base, result, many] = await measureInTurns(
      onWorkers ? [baselineTarget, target, onWorkers] : [baselineTarget, target],
      options.rounds
    );
    const ratioSpread = spread(ratios(result, base));
    const byCpu = cpuRatios(result, base);
    const cpuRatioSpread = byCpu.length ? spread(byCpu) : null;
    const scaleSpread = many && spread(ratios(many, result));
    const coreShares = { product: coreShare(result), baseline: coreShare(base) };
    const row: Row = {
      mode,
      page,
      path: pagePath,
      ...result,
      ttfb,
      baseline: base,
      ratio: ratioSpread.median,
      ratioSpread,
      loadAverage: os.loadavg()[0],
      cpuRatio: cpuRatioSpread?.median ?? null,
      cpuRatioSpread,
      minRatio,
      underFloor: minRatio !== null && ratioSpread.median < minRatio,
      coreShares,
      busy: Object.values(coreShares).some((n) => n !== null && n < BUSY_SHARE),
      ...(many &&
        scaleSpread && {
          workers: { ...many, count: options.webConcurrency, scale: scaleSpread.median, scaleSpread },
        }),
    };
    rows.push(row);
    console.log(line(row));
  }
  return rows;
}

/**
 * The member page at each --load-connections level, full stack (decision 026): on a web process
 * without the overload limits and on one with the defaults, level by level in the same run.
 */
async function measureOverload(
  mode: Mode,
  options: ReturnType<typeof readOptions>,
  web: Running,
  api: Running,
  login: DemoLogin
): Promise<(LoadRow & { mode: Mode })[]> {
  const unlimited = await startProduct(api.url, 1, NO_LIMITS);
  try {
    const peers =
      mode === "reference" ? await referencePeers(api.url, login) : { memberId: CANNED_MEMBER_ID, chatId: 1 };
    const asset = fs.readdirSync(path.join(root, "public", "build")).find((name) => name.startsWith("manifest-"));
    const targets: LoadTarget[] = [];
    for (const [limits, server] of [
      ["off", unlimited],
      ["on", web],
    ] as const) {
      const host = `${SITE}:${new URL(server.url).port}`;
      // One session per two connections at the most loaded level: many members, as on a site.
      const sessions = Math.ceil(Math.max(...options.loadConnections) / 2);
      const cookies = await logInMany({ url: server.url, headers: { host } }, login, sessions);
      const page: Target = {
        url: `${server.url}/members/${peers.memberId}`,
        headers: { host, cookie: cookies[0] },
        pid: server.pid,
        cookies,
      };
      await expectOk(`${mode} load (limits ${limits})`, page);
      const cheap: Target[] = [{ url: `${server.url}/healthz`, headers: { host } }];
      if (asset) cheap.push({ url: `${server.url}/build/${asset}`, headers: { host } });
      targets.push({ limits, page, cheap });
    }
    console.log(`\n${mode}: /members/{id} logged in, ${options.load.duration} s per level\n${LOAD_HEADER}`);
    const rows = await measureLoad(targets, { connections: options.loadConnections, duration: options.load.duration });
    return rows.map((row) => ({ mode, ...row }));
  } finally {
    await unlimited.stop();
  }
}

async function main() {
  const options = readOptions();
  if (options.build) build();
  let baselineTarget: Target | undefined;
  if (options.pages.length) {
    const baseline = await startBaseline();
    baselineTarget = { url: `${baseline.url}/`, headers: { host: `${SITE}:0` }, pid: baseline.pid };
    await expectOk("baseline", baselineTarget);
    // A fresh process serves far fewer requests until the JIT has compiled React and Remix.
    await warmUp(baselineTarget, options.load, 5);
    const { count, seconds } = options.rounds;
    console.log(
      `\n${
        options.load.connections
      } connections; per row ${count} rounds of ${seconds} s, baseline and product in turn\n${header(
        options.webConcurrency
      )}`
    );
  }

  const rows: Row[] = [];
  const events: (EventsMeasurement & { mode: Mode; rounds: number; messageRate: number })[] = [];
  const overload: (LoadRow & { mode: Mode })[] = [];
  for (const mode of options.modes) {
    const streamMembers = options.events && mode === "reference" ? options.events.streams : undefined;
    const { api, login } = await startApi(mode, { members: options.seedMembers, streamMembers });
    const web = await startProduct(api.url);
    const workers =
      baselineTarget && options.webConcurrency > 1 ? await startProduct(api.url, options.webConcurrency) : undefined;
    const host = `${SITE}:${new URL(web.url).port}`;
    if (baselineTarget) {
      rows.push(...(await measurePages(mode, options, web, workers, host, api, login, baselineTarget)));
    }
    await workers?.stop();
    if (options.loadConnections.length) overload.push(...(await measureOverload(mode, options, web, api, login)));
    if (options.events && mode !== "reference") {
      console.log(`\n${mode}: no events measurement (only the reference API has event streams)`);
    } else if (options.events) {
      const { streams, messageRate, rounds, senders = streams } = options.events;
      console.log(
        `\nEvents: ${streams} streams through one web process; ${senders} members send ${rounds} messages each` +
          ` to the next at ${messageRate}/s in all…`
      );
      const result = await measureEvents({ url: web.url, host, pid: web.pid }, api.url, options.events);
      events.push({ mode, rounds, messageRate, ...result });
      const connections = result.apiConnections;
      console.log(`${EVENT_HEADER}\n${eventLine(mode, result)}`);
      console.log(
        `web process RSS: ${mib(result.rssBeforeKiB)} before, ${mib(result.rssWithStreamsKiB)} with the streams, ` +
          `${mib(result.rssAfterMessagesKiB)} after the messages, ${mib(result.rssAfterCloseKiB)} after closing them;` +
          ` all ${streams} open in ${result.openAllMs} ms; ${result.sendErrors} send errors` +
          `\nsend answered: p50 ${result.sendP50} ms, p99 ${result.sendP99} ms; event after the answer:` +
          ` p50 ${result.afterAnswerP50} ms, p99 ${result.afterAnswerP99} ms` +
          `\nconnections to the API: ${connections.before ?? "–"} before, ${connections.withStreams ?? "–"} with` +
          ` the streams, ${connections.afterClose ?? "–"} after closing them`
      );
    }
    await Promise.all([web.stop(), api.stop()]);
  }

  const file = path.join(root, "bench", "results", "latest.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    ...options.load,
    rounds: options.rounds,
    rows,
    events,
    overload,
  };
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
  if (rows.length) {
    console.log(
      `\nratio = the median over the rounds of product req/s ÷ baseline req/s, each round's pair measured one` +
        `\nafter the other; IQR and min–max = how the rounds' ratios spread; req/s and base/s = medians of the` +
        `\nrounds; cpu ms and base ms = the server's CPU time during its rounds ÷ their requests;` +
        `\ncpu rat = the median of the rounds' base ms ÷ cpu ms (steadier on a busy machine); floor = the ratio a row is` +
        `\nmarked under;` +
        `\ncore share = the median share of a core the product / the baseline ran on in their rounds (near 1` +
        `\non a quiet machine; under ${BUSY_SHARE} other work had the cores and a floor is no verdict);` +
        `\nload = the machine's 1-minute load average after the row (the cores: ${os.cpus().length}).` +
        (options.webConcurrency > 1
          ? `\n×${options.webConcurrency} /s = req/s of WEB_CONCURRENCY=${options.webConcurrency} on one port, measured right after` +
            ` the one process in each round; scale = the median of its req/s ÷ the one process's.`
          : "")
    );
    const names = (list: Row[]) => list.map((r) => `${r.mode} ${r.page}`).join(", ");
    const under = rows.filter((r) => r.underFloor && !r.busy);
    const unjudged = rows.filter((r) => r.underFloor && r.busy);
    if (under.length) console.log(`under their floor: ${names(under)}`);
    if (unjudged.length) console.log(`under their floor on a busy machine (no verdict): ${names(unjudged)}`);
  }
  if (events.length) {
    console.log(
      `\nevents: p50/p99/max ms = from the start of a send (POST to the web tier) to the message on the` +
        `\nrecipient's stream; lost = sent but never arrived; dead = streams that ended or missed a message;` +
        `\nKiB/str = the web process's RSS with the streams open minus before, ÷ streams; cpu/msg = its CPU ms per message.`
    );
  }
  if (overload.length) {
    console.log(
      `\nload: latency of every answer (200 page, 503 refused for overload, 504 the API's deadline);` +
        `\ncheap = /healthz and a build asset asked one at a time while the page is under load (ms).`
    );
  }
  console.log(`JSON: ${path.relative(root, file)}`);
  const failed = events.find((e) => e.deadStreams > 0 || e.sendErrors > 0 || e.delivered < e.messages);
  if (failed) throw new Error(`${failed.deadStreams} dead streams, ${failed.sendErrors} failed sends`);
  // Streams the browser closed must not stay open towards the API (each held memory in both).
  const leaking = events.find(
    ({ apiConnections: c, streams }) => c.afterClose !== null && c.afterClose >= (c.before ?? 0) + streams / 2
  );
  if (leaking) throw new Error(`the web tier kept ${leaking.apiConnections.afterClose} connections to the API open`);
}

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
function interrupted(code: number) {
  if (!stopping) console.error("\nInterrupted: stopping the servers…");
  void shutdown(code);
}
process.on("SIGINT", () => interrupted(130));
process.on("SIGTERM", () => interrupted(143));

main().then(
  () => shutdown(0),
  (error: unknown) => {
    // After Ctrl-C the servers' exits surface here too; that is not a failure worth a message.
    if (!stopping) console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    void shutdown(1);
  }
);
