import { ChatErrorCode } from "../app/api/schemas/chat";
import { FREE_CONVERSATION_STARTS, FREE_MESSAGES, SENDS_PER_MINUTE } from "../app/domain/chat";
import type { SiteRow } from "./app-env";
import type { Db } from "./db";
import { HttpError } from "./http";
import type { MemberRow } from "./members";
import { SITE_CREDITS } from "./seed/sites";

type Q = Pick<Db, "query">;

/** A price or limit of the site's settings (the demo sites' value when a site lacks it). */
export function siteCredits(site: SiteRow, key: keyof typeof SITE_CREDITS): number {
  const value = (site.settings as Record<string, unknown>)[key];
  return typeof value === "number" ? value : SITE_CREDITS[key];
}

/**
 * Free text messages of a free member on the site: the stored setting free_messages (not part of
 * settings.php; the web tier reads free_messages_left), else FREE_MESSAGES.
 */
export function freeMessages(site: SiteRow): number {
  const value = (site.settings as { free_messages?: unknown }).free_messages;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : FREE_MESSAGES;
}

export const freeMessagesLeft = (site: SiteRow, paid: boolean, used: number) =>
  paid ? 0 : Math.max(0, freeMessages(site) - used);

/**
 * Whether writing to `profileId` starts a new conversation for the member (none on their side
 * and never started before), and whether they may: premium members always, free members while
 * they have started fewer than FREE_CONVERSATION_STARTS (docs/product.md#chat).
 */
export async function conversationStart(tx: Q, member: Pick<MemberRow, "id" | "paid_user">, profileId: number) {
  const [row] = await tx.query<{ starts: number; started: boolean; exists: boolean }>(
    `SELECT count(*)::int AS starts, coalesce(bool_or(profile_id = $2), false) AS started,
            EXISTS (SELECT 1 FROM conversations WHERE member_id = $1 AND profile_id = $2) AS exists
     FROM conversation_starts WHERE member_id = $1`,
    [member.id, profileId]
  );
  const isNew = !row.exists && !row.started;
  return { isNew, allowed: !isNew || member.paid_user || row.starts < FREE_CONVERSATION_STARTS };
}

const PACE_WINDOW_MS = 60_000;

/**
 * 429 sending_too_fast once the member has sent SENDS_PER_MINUTE messages, images and gifts in the
 * minute before `at`, counted per sender (member_sends): deleting a conversation does not undo them.
 */
export async function refuseFastSender(tx: Q, memberId: number, at: Date): Promise<void> {
  const [row] = await tx.query<{ sent: number }>(
    "SELECT count(*)::int AS sent FROM member_sends WHERE member_id = $1 AND sent_at > $2",
    [memberId, new Date(at.getTime() - PACE_WINDOW_MS)]
  );
  if (row.sent >= SENDS_PER_MINUTE) throw new HttpError(429, { error: ChatErrorCode.sendingTooFast });
}

/** Counts a send for the pace, in the send's transaction (a refused send counts nothing); older ones go. */
export async function recordSend(tx: Q, memberId: number, at: Date): Promise<void> {
  await tx.query("DELETE FROM member_sends WHERE member_id = $1 AND sent_at <= $2", [
    memberId,
    new Date(at.getTime() - PACE_WINDOW_MS),
  ]);
  await tx.query("INSERT INTO member_sends (member_id, sent_at) VALUES ($1, $2)", [memberId, at]);
}
