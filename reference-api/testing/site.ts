import { afterAll, beforeAll } from "vitest";
import type { Db } from "../db";
import type { AppOptions } from "../app-env";
import { createApp } from "../server";
import { openTestDb } from "./db";

/**
 * For tests: a database of its own (`openTestDb`) with one site, and the reference API on it
 * reading `clock`. Close `db` after the tests.
 */
export async function testSite(
  domain: string,
  name: string,
  clock: () => Date,
  settings: Record<string, unknown> = {},
  options: Partial<AppOptions> = {}
) {
  const db: Db = await openTestDb();
  const [{ id: siteId }] = await db.query<{ id: number }>(
    `INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, $2, 1, $3, '{}') RETURNING id`,
    [domain, name, JSON.stringify(settings)]
  );
  const app = createApp({
    db,
    publicUrl: "http://cdn.test",
    clock,
    siteUrl: (d) => `https://${d}`,
    log: () => {},
    ...options,
  });
  return { db, app, siteId };
}

/**
 * `testSite` for a whole test file: made before its tests, closed after them. Read `db`, `app` and
 * `siteId` from the returned object inside tests.
 */
export function testSiteForFile(
  domain: string,
  name: string,
  clock: () => Date,
  settings?: Record<string, unknown>,
  options?: Partial<AppOptions>
) {
  const site = {} as Awaited<ReturnType<typeof testSite>>;
  beforeAll(async () => {
    Object.assign(site, await testSite(domain, name, clock, settings, options));
  });
  // The app first: its event streams and pending fictional replies end before the database does.
  afterAll(async () => {
    await site.app?.close();
    await site.db?.close();
  });
  return site;
}
