import { deliver } from "../conversations";
import { OPENER_LINES } from "../chat-lines";
import type { Db } from "../db";
import { apiLanguage } from "../languages";

/**
 * Gives a demo member something to see on first login: conversations with unread messages,
 * new likes and likes of their own, three of them matches, and a gift from one match, so the
 * navigation's badges and the likes and chat pages have content. It all happened in the hours
 * before `now`: the newest conversation is two hours old.
 */
export async function seedDemoActivity(
  tx: Pick<Db, "query">,
  demoId: number,
  siteId: number,
  language: string,
  now: Date
) {
  const profiles = await tx.query<{ id: number }>(
    "SELECT id FROM members WHERE site_id = $1 AND NOT is_demo AND status = 'active' ORDER BY id LIMIT 12",
    [siteId]
  );
  const ids = profiles.map((p) => p.id);
  const openers = OPENER_LINES[apiLanguage(language) ?? "en"];
  const base = Math.floor(now.getTime() / 60_000) * 60_000 - 5 * 3_600_000;
  for (const [i, profileId] of ids.slice(0, 4).entries()) {
    const [{ id: conversationId }] = await tx.query<{ id: number }>(
      "INSERT INTO conversations (member_id, profile_id, created_at) VALUES ($1, $2, $3) RETURNING id",
      [demoId, profileId, new Date(base + i * 3_600_000)]
    );
    // The first three conversations have unread messages (1, 2 and 3 of them); the fourth is read.
    const count = i < 3 ? i + 1 : 1;
    for (let m = 0; m < count; m++) {
      await tx.query(
        "INSERT INTO messages (conversation_id, from_me, body, created_at, read_at) VALUES ($1, false, $2, $3, $4)",
        [
          conversationId,
          openers[(i + m) % openers.length],
          new Date(base + i * 3_600_000 + m * 60_000),
          i < 3 ? null : new Date(base + i * 3_600_000 + 120_000),
        ]
      );
    }
  }
  // Six profiles liked the demo member, four of them not seen yet; the member liked five, three
  // of whom liked back (matches).
  for (const [i, profileId] of ids.slice(4, 10).entries()) {
    await tx.query("INSERT INTO likes (from_id, to_id, created_at, seen) VALUES ($1, $2, $3, $4)", [
      profileId,
      demoId,
      new Date(base + i * 60_000),
      i >= 4,
    ]);
  }
  for (const profileId of [ids[4], ids[5], ids[8], ids[10], ids[11]]) {
    await tx.query("INSERT INTO likes (from_id, to_id, created_at, seen) VALUES ($1, $2, $3, true)", [
      demoId,
      profileId,
      new Date(base),
    ]);
  }
  // A match sent a gift, still unread; older than the openers, so the newest chat is a message.
  await deliver(tx, ids[5], demoId, { body: "", gift: "rose", at: new Date(base - 3_600_000) });
}
