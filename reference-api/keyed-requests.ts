import type { Db } from "./db";
import { HttpError } from "./http";

/*
 * Writes that cost credits or money happen once per Idempotency-Key (decision 016, "Idempotency"):
 * the key is claimed in the write's transaction, after the member's row is locked, and the answer
 * is kept with it. A retry (also one arriving at the same moment, which waits for the lock) gets
 * the kept answer: one charge, the same answer. A refused write rolls its claim back, so trying
 * again after buying credits goes through. Each action has its own key space.
 */

type Q = Pick<Db, "query">;

/** What was bought under a key: a message (text or image), a gift, a new direct-debit code. */
export type KeyedAction = "message" | "gift" | "directdebit_code";

/** A key is remembered this long: long enough for any retry. */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * Claims `key` for the member's `action` (the member's row must be locked already). Answers
 * `{ replay }` with the kept answer when the key was used before; 409 request_in_progress when it
 * is claimed but not answered (only with a database where the claim could be seen early).
 */
export async function claimKey<T>(
  tx: Q,
  memberId: number,
  action: KeyedAction,
  key: string
): Promise<{ replay: T } | undefined> {
  await tx.query("DELETE FROM keyed_requests WHERE member_id = $1 AND created_at < $2", [
    memberId,
    new Date(Date.now() - KEPT_MS),
  ]);
  const [claimed] = await tx.query(
    `INSERT INTO keyed_requests (member_id, action, key, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, action, key) DO NOTHING RETURNING 1`,
    [memberId, action, key, new Date()]
  );
  if (claimed) return undefined;
  const replay = await keptAnswer<T>(tx, memberId, action, key);
  if (!replay) throw new HttpError(409, { error: "request_in_progress" });
  return { replay };
}

/** Keeps the answer of a claimed key, in the write's transaction. */
export async function keepAnswer(tx: Q, memberId: number, action: KeyedAction, key: string, answer: unknown) {
  await tx.query("UPDATE keyed_requests SET response = $4 WHERE member_id = $1 AND action = $2 AND key = $3", [
    memberId,
    action,
    key,
    JSON.stringify(answer),
  ]);
}

/** The answer kept under a key the member used before for `action` (none while that write is under way). */
export async function keptAnswer<T>(q: Q, memberId: number, action: KeyedAction, key: string): Promise<T | undefined> {
  const [earlier] = await q.query<{ response: T | string | null }>(
    "SELECT response FROM keyed_requests WHERE member_id = $1 AND action = $2 AND key = $3",
    [memberId, action, key]
  );
  const response = earlier?.response;
  if (!response) return undefined;
  return (typeof response === "string" ? JSON.parse(response) : response) as T;
}
