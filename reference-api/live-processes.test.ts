// Live events when the API scales out (decision 016): two reference API processes on one
// PostgreSQL database, each LISTENing; a message sent through one reaches the streams open on the
// other. Needs a PostgreSQL server: TEST_POSTGRES_URL names one, as a role that may create
// databases (the test makes its own and drops it). Without it the file is skipped and says so.
import crypto from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, startApi } from "../scripts/stack.mjs";
import { chatCalls } from "./chat-calls";
import { devClient } from "./dev-client";

const serverUrl = process.env.TEST_POSTGRES_URL;
const WHY_SKIPPED =
  "live events across API processes need a PostgreSQL server: set TEST_POSTGRES_URL " +
  "(e.g. postgresql://postgres@127.0.0.1:5432/postgres) to run them";
if (!serverUrl) console.warn(`reference-api/live-processes.test.ts skipped: ${WHY_SKIPPED}`);

interface Api {
  url: string;
  stop(): Promise<void>;
}

/** An API process's calls over HTTP, in the shape chatCalls takes. */
const over = (api: Api) => ({
  app: { request: (path: string, init?: RequestInit) => fetch(`${api.url}${path}`, init) },
});

const SITE = "flirthaven.localhost";
const DEV_KEY = crypto.randomBytes(18).toString("base64url");
const EVENTS_KEY = crypto.randomBytes(24).toString("base64url");

describe.skipIf(!serverUrl)("live events across two API processes on one PostgreSQL database", () => {
  const database = `live_events_${crypto.randomBytes(4).toString("hex")}`;
  const admin = () => new pg.Client({ connectionString: serverUrl });
  const apis: Api[] = [];

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
    await client.end();
    const databaseUrl = new URL(serverUrl!);
    databaseUrl.pathname = `/${database}`;
    // Real processes, not this test's: none of vitest's variables (they silence the logger).
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
    // The first migrates and seeds; the second finds the database ready. Test mode: the test makes
    // its members through the /dev tools.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const api = await startApi(
        {
          ...env,
          API_PORT: String(port),
          DATABASE_URL: databaseUrl.href,
          API_TEST_MODE: "1",
          DEV_TOOLS_KEY: DEV_KEY,
          EVENTS_KEY,
          LOG_LEVEL: "warn",
        },
        { quiet: true }
      );
      apis.push({ url: api.ready.url, stop: api.stop });
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
    await client.end();
  });

  it("brings a message sent through one process to the streams open on the other within a second", async () => {
    const [first, second] = apis;
    expect(new URL(first.url).port).not.toBe(new URL(second.url).port);
    // Ann is made through the first process, Ben through the second: one database behind both.
    const [ann, ben] = await Promise.all([
      devClient(first.url, DEV_KEY).createMember({ site: SITE, name: "Ann" }),
      devClient(second.url, DEV_KEY).createMember({ site: SITE, name: "Ben", gender: "male" }),
    ]);
    const throughFirst = chatCalls(over(first), SITE);
    const throughSecond = chatCalls(over(second), SITE);
    // Ben listens on the second process, Ann's other tab too; Ann writes through the first.
    const bensStream = await throughSecond.openStream(ben.token);
    const annsOtherTab = await throughSecond.openStream(ann.token);
    try {
      const started = Date.now();
      const sent = await throughFirst.sendText(ann.token, ben.id, "Hello from the first process");
      expect(sent.status).toBe(200);
      const [event] = await bensStream.next(1, 5000);
      const ms = Date.now() - started;
      console.log(`LISTEN/NOTIFY across API processes: ${ms} ms from the send to the other process's stream`);
      expect(event?.data).toMatchObject({
        type: "message",
        profile: { id: ann.id },
        message: { text: "Hello from the first process", from_me: false },
      });
      expect(ms).toBeLessThan(1000);
      const [own] = await annsOtherTab.next(1, 5000);
      expect(own?.data).toMatchObject({ type: "message", message: { from_me: true } });

      // And back: Ben answers through the second process, Ann's stream on the first hears it.
      const annsStream = await throughFirst.openStream(ann.token);
      try {
        const answer = await throughSecond.sendText(ben.token, ann.id, "Hello back");
        expect(answer.status).toBe(200);
        const heard = (await annsStream.next(1, 5000)).map((e) => e.data);
        expect(heard).toContainEqual(
          expect.objectContaining({ type: "message", message: expect.objectContaining({ text: "Hello back" }) })
        );
      } finally {
        await annsStream.close();
      }
    } finally {
      await Promise.all([bensStream.close(), annsOtherTab.close()]);
    }
  });

  it("brings a message sent through one process to a web process's site stream open on the other", async () => {
    const [first, second] = apis;
    const [ann, ben] = await Promise.all([
      devClient(first.url, DEV_KEY).createMember({ site: SITE, name: "Ann" }),
      devClient(first.url, DEV_KEY).createMember({ site: SITE, name: "Ben", gender: "male" }),
    ]);
    const siteStream = await chatCalls(over(second), SITE).openSiteStream(EVENTS_KEY);
    try {
      const sent = await chatCalls(over(first), SITE).sendText(ann.token, ben.id, "Hello, site stream");
      expect(sent.status).toBe(200);
      const heard = (await siteStream.next(2, 5000)).map((e) => e.data);
      expect(heard).toContainEqual(
        expect.objectContaining({
          member_id: ben.id,
          event: expect.objectContaining({ message: expect.objectContaining({ from_me: false }) }),
        })
      );
    } finally {
      await siteStream.close();
    }
  });
});
