// The embedded database in a folder as `npm run api` and `npm start` use it (docs/decisions/
// 025-one-database-one-process.md): one process at a time, said in one line to a second one; a
// reference API stopped with SIGTERM in the middle of paid messages and payments finishes every one
// it began and answers it (docs/decisions/027-graceful-shutdown-and-soak.md); and one killed with
// SIGKILL starts again on a readable database where each of them is whole, with its charge or its
// credits, or absent.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, root, startApi } from "../scripts/stack.mjs";
import { chatCalls } from "./chat-calls";
import { openDb } from "./db";
import { devClient, type LoginMember } from "./dev-client";

const SITE = "flirthaven.localhost";
const DEV_KEY = crypto.randomBytes(18).toString("base64url");
const START_CREDITS = 1_000_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reference-api-crash-"));

interface Api {
  ready: { url: string };
  child: { pid: number; exitCode: number | null };
  stop(): Promise<void>;
}

// Real processes, not this test's: none of vitest's variables (they silence the logger).
// Nor a DATABASE_URL: this is the embedded database's folder.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "DATABASE_URL")
);
let port: number;
const apiEnv = () => ({
  ...env,
  API_PORT: String(port),
  DATA_DIR: dataDir,
  API_TEST_MODE: "1",
  DEV_TOOLS_KEY: DEV_KEY,
  LOG_LEVEL: "error",
  // The demo sites with few members: the test makes its own.
  SEED_MEMBERS: "20",
});
const startOnFolder = (): Promise<Api> => startApi(apiEnv(), { quiet: true });

/** A command's whole output and exit code (a refused start must end by itself). */
function run(args: string[], extraEnv: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...env, ...extraEnv } as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("close", (code) => resolve({ code, output }));
  });
}

let api: Api | undefined;
beforeAll(async () => {
  port = await freePort();
  api = await startOnFolder();
}, 180_000);
afterAll(async () => {
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("a second start on the same data folder", () => {
  it("is refused by the reference API in one line naming the running one's pid and URL", async () => {
    const { code, output } = await run(["--import", "tsx", "reference-api/main.ts"], {
      DATA_DIR: dataDir,
      API_PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toEqual([
      `The reference API is already running on ${dataDir} (pid ${api!.child.pid}, http://localhost:${port}). ` +
        "Stop it first (Ctrl+C in its terminal), or start this one with another DATA_DIR.",
    ]);
  });

  it("is refused by npm start before it builds anything", async () => {
    const { code, output } = await run(["scripts/start.mjs"], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(output).not.toContain("Building");
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toContain(`already running on ${dataDir} (pid ${api!.child.pid}, http://localhost:${port})`);
  });
});

/** Premium senders (every message is charged), each with a partner, and the price of a message. */
async function payingSenders() {
  const dev = devClient(api!.ready.url, DEV_KEY);
  const senders: LoginMember[] = [];
  const partners: number[] = [];
  for (let i = 0; i < 6; i++) {
    senders.push(await dev.createMember({ site: SITE, gender: "male", credits: START_CREDITS, paid: true }));
    partners.push((await dev.createMember({ site: SITE })).id);
  }
  const first = await chatCalls(overApi(), SITE).sendText(senders[0].token, partners[0], "hello");
  expect(first.status).toBe(200);
  const price = START_CREDITS - (first.json.credits as number);
  expect(price).toBeGreaterThan(0);
  return { senders, partners, price };
}

/** Requests to the API running now (it changes when restarted). */
const overApi = () => ({ app: { request: (p: string, init?: RequestInit) => fetch(`${api!.ready.url}${p}`, init) } });

/**
 * Each sender sends up to 15 messages (under the pace of 20 a minute) and buys up to 4 bundles,
 * one after the other, until `halt()`. Answered writes are recorded: each must be there afterwards.
 */
function writeStorm(senders: LoginMember[], partners: number[]) {
  const chat = chatCalls(overApi(), SITE);
  const call = (p: string, token: string, init: RequestInit = {}) =>
    fetch(`${api!.ready.url}${p}${p.includes("?") ? "&" : "?"}forced-domain=${SITE}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
    });
  const storm = { sentIds: [] as number[], paidIds: [] as number[], answered: 0, inFlight: 0, halted: false };
  /** A request of the storm, counted while under way. */
  const counted = async <T>(request: () => Promise<T>) => {
    storm.inFlight++;
    try {
      return await request();
    } catch {
      return undefined; // cut off, or refused by a process going away
    } finally {
      storm.inFlight--;
    }
  };
  const sendAll = senders.map(async (sender, s) => {
    for (let i = 0; i < 15 && !storm.halted; i++) {
      const sent = await counted(() => chat.sendText(sender.token, partners[s], `message ${i}`));
      if (sent?.status === 200) {
        storm.sentIds.push((sent.json.message as { id: number }).id);
        storm.answered++;
      }
    }
  });
  const payAll = senders.map(async (sender) => {
    for (let i = 0; i < 4 && !storm.halted; i++) {
      const started = await counted(async () => {
        const res = await call("/api/payment.php", sender.token, {
          method: "POST",
          body: JSON.stringify({ package: "p1", method: "ideal", bank: "ing", country: "NL" }),
          headers: { "Idempotency-Key": crypto.randomUUID() },
        });
        return res.status === 200
          ? ((await res.json()) as { payment: { payment_id: number }; checkout_url: string })
          : undefined;
      });
      if (!started) continue;
      const { payment, checkout_url } = started;
      const paid = await counted(() =>
        fetch(`${api!.ready.url}${new URL(checkout_url).pathname}`, {
          method: "POST",
          body: new URLSearchParams({ action: "pay" }).toString(),
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          redirect: "manual",
        })
      );
      if (paid?.status === 303) {
        storm.paidIds.push(payment.payment_id);
        storm.answered++;
      }
    }
  });
  const done = Promise.all([...sendAll, ...payAll]);
  return {
    storm,
    /** Once a good part is answered, with more under way: a state, not a time. */
    underWay: () =>
      expect
        .poll(() => storm.answered >= 30 && storm.paidIds.length >= 2, { timeout: 60_000, interval: 10 })
        .toBe(true),
    halt: () => {
      storm.halted = true;
      return done;
    },
  };
}

/**
 * The database after the storm: every message stored on both sides, every answered send and
 * payment there, each sender's credits exactly the start plus the completed payments less the
 * messages. Returns what the senders have, to compare with what was answered.
 */
async function checkWhole({
  senders,
  price,
  storm: { sentIds, paidIds },
}: {
  senders: LoginMember[];
  price: number;
  storm: { sentIds: number[]; paidIds: number[] };
}) {
  const db = await openDb({ dataDir });
  try {
    const ids = senders.map((s) => s.id);
    const copies = await db.query<{ member_id: number; mine: number; theirs: number }>(
      `SELECT c.member_id,
            count(*) FILTER (WHERE m.from_me)::int AS mine,
            (SELECT count(*)::int FROM messages t JOIN conversations tc ON tc.id = t.conversation_id
              WHERE tc.member_id = c.profile_id AND tc.profile_id = c.member_id AND NOT t.from_me) AS theirs
     FROM conversations c JOIN messages m ON m.conversation_id = c.id
     WHERE c.member_id = ANY($1) GROUP BY c.member_id, c.profile_id`,
      [ids]
    );
    for (const row of copies) expect(row.theirs, `member ${row.member_id}'s messages, partner's copies`).toBe(row.mine);
    const stored = await db.query<{ id: number }>("SELECT id FROM messages WHERE id = ANY($1)", [sentIds]);
    expect(stored).toHaveLength(sentIds.length);
    const completed = await db.query<{ id: number }>(
      "SELECT id FROM payments WHERE id = ANY($1) AND status = 'completed'",
      [paidIds]
    );
    expect(completed).toHaveLength(paidIds.length);
    const balances = await db.query<{ id: number; credits: number; bought: number; sent: number }>(
      `SELECT m.id, m.credits,
            (SELECT coalesce(sum(p.credits), 0)::int FROM payments p
              WHERE p.member_id = m.id AND p.status = 'completed') AS bought,
            (SELECT count(*)::int FROM messages x JOIN conversations c ON c.id = x.conversation_id
              WHERE c.member_id = m.id AND x.from_me) AS sent
     FROM members m WHERE m.id = ANY($1) ORDER BY m.id`,
      [ids]
    );
    for (const b of balances)
      expect(b.credits, `member ${b.id}'s credits`).toBe(START_CREDITS + b.bought - price * b.sent);
    const [{ completed: totalPaid }] = await db.query<{ completed: number }>(
      "SELECT count(*)::int AS completed FROM payments WHERE member_id = ANY($1) AND status = 'completed'",
      [ids]
    );
    return { totalSent: balances.reduce((sum, b) => sum + b.sent, 0), totalPaid };
  } finally {
    await db.close();
  }
}

/**
 * A message whose request the API has begun but cannot finish yet: on a connection the API has
 * already answered on (so it is no longer only in the kernel's queue), its headers and half its
 * body are sent; `finish()` sends the rest and resolves with the answer.
 */
async function halfSentMessage(token: string, to: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (path: string, options: http.RequestOptions, onRequest: (req: http.ClientRequest) => void) =>
    new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const req = http.request(`${api!.ready.url}${path}?forced-domain=${SITE}`, { ...options, agent }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.on("error", reject);
      onRequest(req);
    });
  expect((await request("/api/settings.php", {}, (req) => req.end())).status).toBe(200);
  const body = Buffer.from(JSON.stringify({ to, text: "sent across the restart" }));
  let sending: http.ClientRequest | undefined;
  const answer = request(
    "/api/message.php",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": body.length, Authorization: `Bearer ${token}` },
    },
    (req) => {
      req.write(body.subarray(0, 10));
      sending = req;
    }
  );
  return {
    finish: () => {
      sending!.end(body.subarray(10));
      return answer.finally(() => agent.destroy());
    },
  };
}

/** Resolves once nothing listens on the port any more (a stopping process has closed its listener). */
async function listenerClosed(url: string) {
  const { port } = new URL(url);
  await expect
    .poll(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(Number(port), "127.0.0.1");
          socket.once("connect", () => (socket.destroy(), resolve(false)));
          socket.once("error", () => resolve(true));
        }),
      { timeout: 10_000, interval: 5 }
    )
    .toBe(true);
}

describe("a reference API stopped with SIGTERM in the middle of writes", () => {
  it("finishes and answers every message and payment it began, and stores none it did not answer", async () => {
    const { senders, partners, price } = await payingSenders();
    const { storm, underWay, halt } = writeStorm(senders, partners);
    try {
      await underWay();
      const begun = await halfSentMessage(senders[0].token, partners[0]);
      const stopped = api!.stop(); // SIGTERM; SIGKILL only after 12 s
      // The process has stopped listening and is draining: the message it began is finished and answered.
      await listenerClosed(api!.ready.url);
      const acrossTheRestart = await begun.finish();
      expect(acrossTheRestart.status).toBe(200);
      storm.sentIds.push((acrossTheRestart.json.message as { id: number }).id);
      await halt();
      await stopped;
      expect(api!.child.exitCode, "exited by itself within the grace, not killed").toBe(0);
    } catch (error) {
      await halt();
      await api!.stop();
      api = await startOnFolder();
      throw error;
    }

    try {
      const { totalSent, totalPaid } = await checkWhole({ senders, price, storm });
      // Nothing done without its answer: the stored writes are exactly the answered ones (and "hello").
      expect(totalSent).toBe(storm.sentIds.length + 1);
      expect(totalPaid).toBe(storm.paidIds.length);
      console.log(
        `SIGTERM: a message begun before it was answered after the listener closed; with the storm, ` +
          `${storm.sentIds.length} messages and ${storm.paidIds.length} payments answered, the same stored`
      );
    } finally {
      api = await startOnFolder();
    }
  }, 240_000);
});

describe("a reference API killed in the middle of writes", () => {
  it("starts again on a readable database where every message and payment is whole or absent", async () => {
    const { senders, partners, price } = await payingSenders();
    const { storm, underWay, halt } = writeStorm(senders, partners);
    await underWay();
    const killedPid = api!.child.pid;
    const cutOff = storm.inFlight;
    const answeredBefore = { messages: storm.sentIds.length, payments: storm.paidIds.length };
    process.kill(killedPid, "SIGKILL");
    await halt();
    await api!.stop();

    // The lock of the killed process is taken over; the database opens (recovery) and migrates.
    api = await startOnFolder();
    expect(api.child.pid).not.toBe(killedPid);
    expect((await chatCalls(overApi(), SITE).sendText(senders[1].token, partners[1], "after the restart")).status).toBe(
      200
    );
    await api.stop();
    api = undefined;

    const { totalSent, totalPaid } = await checkWhole({ senders, price, storm });
    console.log(
      `SIGKILL with ${cutOff} requests under way, after ${answeredBefore.messages} messages and ` +
        `${answeredBefore.payments} payments were answered; after the restart ${totalSent} messages ` +
        `(2 more sent outside the storm) and ${totalPaid} completed payments, each whole`
    );
  }, 240_000);
});
