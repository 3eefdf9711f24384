// The events measurement (`npm run bench -- --events`, decision 010): many members' live event
// streams held open by ONE web process, messages between them while they are open, and what it
// costs: how long a message takes from its send to the recipient's stream, and the web process's
// memory per open stream.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import { STREAM_MEMBER_PASSWORD, STREAM_MEMBER_SITE, streamMemberEmail } from "../reference-api/seed/stream-members";
import { openEventStream, type OpenStream, type StreamEvent } from "./event-stream";
import { cpuMs } from "./measure";

export interface EventsOptions {
  /** Open streams, one member each (the reference API seeds as many: SEED_STREAM_MEMBERS). */
  streams: number;
  /** Messages each member sends (and so each stream receives) while all streams are open. */
  rounds: number;
  /** Messages sent per second, all members together, whatever the answers take (open loop). */
  messageRate: number;
  /**
   * Members who send (each to the next one), spread evenly over all: with thousands of streams the
   * API cannot answer a message to every one in a short run, and the streams that receive nothing
   * are still held open and checked. Default: all.
   */
  senders?: number;
}

export interface EventsMeasurement {
  streams: number;
  /** Milliseconds until every stream was open (their first bytes arrived), opened 20 at a time. */
  openAllMs: number;
  messages: number;
  /** Sends the web tier did not answer with success (the first is printed). */
  sendErrors: number;
  /** Messages that reached their recipient's stream. */
  delivered: number;
  /** Streams that ended early or missed a message sent to them (must be 0). */
  deadStreams: number;
  /** Milliseconds from the start of the send (POST to the web tier) to the event on the recipient's stream. */
  p50: number;
  p99: number;
  max: number;
  /** Milliseconds the web tier took to answer the send (the API's send included). */
  sendP50: number;
  sendP99: number;
  /**
   * Milliseconds from the send's answer to the event on the recipient's stream: the stream's own
   * part (negative when the event overtook the answer: the API publishes before it answers).
   */
  afterAnswerP50: number;
  afterAnswerP99: number;
  /**
   * Established connections to the API's port: before the streams (a few idle keep-alive ones,
   * and the site's stream the warm-up opened), with them open (once the idle keep-alive
   * connections of the openings closed: what the streams hold) and after they were closed.
   */
  apiConnections: { before: number | null; withStreams: number | null; afterClose: number | null };
  /** The web process's resident memory (VmRSS), KiB. */
  rssBeforeKiB: number | null;
  rssWithStreamsKiB: number | null;
  rssAfterMessagesKiB: number | null;
  rssAfterCloseKiB: number | null;
  /** (rssWithStreams − rssBefore) ÷ streams. */
  kibPerStream: number | null;
  /** The web process's CPU milliseconds per message (its send and its delivery to the stream). */
  cpuMsPerMessage: number | null;
}

export interface WebProcess {
  url: string;
  /** `flirthaven.localhost:<port>`: the tenant. */
  host: string;
  pid?: number;
}

interface Member {
  n: number;
  id: number;
  cookie: string;
}

/** Logins and stream openings at a time: a crowd arriving, not one at a time, nor all at once. */
const PARALLEL = 20;
/** How long the last messages may take to arrive after the last send was answered (generous: a shared machine). */
const DELIVERY_WAIT_MS = 15_000;
/** How long the web tier's connections to the API may take to go after the streams closed. */
const CLOSE_WAIT_MS = 10_000;
/** How long idle keep-alive connections to the API may take to close before the streams' own are counted. */
const SETTLE_MS = 8_000;
/** Streams opened and closed first, so the "before" memory already holds the code a stream runs. */
const WARM_UP_STREAMS = 5;
const ROUTE_DATA = `_data=${encodeURIComponent("routes/members.$id_.chat")}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Runs `work` for each item, `parallel` at a time, and answers the results in order. */
async function inParallel<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** VmRSS of a process in KiB from /proc (null where /proc is missing): the median of a few reads. */
async function rssKiB(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  const reads: number[] = [];
  for (let i = 0; i < 5; i++) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) reads.push(Number(match[1]));
    } catch {
      return null;
    }
    await sleep(200);
  }
  return reads.length ? percentile(reads, 50) : null;
}

/** Established TCP connections to `port` on this machine (the clients' ends), from /proc (null without it). */
function connectionsTo(port: number): number | null {
  let count = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = fs.readFileSync(table, "utf8");
    } catch {
      return null;
    }
    for (const row of text.split("\n").slice(1)) {
      const [, , remote, state] = row.trim().split(/\s+/);
      // "0100007F:1F90" is 127.0.0.1:8080; state 01 is ESTABLISHED.
      if (state === "01" && remote && parseInt(remote.split(":")[1], 16) === port) count++;
    }
  }
  return count;
}

/**
 * The connections to `port` once the idle keep-alive ones of the openings (each opening asks the API
 * for the member; idle ones close after 4–5 s) have closed: the fewest of a read every second for
 * SETTLE_MS. What is left is what the open streams hold.
 */
async function settledConnections(port: number): Promise<number | null> {
  let fewest = connectionsTo(port);
  const until = now() + SETTLE_MS;
  while (fewest !== null && now() < until) {
    await sleep(1_000);
    const count = connectionsTo(port);
    if (count === null) return null;
    fewest = Math.min(fewest, count);
  }
  return fewest;
}

/** A form post to the web tier as the browser sends it (same-site Origin); answers status, headers, body. */
function post(web: WebProcess, agent: http.Agent, path: string, form: Record<string, string>, cookie?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      `${web.url}${path}`,
      {
        method: "POST",
        agent,
        headers: {
          host: web.host,
          origin: `http://${web.host}`,
          "content-type": "application/x-www-form-urlencoded",
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on("error", reject);
      }
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: POST ${path}`)));
    req.on("error", reject);
    req.end(new URLSearchParams(form).toString());
  });
}

/** The member's web session (the login form, as a browser) and their member id (the API's login answer). */
async function logIn(web: WebProcess, agent: http.Agent, apiUrl: string, n: number): Promise<Member> {
  const credentials = { email: streamMemberEmail(n), password: STREAM_MEMBER_PASSWORD };
  let answer = await post(web, agent, "/login", credentials);
  // A login the API could not answer (a connection reset under the crowd's load) is tried again, as a member would.
  for (let retry = 0; answer.status === 503 && retry < 3; retry++) {
    await sleep(500);
    answer = await post(web, agent, "/login", credentials);
  }
  const cookie = (answer.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).find((c) => c.startsWith("auth"));
  if (answer.status !== 302 || !cookie) throw new Error(`login as ${credentials.email} answered ${answer.status}`);
  const res = await fetch(`${apiUrl}/api/user.php?forced-domain=${encodeURIComponent(STREAM_MEMBER_SITE)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`the reference API's login of ${credentials.email} answered ${res.status}`);
  const { user } = (await res.json()) as { user: { profile: { id: number } } };
  return { n, id: user.profile.id, cookie };
}

/** What every stream received: the messages sent to it, by their text, with the time they arrived. */
interface Inbox {
  stream?: OpenStream;
  arrived: Map<string, number>;
}

function messageText(event: StreamEvent): string | null {
  const data = event.data as { type?: string; message?: { from_me?: boolean; text?: string } } | null;
  return data?.type === "message" && data.message?.from_me === false ? data.message.text ?? null : null;
}

/**
 * The measurement. `web` is one product process whose API is the reference API seeded with at least
 * `options.streams` stream members; every stream opened here is closed before it answers.
 */
export async function measureEvents(
  web: WebProcess,
  apiUrl: string,
  options: EventsOptions
): Promise<EventsMeasurement> {
  // No limit of sockets: each member sends from their own browser.
  const agent = new http.Agent({ keepAlive: true });
  const numbers = Array.from({ length: options.streams }, (_, i) => i + 1);
  const members = await inParallel(numbers, 4, (n) => logIn(web, agent, apiUrl, n));
  const headers = (m: Member) => ({ host: web.host, cookie: m.cookie });
  const inboxes: Inbox[] = members.map(() => ({ arrived: new Map() }));
  const streams: OpenStream[] = [];
  try {
    // The web process runs a stream's code once before its memory is read.
    await inParallel(members.slice(0, WARM_UP_STREAMS), PARALLEL, async (m) => {
      streams.push(await openEventStream(web.url, headers(m), () => {}));
    });
    for (const stream of streams.splice(0)) stream.close();
    await sleep(1_000);
    const apiPort = Number(new URL(apiUrl).port);
    const rssBeforeKiB = await rssKiB(web.pid);
    const connectionsBefore = connectionsTo(apiPort);

    const opening = now();
    await inParallel(members, PARALLEL, async (m) => {
      const inbox = inboxes[m.n - 1];
      const stream = await openEventStream(web.url, headers(m), (event) => {
        const text = messageText(event);
        if (text !== null && !inbox.arrived.has(text)) inbox.arrived.set(text, now());
      });
      inbox.stream = stream;
      streams.push(stream);
    });
    const openAllMs = now() - opening;
    await sleep(1_000);
    const rssWithStreamsKiB = await rssKiB(web.pid);
    const connectionsWithStreams = await settledConnections(apiPort);

    // Each member writes to the next one (the last to the first): every stream receives `rounds`
    // messages from one partner, sent at an even pace whatever the answers take.
    const sent: { text: string; to: number; startedAt: number; sendMs: number | null }[] = [];
    const cpuBefore = cpuMs(web.pid);
    const sends: Promise<void>[] = [];
    let firstSendError: string | undefined;
    const gapMs = 1000 / options.messageRate;
    const pacing = now();
    const every = Math.max(1, Math.floor(members.length / (options.senders ?? members.length)));
    const senders = members.filter((_, i) => i % every === 0).slice(0, options.senders ?? members.length);
    for (let round = 1; round <= options.rounds; round++) {
      for (const from of senders) {
        const to = members[from.n % members.length];
        const text = `Bench message ${round} from ${from.n} to ${to.n}`;
        const due = pacing + sent.length * gapMs;
        if (due > now()) await sleep(due - now());
        const record = { text, to: to.n, startedAt: now(), sendMs: null as number | null };
        sent.push(record);
        sends.push(
          post(
            web,
            agent,
            `/members/${to.id}/chat?${ROUTE_DATA}`,
            { intent: "send", to: String(to.id), key: crypto.randomUUID(), text, js: "1" },
            from.cookie
          ).then(
            (answer) => {
              const ok = answer.status === 200 && (JSON.parse(answer.body) as { error: unknown }).error === null;
              if (ok) record.sendMs = now() - record.startedAt;
              else firstSendError ??= `a send answered ${answer.status} ${answer.body.slice(0, 200)}`;
            },
            (error: unknown) => void (firstSendError ??= `a send failed: ${String(error)}`)
          )
        );
      }
    }
    await Promise.all(sends);
    if (firstSendError) console.error(`events: ${firstSendError}`);
    const expected = sent.filter((s) => s.sendMs !== null);
    const allArrived = () => expected.every((s) => inboxes[s.to - 1].arrived.has(s.text));
    const waitUntil = now() + DELIVERY_WAIT_MS;
    while (!allArrived() && now() < waitUntil) await sleep(100);
    const cpuAfter = cpuMs(web.pid);
    const rssAfterMessagesKiB = await rssKiB(web.pid);

    const latencies = expected
      .map((s) => (inboxes[s.to - 1].arrived.get(s.text) ?? NaN) - s.startedAt)
      .filter((ms) => !Number.isNaN(ms));
    const sendTimes = expected.map((s) => s.sendMs!);
    const afterAnswer = expected
      .map((s) => (inboxes[s.to - 1].arrived.get(s.text) ?? NaN) - (s.startedAt + s.sendMs!))
      .filter((ms) => !Number.isNaN(ms));
    const dead = new Set<number>();
    for (const [i, inbox] of inboxes.entries()) if (inbox.stream?.endedEarly()) dead.add(i);
    for (const s of expected) if (!inboxes[s.to - 1].arrived.has(s.text)) dead.add(s.to - 1);

    for (const stream of streams.splice(0)) stream.close();
    // An aborted connection still counts as established for a few seconds (seen with a plain
    // fetch too): wait for the count to fall back, at most CLOSE_WAIT_MS.
    const closedAt = now();
    let connectionsAfterClose = connectionsTo(apiPort);
    while (
      connectionsAfterClose !== null &&
      connectionsAfterClose > (connectionsBefore ?? 0) &&
      now() - closedAt < CLOSE_WAIT_MS
    ) {
      await sleep(250);
      connectionsAfterClose = connectionsTo(apiPort);
    }
    const rssAfterCloseKiB = await rssKiB(web.pid);
    const round1 = (n: number) => Math.round(n * 10) / 10;
    return {
      streams: options.streams,
      openAllMs: Math.round(openAllMs),
      messages: sent.length,
      sendErrors: sent.length - expected.length,
      delivered: latencies.length,
      deadStreams: dead.size,
      p50: round1(percentile(latencies, 50)),
      p99: round1(percentile(latencies, 99)),
      max: latencies.length ? round1(Math.max(...latencies)) : NaN,
      sendP50: round1(percentile(sendTimes, 50)),
      sendP99: round1(percentile(sendTimes, 99)),
      afterAnswerP50: round1(percentile(afterAnswer, 50)),
      afterAnswerP99: round1(percentile(afterAnswer, 99)),
      apiConnections: {
        before: connectionsBefore,
        withStreams: connectionsWithStreams,
        afterClose: connectionsAfterClose,
      },
      rssBeforeKiB,
      rssWithStreamsKiB,
      rssAfterMessagesKiB,
      rssAfterCloseKiB,
      kibPerStream:
        rssBeforeKiB === null || rssWithStreamsKiB === null
          ? null
          : round1((rssWithStreamsKiB - rssBeforeKiB) / options.streams),
      cpuMsPerMessage:
        cpuBefore === null || cpuAfter === null || !latencies.length
          ? null
          : round1((cpuAfter - cpuBefore) / latencies.length),
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
  }
}
