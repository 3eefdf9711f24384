// The embedded database in a folder as `npm run api` and `npm start` use it (docs/decisions/
// 025-one-database-one-process.md): one process at a time, said in one line to a second one; and
// a reference API killed with SIGKILL in the middle of paid messages and payments starts again on
// a readable database where each of them is whole, with its charge or its credits, or absent.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
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
  child: { pid: number };
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

describe("a reference API killed in the middle of writes", () => {
  it("starts again on a readable database where every message and payment is whole or absent", async () => {
    const dev = devClient(api!.ready.url, DEV_KEY);
    const over = { app: { request: (p: string, init?: RequestInit) => fetch(`${api!.ready.url}${p}`, init) } };
    const chat = chatCalls(over, SITE);
    const call = (p: string, token: string, init: RequestInit = {}) =>
      fetch(`${api!.ready.url}${p}${p.includes("?") ? "&" : "?"}forced-domain=${SITE}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
      });

    // Premium senders (every message is charged), each under the pace of 20 sends a minute.
    const senders: LoginMember[] = [];
    const partners: number[] = [];
    for (let i = 0; i < 6; i++) {
      senders.push(await dev.createMember({ site: SITE, gender: "male", credits: START_CREDITS, paid: true }));
      partners.push((await dev.createMember({ site: SITE })).id);
    }
    const [first] = await Promise.all([chat.sendText(senders[0].token, partners[0], "hello")]);
    expect(first.status).toBe(200);
    const price = START_CREDITS - (first.json.credits as number);
    expect(price).toBeGreaterThan(0);

    // Answered writes: each must be there after the restart.
    const sentIds: number[] = [];
    const paidIds: number[] = [];
    let answered = 0;
    let inFlight = 0;
    /** A request of the storm, counted while under way. */
    const counted = async <T>(request: () => Promise<T>) => {
      inFlight++;
      try {
        return await request();
      } catch {
        return undefined; // cut off by the kill
      } finally {
        inFlight--;
      }
    };
    let killed = false;
    const sendAll = senders.map(async (sender, s) => {
      for (let i = 0; i < 15 && !killed; i++) {
        const sent = await counted(() => chat.sendText(sender.token, partners[s], `message ${i}`));
        if (sent?.status === 200) {
          sentIds.push((sent.json.message as { id: number }).id);
          answered++;
        }
      }
    });
    const payAll = senders.map(async (sender) => {
      for (let i = 0; i < 4 && !killed; i++) {
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
          paidIds.push(payment.payment_id);
          answered++;
        }
      }
    });
    // SIGKILL once a good part is answered, with more under way: a state, not a time.
    await expect.poll(() => answered >= 30 && paidIds.length >= 2, { timeout: 60_000, interval: 10 }).toBe(true);
    const killedPid = api!.child.pid;
    const cutOff = inFlight;
    const answeredBefore = { messages: sentIds.length, payments: paidIds.length };
    process.kill(killedPid, "SIGKILL");
    killed = true;
    await Promise.all([...sendAll, ...payAll]);
    await api!.stop();

    // The lock of the killed process is taken over; the database opens (recovery) and migrates.
    api = await startOnFolder();
    expect(api.child.pid).not.toBe(killedPid);
    const after = chatCalls(
      { app: { request: (p: string, init?: RequestInit) => fetch(`${api!.ready.url}${p}`, init) } },
      SITE
    );
    expect((await after.sendText(senders[1].token, partners[1], "after the restart")).status).toBe(200);
    await api.stop();
    api = undefined;

    const db = await openDb({ dataDir });
    try {
      const ids = senders.map((s) => s.id);
      // Each sent message is stored on both sides: the sender's copy and the partner's.
      const copies = await db.query<{ member_id: number; mine: number; theirs: number }>(
        `SELECT c.member_id,
                count(*) FILTER (WHERE m.from_me)::int AS mine,
                (SELECT count(*)::int FROM messages t JOIN conversations tc ON tc.id = t.conversation_id
                  WHERE tc.member_id = c.profile_id AND tc.profile_id = c.member_id AND NOT t.from_me) AS theirs
         FROM conversations c JOIN messages m ON m.conversation_id = c.id
         WHERE c.member_id = ANY($1) GROUP BY c.member_id, c.profile_id`,
        [ids]
      );
      for (const row of copies)
        expect(row.theirs, `member ${row.member_id}'s messages, partner's copies`).toBe(row.mine);
      // Every answered send and payment is there.
      const stored = await db.query<{ id: number }>("SELECT id FROM messages WHERE id = ANY($1)", [sentIds]);
      expect(stored).toHaveLength(sentIds.length);
      const completed = await db.query<{ id: number }>(
        "SELECT id FROM payments WHERE id = ANY($1) AND status = 'completed'",
        [paidIds]
      );
      expect(completed).toHaveLength(paidIds.length);
      // Each member's credits are exactly the start, plus the completed payments, less the messages.
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
      const totalSent = balances.reduce((sum, b) => sum + b.sent, 0);
      const [{ completed: totalPaid }] = await db.query<{ completed: number }>(
        "SELECT count(*)::int AS completed FROM payments WHERE member_id = ANY($1) AND status = 'completed'",
        [ids]
      );
      console.log(
        `SIGKILL with ${cutOff} requests under way, after ${answeredBefore.messages} messages and ` +
          `${answeredBefore.payments} payments were answered; after the restart ${totalSent} messages ` +
          `(2 more sent outside the storm) and ${totalPaid} completed payments, each whole`
      );
    } finally {
      await db.close();
    }
  }, 240_000);
});
