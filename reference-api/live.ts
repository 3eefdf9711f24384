import { EVENT_STREAMS_PER_MEMBER, TYPING_SEND_EVERY_MS } from "../app/domain/chat";
import { StreamSlots } from "../app/domain/stream-slots";
import { apiEnv } from "../lib/env";
import type { AppOptions } from "./app-env";
import { EventBus } from "./events";
import { FictionalReplies } from "./fictional-replies";
import { LikeBacks } from "./like-backs";
import { memberClocks } from "./member-clocks";
import type { MemberClocks } from "./member-time";
import { NotificationMails } from "./notification-mails";
import { PushSender } from "./push/sender";

/** Typing events pass at most once per TYPING_SEND_EVERY_MS for one member typing to another. */
export class TypingGate {
  private readonly last = new Map<string, number>();

  allows(fromId: number, toId: number, now = Date.now()): boolean {
    const key = `${fromId}:${toId}`;
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < TYPING_SEND_EVERY_MS) return false;
    if (this.last.size > 10_000) {
      for (const [k, at] of this.last) if (now - at >= TYPING_SEND_EVERY_MS) this.last.delete(k);
    }
    this.last.set(key, now);
    return true;
  }
}

/** How a member hears of what happened: live events, and the notification e-mails. */
export interface Tell {
  bus: EventBus;
  mails: NotificationMails;
}

/**
 * What the chat keeps while the app runs: the event bus, the notification e-mails (and their
 * sweep of unread messages), the pushes, the typing gate, pending fictional replies and the sweep
 * of fictional profiles' like-backs.
 */
export interface Live extends Tell {
  /** Each member's time, for the rules of requests and jobs (member-time.ts). */
  clocks: MemberClocks;
  typing: TypingGate;
  replies: FictionalReplies;
  likeBacks: LikeBacks;
  /** Web pushes of new messages, likes and matches, sent after the request (push/sender.ts). */
  pushes: PushSender;
  /** Called with every open event stream's end, so closing the app ends them. */
  streams: Set<() => void>;
  /** The open streams per member and per address (in this process), capped. */
  streamSlots: StreamSlots;
  close(): Promise<void>;
}

export function createLive(options: Required<AppOptions>): Live {
  const bus = new EventBus(options.db, options.log, options.validateAnswers);
  // The jobs' rules are about members: each reads its member's clock (member-time.ts).
  const clocks = memberClocks(options.db, options.clock);
  const mails = new NotificationMails(options.db, clocks, options.siteUrl, options.log);
  mails.start(options.mailSweepMs);
  const tell = { bus, mails };
  const replies = new FictionalReplies(options.db, tell, clocks, options.fictionalReplyDelayMs, options.log);
  const likeBacks = new LikeBacks(options.db, tell, clocks, options.log);
  likeBacks.start(options.likeBackSweepMs);
  const pushes = new PushSender(options.db, options.siteUrl, options.log, options.push);
  bus.observe((memberId, event) => pushes.tell(memberId, event));
  const streams = new Set<() => void>();
  return {
    clocks,
    bus,
    mails,
    typing: new TypingGate(),
    replies,
    likeBacks,
    pushes,
    streams,
    streamSlots: new StreamSlots(EVENT_STREAMS_PER_MEMBER, apiEnv().EVENT_STREAMS_PER_IP),
    async close() {
      replies.close();
      likeBacks.close();
      for (const end of [...streams]) end();
      await mails.close();
      await bus.close();
      // Pushes under way may still forget a browser the push service refused: before the database closes.
      await pushes.close();
    },
  };
}
