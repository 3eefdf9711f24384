import { ChatEventSchema, type ChatEvent } from "../app/api/schemas/chat";
import type { Db } from "./db";

/** The one NOTIFY channel every API process listens on (PostgreSQL server only). */
const CHANNEL = "chat_events";
/** What a reconnecting stream may replay: the newest this many events of the last hour. */
export const REPLAY_MAX_EVENTS = 200;
/** What a web process's site stream may replay after it reconnects: the newest this many of the site's last hour. */
export const SITE_REPLAY_MAX_EVENTS = 5_000;
const KEPT_MS = 60 * 60_000;
/** Old events are deleted at most this often per process (one indexed DELETE). */
const PRUNE_EVERY_MS = 60_000;

/** An event as the stream sends it: its id (for Last-Event-ID) and its data. */
export interface StoredEvent {
  id: number;
  event: ChatEvent;
}
type Listener = (stored: StoredEvent) => void;
/** A site's listener hears every member's events, with the member they belong to. */
type SiteListener = (memberId: number, stored: StoredEvent) => void;
/** Told of each event where it is published (not where it is heard): once per event, whatever the processes. */
export type PublishObserver = (memberId: number, event: ChatEvent) => void;

/**
 * The members' live events (decision 016). Every event is a row of chat_events first, so a
 * stream that reconnects with Last-Event-ID replays what it missed. Delivery to open streams:
 * with a PostgreSQL server, a NOTIFY (event id and member) that every process hears and answers
 * by reading the row for its own subscribers; with PGlite (one process) straight in process.
 * A site's subscribers (the web tier's one stream per web process, decision 028) hear every
 * event of the site's members; the NOTIFY names the site for them.
 */
export class EventBus {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly siteListeners = new Map<number, Set<SiteListener>>();
  private readonly observers: PublishObserver[] = [];
  private readonly listening: Promise<(() => Promise<void>) | undefined>;
  private lastPrune = 0;
  private closed = false;

  /** The notified events being passed on, in the order they were notified. */
  private hearing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: (entry: Record<string, unknown>) => void,
    private readonly validate: boolean
  ) {
    this.listening = db.listen
      ? db
          .listen(CHANNEL, (payload) => this.heard(payload))
          .catch((error: unknown) => {
            log({ level: "error", msg: "cannot listen for chat events", error: String(error) });
            return undefined;
          })
      : Promise.resolve(undefined);
  }

  /**
   * Stores an event for a member and delivers it to their open streams. Never throws: what
   * happened (a message, a payment) is stored already, and a lost event only costs liveness.
   */
  async publish(memberId: number, event: ChatEvent): Promise<void> {
    if (this.closed) return;
    // What the event means beyond open pages (a push) does not depend on storing it for them.
    for (const observe of this.observers) observe(memberId, event);
    try {
      if (this.validate) ChatEventSchema.parse(event);
      const [row] = await this.db.query<{ id: string; site_id: number | null }>(
        `INSERT INTO chat_events (member_id, payload) VALUES ($1, $2)
         RETURNING id::text AS id, (SELECT site_id FROM members WHERE id = $1) AS site_id`,
        [memberId, JSON.stringify(event)]
      );
      const siteId = row.site_id ?? 0;
      if (this.db.listen) {
        await this.db.query("SELECT pg_notify($1, $2)", [CHANNEL, `${row.id}:${memberId}:${siteId}`]);
      } else {
        this.dispatch(memberId, siteId, { id: Number(row.id), event });
      }
      await this.prune();
    } catch (error) {
      this.log({ level: "error", msg: "chat event not published", memberId, error: String(error) });
    }
  }

  /** The id of the member's newest event kept (0 when there is none): where a new stream starts. */
  async latestId(memberId: number): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      "SELECT coalesce(max(id), 0)::text AS id FROM chat_events WHERE member_id = $1",
      [memberId]
    );
    return Number(row.id);
  }

  /** The id of the site's newest event kept (0 when there is none): where a new site stream starts. */
  async latestSiteId(siteId: number): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `SELECT coalesce(max(e.id), 0)::text AS id FROM chat_events e JOIN members m ON m.id = e.member_id
       WHERE m.site_id = $1`,
      [siteId]
    );
    return Number(row.id);
  }

  /** Calls `observer` with every event published from now on (it must not throw or wait). */
  observe(observer: PublishObserver) {
    this.observers.push(observer);
  }

  /**
   * Calls `listener` with the member's events: first those after `lastEventId` still kept (when
   * given), then each new one, in id order and never twice. Answers the function that stops it.
   */
  async subscribe(memberId: number, lastEventId: number | undefined, listener: Listener): Promise<() => void> {
    // Listening first: an event published once this answers is heard.
    await this.listening;
    let last = 0;
    let replaying = true;
    const buffered: StoredEvent[] = [];
    const deliver = (stored: StoredEvent) => {
      if (stored.id <= last) return;
      last = stored.id;
      listener(stored);
    };
    const live: Listener = (stored) => (replaying ? buffered.push(stored) : deliver(stored));
    const set = this.listeners.get(memberId) ?? new Set();
    set.add(live);
    this.listeners.set(memberId, set);
    const stop = () => {
      set.delete(live);
      if (set.size === 0 && this.listeners.get(memberId) === set) this.listeners.delete(memberId);
    };
    try {
      if (lastEventId !== undefined) {
        for (const stored of await this.missed(memberId, lastEventId)) deliver(stored);
      }
    } catch (error) {
      stop();
      throw error;
    }
    replaying = false;
    for (const stored of buffered) deliver(stored);
    return stop;
  }

  /**
   * The member's events after `lastEventId` still kept (the newest REPLAY_MAX_EVENTS of the last
   * hour), oldest first: what a stream that reconnects missed (missed-events.php, events.php).
   */
  async missed(memberId: number, lastEventId: number): Promise<StoredEvent[]> {
    const rows = await this.db.query<{ id: string; payload: ChatEvent }>(
      `SELECT id::text AS id, payload FROM chat_events
       WHERE member_id = $1 AND id > $2 AND created_at > $3 ORDER BY id DESC LIMIT $4`,
      [memberId, lastEventId, new Date(Date.now() - KEPT_MS), REPLAY_MAX_EVENTS]
    );
    return rows.reverse().map((row) => ({ id: Number(row.id), event: parseJson(row.payload) }));
  }

  /**
   * Like `subscribe`, for every member of a site at once (site-events.php): the listener hears
   * each event with its member, first those after `lastEventId` (the newest SITE_REPLAY_MAX_EVENTS
   * of the last hour), then each new one, never twice. Unlike one member's events, the site's
   * come from many members' requests at once, and through PostgreSQL's NOTIFY they may arrive a
   * little out of id order: an event is passed on unless its id was passed on already, not only
   * when it is newer than the last.
   */
  async subscribeSite(siteId: number, lastEventId: number | undefined, listener: SiteListener): Promise<() => void> {
    await this.listening;
    const floor = lastEventId ?? 0;
    let replaying = true;
    const buffered: [number, StoredEvent][] = [];
    /** The ids passed on lately, oldest first (a Set keeps its insertion order). */
    const sent = new Set<number>();
    const deliver = (memberId: number, stored: StoredEvent) => {
      if (stored.id <= floor || sent.has(stored.id)) return;
      sent.add(stored.id);
      if (sent.size > SITE_REPLAY_MAX_EVENTS) sent.delete(sent.values().next().value!);
      listener(memberId, stored);
    };
    const live: SiteListener = (memberId, stored) =>
      replaying ? buffered.push([memberId, stored]) : deliver(memberId, stored);
    const set = this.siteListeners.get(siteId) ?? new Set();
    set.add(live);
    this.siteListeners.set(siteId, set);
    const stop = () => {
      set.delete(live);
      if (set.size === 0 && this.siteListeners.get(siteId) === set) this.siteListeners.delete(siteId);
    };
    try {
      if (lastEventId !== undefined) {
        const rows = await this.db.query<{ id: string; member_id: number; payload: ChatEvent }>(
          `SELECT e.id::text AS id, e.member_id, e.payload FROM chat_events e JOIN members m ON m.id = e.member_id
           WHERE m.site_id = $1 AND e.id > $2 AND e.created_at > $3 ORDER BY e.id DESC LIMIT $4`,
          [siteId, lastEventId, new Date(Date.now() - KEPT_MS), SITE_REPLAY_MAX_EVENTS]
        );
        for (const row of rows.reverse()) {
          deliver(Number(row.member_id), { id: Number(row.id), event: parseJson(row.payload) });
        }
      }
    } catch (error) {
      stop();
      throw error;
    }
    replaying = false;
    for (const [memberId, stored] of buffered) deliver(memberId, stored);
    return stop;
  }

  /** Ends every subscription and stops listening (the app is closing). */
  async close() {
    this.closed = true;
    this.listeners.clear();
    this.siteListeners.clear();
    const stopListening = await this.listening;
    await stopListening?.();
  }

  private dispatch(memberId: number, siteId: number, stored: StoredEvent) {
    for (const listener of [...(this.listeners.get(memberId) ?? [])]) listener(stored);
    for (const listener of [...(this.siteListeners.get(siteId) ?? [])]) listener(memberId, stored);
  }

  /**
   * A NOTIFY from any process: "<event id>:<member id>:<site id>"; read only when someone here
   * listens for the member or the site.
   */
  /**
   * Each NOTIFY names an event to read: they are read at once, side by side, but passed on in the
   * order they were notified (the order of their commits), since a stream skips an id older than
   * the last it sent.
   */
  private heard(payload: string) {
    const read = this.readNotified(payload);
    this.hearing = this.hearing.then(async () => {
      const notified = await read;
      if (notified) this.dispatch(notified.memberId, notified.siteId, notified.stored);
    });
  }

  private async readNotified(payload: string) {
    const match = /^(\d+):(\d+)(?::(\d+))?$/.exec(payload);
    if (!match) return undefined;
    const [memberId, siteId] = [Number(match[2]), Number(match[3] ?? 0)];
    if (!this.listeners.has(memberId) && !this.siteListeners.has(siteId)) return undefined;
    try {
      const [row] = await this.db.query<{ payload: ChatEvent }>("SELECT payload FROM chat_events WHERE id = $1", [
        match[1],
      ]);
      return row ? { memberId, siteId, stored: { id: Number(match[1]), event: parseJson(row.payload) } } : undefined;
    } catch (error) {
      this.log({ level: "error", msg: "chat event not read", error: String(error) });
      return undefined;
    }
  }

  private async prune() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.query("DELETE FROM chat_events WHERE created_at < $1", [new Date(now - KEPT_MS)]);
  }
}

/** jsonb arrives parsed from both drivers; a string is parsed here to be sure. */
const parseJson = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as ChatEvent;
