import type { Agent } from "node:https";
import webpush from "web-push";
import type { ChatEvent } from "../../app/api/schemas/chat";
import type { PushKind } from "../../app/api/schemas/notifications";
import { PushPayloadSchema, pushOpenUrl, type PushPayload } from "../../app/api/schemas/push-payload";
import type { Db } from "../db";
import { apiLanguage } from "../languages";
import { wantsPush } from "../notification-settings";
import { PUSH_TEXTS, type PushTextKey } from "./texts";
import { interpolate } from "../interpolate";

/** How web-push reaches the push services; tests point it at an https server of their own. */
export interface PushOptions {
  /** An https agent (e.g. one that trusts a test certificate); Node's default otherwise. */
  agent?: Agent;
  /** A push service that takes longer than this is given up on (the push is lost, not retried). */
  timeoutMs?: number;
  /** Hosts taken as push services besides the browsers' own (push/services.ts); tests name theirs. */
  extraServiceHosts?: readonly string[];
}

const DEFAULT_TIMEOUT_MS = 10_000;
/** A push older than this is not worth showing: the push service drops it undelivered. */
const PUSH_TTL_SECONDS = 24 * 3600;
/** Sends waiting at once; beyond it new pushes are dropped (and logged) rather than piling up. */
const MAX_PENDING = 500;

/** What a member is pushed about: the kind the member may have turned off, and what it says. */
interface Notice {
  kind: PushKind;
  text: PushTextKey;
  name: string;
  tag: string;
  checkUrl: string;
}

type Q = Pick<Db, "query">;

/**
 * Web pushes for new messages, new conversations, likes and matches (docs/decisions/018).
 * Told of every live event as it is published (EventBus.observe: once, in the process where it
 * happened), it works out whether the event is worth a push, and sends it to each of the member's
 * browsers after the request has been answered. A browser the push service no longer knows
 * (404, 410) is forgotten; other failures are logged and the push is lost.
 */
export class PushSender {
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly siteUrl: (domain: string) => string,
    private readonly log: (entry: Record<string, unknown>) => void,
    private readonly options: PushOptions = {}
  ) {}

  /** Queues the pushes `event` calls for (none for most events); never throws, never waits. */
  tell(memberId: number, event: ChatEvent) {
    if (this.closed || !["message", "like", "match"].includes(event.type)) return;
    if (this.pending.size >= MAX_PENDING) {
      this.log({ level: "warn", msg: "push dropped: too many waiting", memberId, type: event.type });
      return;
    }
    // Begun once the request that published the event has gone on to its answer.
    const job = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.push(memberId, event))
      .catch((error: unknown) => this.log({ level: "error", msg: "push failed", memberId, error: String(error) }))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every push queued so far (and those they led to) has been sent or given up. */
  async idle() {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Takes no new pushes; the ones under way finish (each within its timeout). */
  async close() {
    this.closed = true;
    await this.idle();
  }

  private async push(memberId: number, event: ChatEvent) {
    const notice = await noticeFor(this.db, memberId, event);
    if (!notice || !(await wantsPush(this.db, memberId, notice.kind))) return;
    const [target] = await this.db.query<{
      language: string;
      domain: string;
      site_name: string;
      settings: { support_email?: string; domain_language?: string };
      public_key: string | null;
      private_key: string | null;
    }>(
      `SELECT m.language, s.domain, s.name AS site_name, s.settings, k.public_key, k.private_key
       FROM members m JOIN sites s ON s.id = m.site_id LEFT JOIN site_push_keys k ON k.site_id = s.id
       WHERE m.id = $1 AND m.deleted_at IS NULL`,
      [memberId]
    );
    if (!target?.public_key || !target.private_key) return;
    const subscriptions = await this.db.query<{ id: number; endpoint: string; p256dh: string; auth: string }>(
      "SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE member_id = $1",
      [memberId]
    );
    if (subscriptions.length === 0) return;
    const language = apiLanguage(target.language) ?? apiLanguage(target.settings.domain_language) ?? "en";
    const payload: PushPayload = PushPayloadSchema.parse({
      title: target.site_name,
      body: interpolate(PUSH_TEXTS[language][notice.text], { name: notice.name }),
      icon: "/icons/192.png",
      tag: notice.tag,
      checkUrl: notice.checkUrl,
      openUrl: pushOpenUrl(notice.checkUrl),
    });
    const vapidDetails = {
      subject: `mailto:${target.settings.support_email ?? `support@${target.domain}`}`,
      publicKey: target.public_key,
      privateKey: target.private_key,
    };
    await Promise.all(
      subscriptions.map(async (s) => {
        try {
          await webpush.sendNotification(
            { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
            JSON.stringify(payload),
            {
              vapidDetails,
              TTL: PUSH_TTL_SECONDS,
              urgency: notice.kind === "like" ? "normal" : "high",
              timeout: this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
              ...(this.options.agent ? { agent: this.options.agent } : {}),
            }
          );
        } catch (error) {
          const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
          if (status === 404 || status === 410) {
            // The browser unsubscribed, or the push service forgot it: never push there again.
            await this.db.query("DELETE FROM push_subscriptions WHERE id = $1", [s.id]);
            return;
          }
          this.log({
            level: "warn",
            msg: "push not delivered",
            memberId,
            host: safeHost(s.endpoint),
            status: status ?? null,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      })
    );
  }
}

/** The push service's host, for the log (the endpoint's path is the subscription's secret). */
const safeHost = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return null;
  }
};

/**
 * What a member's live event is worth pushing, if anything: a message received (the first one of
 * a conversation is a new conversation), a like (unless the two like each other: the match event
 * that comes with it says so), a match (to the one liked back, not to the one who just liked).
 */
async function noticeFor(db: Q, memberId: number, event: ChatEvent): Promise<Notice | undefined> {
  if (event.type === "message") {
    if (event.message.from_me) return undefined;
    // Counted up to this message: later ones may be stored by the time the push is worked out.
    const [{ count }] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1 AND id <= $2",
      [event.conversation_id, event.message.id]
    );
    const first = count <= 1;
    return {
      kind: first ? "new_conversations" : "new_messages",
      text: first ? "conversation" : event.message.gift ? "gift" : "message",
      name: event.profile.name,
      tag: `chat-${event.conversation_id}`,
      checkUrl: `/chats/${event.conversation_id}`,
    };
  }
  if (event.type === "like" || event.type === "match") {
    const profileId = event.profile.id;
    const [likes] = await db.query<{ mine: Date | null; theirs: Date | null }>(
      `SELECT (SELECT created_at FROM likes WHERE from_id = $1 AND to_id = $2) AS mine,
              (SELECT created_at FROM likes WHERE from_id = $2 AND to_id = $1) AS theirs`,
      [memberId, profileId]
    );
    const mine = likes.mine && new Date(likes.mine).getTime();
    const theirs = likes.theirs && new Date(likes.theirs).getTime();
    // A like the member returned already is a match, told by the match event that comes with it.
    if (event.type === "like" && mine) return undefined;
    // The member whose like made the match sees it on the screen it happened on: no push for that.
    if (event.type === "match" && mine && theirs && mine > theirs) return undefined;
    return {
      kind: "like",
      text: event.type,
      name: event.profile.name,
      tag: `like-${profileId}`,
      checkUrl: `/likes/m/${profileId}`,
    };
  }
  return undefined;
}
