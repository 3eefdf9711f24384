import type { EndpointName } from "../app/api/endpoints";
import type { Db } from "./db";
import type { Live } from "./live";
import type { MemberRow } from "./members";

/*
 * The types every route module needs, apart from server.ts: routes import this, server.ts imports
 * the routes, and no import goes back up.
 */

export interface SiteRow {
  id: number;
  domain: string;
  name: string;
  niche: number;
  settings: Record<string, unknown>;
  company: Record<string, unknown>;
  /** The secret the payment provider signs its webhook calls with; never answered. */
  webhook_secret: string;
}

/** A clock that runs with real time plus an offset tests may move forward. */
export interface ClockControl {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
  offsetMs(): number;
}

export interface DevTools {
  /** The per-start secret every /dev request names (`?key=` or the X-Dev-Key header). */
  key: string;
  /** The movable clock /dev/clock: only for the test suites, never for `npm start`. */
  testClock?: boolean;
}

export interface AppOptions {
  db: Db;
  /** How browsers reach this server; the cdn_prefix of every site. */
  publicUrl: string;
  /** The clock every rule reads (unit tests replace it). */
  clock?: () => Date;
  /** Development tools under /dev (routes/dev.ts); never mounted when NODE_ENV=production. */
  devTools?: DevTools | false;
  /** The movable clock /dev/clock controls; it becomes `clock` unless one is given. */
  clockControl?: ClockControl;
  /** The web address of a site, for links in e-mails (the PHP API knows its sites' URLs too). */
  siteUrl?: (domain: string) => string;
  log?: (entry: Record<string, unknown>) => void;
  /**
   * Check every answer against the contract's response schema before sending it. On by default
   * outside production: a drift from the contract then fails loudly in development and tests.
   */
  validateAnswers?: boolean;
  /** How long a fictional profile takes to answer a message, [min, max] ms (tests make it short). */
  fictionalReplyDelayMs?: readonly [number, number];
  /** How often fictional profiles' due like-backs are given, ms (decision 015; tests make it short). */
  likeBackSweepMs?: number;
}

export type AppEnv = {
  Variables: {
    site: SiteRow;
    /** The member named by the bearer token, if valid. */
    member: MemberRow | undefined;
    tokenHash: string | undefined;
    options: Required<AppOptions>;
    /** The contract endpoint being answered (set by serveEndpoint). */
    endpoint: EndpointName;
    /** The chat's live parts: events, typing, fictional replies (live.ts). */
    live: Live;
    /** Set when the body limit refused the request before its body was read. */
    bodyRefused: boolean | undefined;
  };
};
