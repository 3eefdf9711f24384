import { MAX_PHOTO_BYTES } from "../domain/profile-values";

/**
 * A request this big is not a photo upload: reading stops (the fields typed are lost then). Up to
 * it, a photo over the limit is read and thrown away chunk by chunk (memory stays flat), so the
 * fields after it still arrive: a phone video chosen by mistake gives the error, not a lost form.
 * Imported by the web server too (relative paths only: it is bundled without the `~` alias).
 */
export const MAX_UPLOAD_REQUEST_BYTES = 16 * MAX_PHOTO_BYTES;

/** The largest upload request: the limit above, plus the form's fields and framing. */
export const UPLOAD_LIMIT_BYTES = MAX_UPLOAD_REQUEST_BYTES + 64 * 1024;
