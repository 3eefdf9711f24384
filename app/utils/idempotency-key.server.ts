import { createHash } from "node:crypto";

/**
 * The Idempotency-Key of a form's content: the key the page drew into the form, and what it asks
 * for. Sent again unchanged (a double click, Back and submit again) it is the same request, done
 * once; changed after a failure (another text, another bank) it is a new one — with the form's key
 * alone the API would answer the first request, had it arrived, and drop the changed one silently.
 */
export const contentKey = (formKey: string, content: string) =>
  `${formKey}-${createHash("sha256").update(content).digest("hex").slice(0, 16)}`;

/** What a form carries as its key: a page-drawn id (crypto.randomUUID or the like). */
export const FORM_KEY_PATTERN = /^[\w-]{8,64}$/;
