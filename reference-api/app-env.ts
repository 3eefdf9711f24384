import type { EndpointName } from "../app/api/endpoints";
import type { Db } from "./db";
import type { Live } from "./live";
import type { MemberClocks } from "./member-time";
import type { MemberRow } from "./members";
import type { PushOptions } from "./push/sender";

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
  /** The secret the notification e-mails' unsubscribe links are signed with; never answered. */
  mail_secret: string;
}

export interface DevTools {
  /** The per-start secret every /dev request names (`?key=` or the X-Dev-Key header). */
  key: string;
  /**
   * The test suites' tools (API_TEST_MODE): members made to order (/dev/members) and each member's
   * movable clock (/dev/clock). Never under `npm start`.
   */
  testClock?: boolean;
}

export interface AppOptions {
  db: Db;
  /** How browsers reach this server; the cdn_prefix of every site. */
  publicUrl: string;
  /**
   * The clock every rule reads (unit tests replace it). In a request of a member whose clock the
   * test tools moved (member-clocks.ts), `c.get("options").clock` is that member's.
   */
  clock?: () => Date;
  /** Development tools under /dev (routes/dev.ts); never mounted when NODE_ENV=production. */
  devTools?: DevTools | false;
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
  /** How pushes reach the push services (tests: an https agent trusting their own endpoint). */
  push?: PushOptions;
  /** How often unread messages are looked for to remind their members by e-mail, ms (tests make it long). */
  mailSweepMs?: number;
  /**
   * The web tier's server-to-server key (EVENTS_KEY): site-events.php serves only a request that
   * carries it; null: no site stream (404), the web tier opens events.php per member.
   */
  eventsKey?: string | null;
}

export type AppEnv = {
  Variables: {
    site: SiteRow;
    /** The member named by the bearer token, if valid. */
    member: MemberRow | undefined;
    tokenHash: string | undefined;
    /** The app's options; in a member's request its `clock` is the member's own (member-clocks.ts). */
    options: Required<AppOptions>;
    /** The API's clock, moved by no member. */
    apiClock: () => Date;
    /**
     * The time of a member the request names other than by its token (the account a login or a
     * link is about) or of all members (a purge): resolved by the handler and passed to the rules
     * as `now` (member-time.ts).
     */
    clocks: MemberClocks;
    /** The contract endpoint being answered (set by serveEndpoint). */
    endpoint: EndpointName;
    /** The chat's live parts: events, typing, fictional replies (live.ts). */
    live: Live;
    /** Set when the body limit refused the request before its body was read. */
    bodyRefused: boolean | undefined;
  };
};
