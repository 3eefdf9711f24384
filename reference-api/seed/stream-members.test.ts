// The benchmark's stream members (SEED_STREAM_MEMBERS): they log in and write to each other with
// nothing in the way, and the regular seed leaves them out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../../app/api/endpoints";
import type { Db } from "../db";
import { openTestDb } from "../testing/db";
import { createApp } from "../server";
import { apiEnvSchema, readEnv } from "../../lib/env";
import { seedIfEmpty, seedOptionsFromEnv } from "./index";
import { STREAM_MEMBER_PASSWORD, STREAM_MEMBER_SITE, streamMemberEmail } from "./stream-members";

const env = (vars: Record<string, string> = {}) => readEnv(apiEnvSchema, vars);
let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDb();
  await seedIfEmpty(db, seedOptionsFromEnv(env({ SEED_STREAM_MEMBERS: "4" })));
  app = createApp({ db, publicUrl: "http://cdn.test", log: () => {} });
});
afterAll(() => db?.close());

const api = (path: string, init: RequestInit = {}) => app.request(`${path}?forced-domain=${STREAM_MEMBER_SITE}`, init);
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json", ...headers },
});

async function login(n: number) {
  const res = await api("/api/user.php", json({ email: streamMemberEmail(n), password: STREAM_MEMBER_PASSWORD }));
  expect(res.status).toBe(200);
  return endpoints.login.response.parse(await res.json());
}

describe("the stream members", () => {
  it("are only there when asked for", () => {
    expect(seedOptionsFromEnv(env()).streamMembers).toBeUndefined();
    expect(seedOptionsFromEnv(env({ SEED_STREAM_MEMBERS: "0" })).streamMembers).toBeUndefined();
    expect(seedOptionsFromEnv(env({ SEED_STREAM_MEMBERS: "200" })).streamMembers).toBe(200);
  });

  it("log in, and each writes to several others without a limit or a price in the way", async () => {
    const [first, ...others] = await Promise.all([1, 2, 3, 4].map(login));
    expect(first.user.profile.name).toBe("Stream 1");
    for (const other of others) {
      // Three new conversations: past a free member's two starts.
      const res = await api(
        "/api/message.php",
        json({ to: other.user.profile.id, text: "Hello" }, { Authorization: `Bearer ${first.token}` })
      );
      expect(res.status).toBe(200);
    }
    const fourth = await login(4);
    const answer = await api(
      "/api/message.php",
      json({ to: first.user.profile.id, text: "Hi back" }, { Authorization: `Bearer ${fourth.token}` })
    );
    expect(answer.status).toBe(200);
  });

  it("do not exist beyond the number asked for", async () => {
    const res = await api("/api/user.php", json({ email: streamMemberEmail(5), password: STREAM_MEMBER_PASSWORD }));
    expect(res.status).not.toBe(200);
  });
});
