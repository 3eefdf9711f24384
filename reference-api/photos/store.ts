import crypto from "node:crypto";
import type { Photo } from "../../app/api/schemas/profile";
import type { Db } from "../db";
import type { ProcessedPhoto } from "./process";

type Query = Pick<Db, "query">;

/** Photos of a member, main first, then newest first. */
export async function photosOf(db: Query, memberId: number): Promise<Photo[]> {
  return db.query<Photo>(
    `SELECT id, filename, thumb_filename, status, is_main FROM photos
     WHERE member_id = $1 ORDER BY is_main DESC, created_at DESC, id DESC`,
    [memberId]
  );
}

/** An upload's Idempotency-Key answers its first result this long: any retry of an upload comes sooner. */
const UPLOAD_KEY_KEPT_MS = 24 * 60 * 60_000;

/** Whether the member's upload under this Idempotency-Key was stored. */
export async function uploadedUnder(db: Query, memberId: number, key: string): Promise<boolean> {
  const [row] = await db.query("SELECT 1 FROM photo_requests WHERE member_id = $1 AND key = $2", [memberId, key]);
  return Boolean(row);
}

/**
 * Stores an uploaded photo if the member has room for it (under a row lock, so two uploads at
 * once cannot both take the last place). The first photo becomes the main one. False: limit reached.
 * With an Idempotency-Key the photo is stored once: the key is claimed in the same transaction, and
 * an upload whose key was claimed before is answered as stored.
 */
export async function addPhoto(
  db: Db,
  memberId: number,
  limit: number,
  processed: ProcessedPhoto,
  now: Date,
  requestKey?: string
): Promise<boolean> {
  // Unguessable names: a member's photos cannot be listed by counting ids.
  const key = crypto.randomBytes(12).toString("base64url");
  const filename = `photos/${key}.webp`;
  const thumb = `photos/${key}-thumb.webp`;
  return db.transaction(async (tx) => {
    await tx.query("SELECT id FROM members WHERE id = $1 FOR UPDATE", [memberId]);
    if (requestKey) {
      await tx.query("DELETE FROM photo_requests WHERE member_id = $1 AND created_at < $2", [
        memberId,
        new Date(now.getTime() - UPLOAD_KEY_KEPT_MS),
      ]);
      const [claimed] = await tx.query(
        `INSERT INTO photo_requests (member_id, key, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (member_id, key) DO NOTHING RETURNING 1`,
        [memberId, requestKey, now]
      );
      if (!claimed) return true;
    }
    const [{ count }] = await tx.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM photos WHERE member_id = $1",
      [memberId]
    );
    if (count >= limit) return false;
    const [photo] = await tx.query<{ id: number }>(
      `INSERT INTO photos (member_id, filename, thumb_filename, status, is_main, created_at)
       VALUES ($1, $2, $3, 'approved', $4, $5) RETURNING id`,
      [memberId, filename, thumb, count === 0, now]
    );
    await tx.query(
      "INSERT INTO photo_files (filename, photo_id, content_type, data) VALUES ($1, $3, $4, $5), ($2, $3, $4, $6)",
      [filename, thumb, photo.id, processed.contentType, processed.full, processed.thumb]
    );
    return true;
  });
}

/** Makes one of the member's photos the main one; false when it is not theirs. */
export async function setMainPhoto(db: Db, memberId: number, photoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx.query("SELECT id FROM photos WHERE id = $1 AND member_id = $2", [photoId, memberId]);
    if (!photo) return false;
    // Two steps: the unique index allows one main photo per member at any moment.
    await tx.query("UPDATE photos SET is_main = false WHERE member_id = $1 AND is_main", [memberId]);
    await tx.query("UPDATE photos SET is_main = true WHERE id = $1", [photoId]);
    return true;
  });
}

/** Deletes one of the member's photos (files too); the newest left becomes main if needed. */
export async function deletePhoto(db: Db, memberId: number, photoId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx.query<{ is_main: boolean }>(
      "DELETE FROM photos WHERE id = $1 AND member_id = $2 RETURNING is_main",
      [photoId, memberId]
    );
    if (!photo) return false;
    if (photo.is_main) {
      await tx.query(
        `UPDATE photos SET is_main = true WHERE id = (
           SELECT id FROM photos WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
        [memberId]
      );
    }
    return true;
  });
}

/** The stored bytes of an uploaded photo file (full or thumbnail) by its cdn path. */
export async function photoFile(
  db: Query,
  filename: string
): Promise<{ content_type: string; data: Uint8Array } | undefined> {
  const [file] = await db.query<{ content_type: string; data: Uint8Array }>(
    "SELECT content_type, data FROM photo_files WHERE filename = $1",
    [filename]
  );
  return file;
}
