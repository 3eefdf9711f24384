import type { Db } from "./db";
import { REPLY_LINES } from "./chat-lines";
import { apiLanguage } from "./languages";
import { deliverMessage } from "./conversations";
import type { MemberClocks } from "./member-time";
import type { Tell } from "./live";
import { memberById, visibleTo, type MemberRow } from "./members";
import { publishDelivery } from "./message-events";

/**
 * The demo alive (decision 016): a fictional profile that receives a message shows typing, then
 * answers after a human pause, in the member's language. Scheduled in process and cancelled when
 * the app closes; one pending answer per member and profile. An unconfirmed member's answers wait
 * for the activation (docs/product.md#accounts-and-login): `activated` answers what is still unanswered then.
 */
export class FictionalReplies {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly pending = new Set<string>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly tell: Tell,
    private readonly clocks: MemberClocks,
    private readonly delayMs: readonly [min: number, max: number],
    private readonly log: (entry: Record<string, unknown>) => void
  ) {}

  /** Called after `member` wrote to `profile`; does nothing unless a fictional profile should answer. */
  schedule(member: MemberRow, profile: MemberRow) {
    if (this.closed || !profile.fictional || member.fictional || member.user_status !== "confirmed") return;
    const key = `${member.id}:${profile.id}`;
    if (this.pending.has(key)) return;
    this.pending.add(key);
    const [min, max] = this.delayMs;
    const delay = min + Math.random() * (max - min);
    this.after(delay * 0.4, () => this.tell.bus.publish(member.id, { type: "typing", profile_id: profile.id }));
    this.after(delay, async () => {
      this.pending.delete(key);
      await this.reply(member.id, profile.id);
    });
  }

  /**
   * Called when `memberId` confirmed the account: each seed profile the member wrote to while
   * unconfirmed, whose conversation still ends with the member's message, answers now (with the
   * usual pause). Read from the conversations, so nothing held is lost with the process.
   */
  async activated(memberId: number) {
    const member = await memberById(this.db, memberId);
    if (!member || member.user_status !== "confirmed") return;
    const unanswered = await this.db.query<{ profile_id: number }>(
      `SELECT c.profile_id FROM conversations c JOIN members p ON p.id = c.profile_id
       WHERE c.member_id = $1 AND p.fictional
         AND (SELECT x.from_me FROM messages x WHERE x.conversation_id = c.id
              ORDER BY x.created_at DESC, x.id DESC LIMIT 1)`,
      [memberId]
    );
    for (const { profile_id } of unanswered) {
      const profile = await memberById(this.db, profile_id);
      if (profile) this.schedule(member, profile);
    }
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
  }

  private after(ms: number, job: () => Promise<void>) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      job().catch((error: unknown) =>
        this.log({ level: "error", msg: "fictional reply failed", error: String(error) })
      );
    }, ms);
    this.timers.add(timer);
  }

  private async reply(memberId: number, profileId: number) {
    // Still there for each other: nobody deleted, invisible or blocked in the meantime.
    const [ok] = await this.db.query(
      `SELECT 1 FROM members m WHERE m.id = $1 AND ${visibleTo("$2")}
         AND EXISTS (SELECT 1 FROM members x WHERE x.id = $2 AND x.deleted_at IS NULL)`,
      [profileId, memberId]
    );
    const [member, profile] = await Promise.all([memberById(this.db, memberId), memberById(this.db, profileId)]);
    if (!ok || !member || !profile || this.closed) return;
    const lines = REPLY_LINES[apiLanguage(member.language) ?? "en"];
    // Dated on the member's clock (member-time.ts), so the answer comes after the member's message.
    const at = await this.clocks.of(memberId);
    const delivery = { body: lines[Math.floor(Math.random() * lines.length)], at };
    const delivered = await this.db.transaction((tx) => deliverMessage(tx, profileId, memberId, delivery));
    await publishDelivery(this.tell, profile, member, delivered, delivery, delivery.at);
  }
}
