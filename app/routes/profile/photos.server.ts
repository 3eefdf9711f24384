import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { createHash, randomUUID } from "node:crypto";
import { ApiErrorCode, isApiError } from "~/api/errors";
import { ProfileErrorCode } from "~/api/schemas/profile";
import { contentKey, FORM_KEY_PATTERN } from "~/utils/idempotency-key.server";
import { detailsOutcome, parseProfileDetails } from "./details.server";

/** Upload failures the page explains; anything else reads as a generic failure. */
const PHOTO_ERRORS = [
  "photo_missing",
  "photo_invalid_type",
  "photo_too_large",
  "photo_limit_reached",
  "photo_not_found",
  ApiErrorCode.requestInProgress,
  ProfileErrorCode.uploadInProgress,
];
export const photoErrorCode = (code: string) =>
  code === "payload_too_large" ? "photo_too_large" : PHOTO_ERRORS.includes(code) ? code : "photo_failed";

/** An error of the photo buttons, outside the details form (nothing typed to give back). */
export const photoFailure = (photoError: string, status: number) =>
  json({ result: null, notice: null, photoError }, { status });

/** "Make main" and "delete": one photo by id, then the page again. */
export async function changePhoto(context: AppLoadContext, intent: "main" | "delete", form: FormData) {
  const id = Number(form.get("photo"));
  if (!Number.isInteger(id) || id <= 0) return photoFailure("photo_not_found", 400);
  try {
    await context.api.call(intent === "main" ? "setMainPhoto" : "deletePhoto", { body: { id } });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return photoFailure(photoErrorCode(error.code), error.status);
  }
  return redirect("/profile");
}

/**
 * The upload button belongs to the details form, so its answer carries everything typed there;
 * an upload error is the photo field's. A photo that arrived saves the typed details with it: the
 * form never shows values that look saved but are not. The upload goes under the page's key and
 * the file's content: the same photo sent again (after a lost answer, or "still uploading") is
 * stored once; the page keeps the key until an upload is answered as done.
 */
export async function uploadPhoto(context: AppLoadContext, form: FormData, photoTooLarge: boolean) {
  const submission = parseProfileDetails(form);
  const posted = String(form.get("photo_key") ?? "");
  const photoKey = FORM_KEY_PATTERN.test(posted) ? posted : randomUUID();
  const refused = (code: string, status: number) =>
    json(
      { result: submission.reply({ fieldErrors: { photo: [code] } }), notice: null, photoError: null, photoKey },
      { status }
    );
  if (photoTooLarge) return refused("photo_too_large", 413);
  const file = form.get("photo");
  if (!(file instanceof File) || file.size === 0) return refused("photo_missing", 400);
  // The member's last upload is still under way (server/overload.ts): one at a time.
  if (context.uploadInProgress) return refused(ProfileErrorCode.uploadInProgress, 429);
  const upload = new FormData();
  upload.append("photo", file);
  const digest = createHash("sha256")
    .update(Buffer.from(await file.arrayBuffer()))
    .digest("hex");
  try {
    await context.api.call("uploadPhoto", { form: upload, idempotencyKey: contentKey(photoKey, digest) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    return refused(photoErrorCode(error.code), error.status);
  }
  const details = await detailsOutcome(context, form);
  return json({ result: details.result, notice: "uploaded" as const, photoError: null }, { status: details.status });
}
