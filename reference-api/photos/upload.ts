import type { Context } from "hono";
import { MAX_PHOTO_BYTES, ProfileErrorCode } from "../../app/api/schemas/profile";
import type { AppEnv } from "../app-env";
import { HttpError } from "../http";
import {
  DecodesBusyError,
  NotAnImageError,
  oneUploadAtATime,
  processPhoto,
  TooManyPixelsError,
  type ProcessedPhoto,
} from "./process";

const photoMissing = () => new HttpError(400, { error: ProfileErrorCode.photoMissing });

/**
 * The multipart form of a photo upload (a profile photo, a chat image) and its file in
 * `fileField`: 400 photo_missing when there is none, 413 photo_too_large over MAX_PHOTO_BYTES.
 * Nothing is decoded here: the caller asks what may refuse the upload first, then `decodeUpload`.
 */
export async function readUpload(c: Context<AppEnv>, fileField: string) {
  if (!(c.req.header("Content-Type") ?? "").startsWith("multipart/form-data")) throw photoMissing();
  const form = await c.req.parseBody().catch(() => {
    throw photoMissing();
  });
  const file = form[fileField];
  if (!(file instanceof File) || file.size === 0) throw photoMissing();
  if (file.size > MAX_PHOTO_BYTES) throw new HttpError(413, { error: ProfileErrorCode.photoTooLarge });
  return { form, file };
}

/**
 * The uploaded file checked and resized: 415 photo_invalid_type, 413 photo_too_large (too many
 * pixels), 503 overloaded when the site's decodes waiting fill its line.
 */
export async function decodeUpload(c: Context<AppEnv>, file: File): Promise<ProcessedPhoto> {
  try {
    return await processPhoto(new Uint8Array(await file.arrayBuffer()), String(c.get("site").id));
  } catch (error) {
    if (error instanceof NotAnImageError) throw new HttpError(415, { error: ProfileErrorCode.photoInvalidType });
    if (error instanceof TooManyPixelsError) throw new HttpError(413, { error: ProfileErrorCode.photoTooLarge });
    if (error instanceof DecodesBusyError) throw new HttpError(503, { error: "overloaded" });
    throw error;
  }
}

/**
 * A member's upload (a profile photo, a chat image), the whole of it, while nothing else of theirs
 * is under way: a second one at the same time is answered 429 upload_in_progress at once, before
 * its body is read, so one member's flood costs neither memory nor a place among the decodes.
 */
export async function oneUploadOf<T>(memberId: number, upload: () => Promise<T>): Promise<T> {
  const answer = await oneUploadAtATime(memberId, upload);
  if (answer === null) throw new HttpError(429, { error: ProfileErrorCode.uploadInProgress });
  return answer;
}
