import { z } from "zod";
import { messageWithoutHiddenCharacters, withoutHiddenCharacters } from "../../domain/hidden-characters";

/** Error body of every non-2xx answer. `error` is a stable machine code; the web tier translates it. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  /** Set with `account_blocked` and `too_many_login_attempts`: how long the login block lasts. */
  minutes: z.number().int().optional(),
  /** Set with `blocked_by_member`: the name of the member who blocked the viewer. */
  name: z.string().optional(),
  /** Set with `swipe_limit_reached`: ISO 8601, when the day's likes come back. */
  resets_at: z.string().optional(),
  /** Field-level problems of a rejected payload: field name → error code. */
  fields: z.record(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export { ApiErrorCode } from "../errors";

/**
 * The 400 body for input a schema refused: one zod code per field. The reference API answers it,
 * and the web tier's client gives it for a body it refuses to send.
 */
export function validationFailedBody(error: z.ZodError, message?: string): ApiErrorBody {
  const fields = Object.fromEntries(error.issues.map((i) => [i.path.join(".") || "(body)", i.code]));
  return { error: "validation_failed", ...(message ? { message } : {}), fields };
}

export const OkSchema = z.object({ ok: z.literal(true) });

/** The largest id the API's integer columns hold (2^31 - 1). */
export const MAX_ID = 2_147_483_647;
/** A database id: a positive 32-bit integer. */
export const IdSchema = z.number().int().positive().max(MAX_ID);

/** No C0 or C1 control characters (NUL included); tab and line breaks only in free text. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const NO_CONTROL = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const NO_CONTROL_EXCEPT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
/* eslint-enable no-control-regex */

interface TextOptions {
  min?: number;
  trim?: boolean;
}
function boundedString(max: number, { min = 0, trim = false }: TextOptions) {
  const base = (trim ? z.string().trim() : z.string()).max(max);
  return min > 0 ? base.min(min) : base;
}

/** One line of text of at most `max` characters, without control characters. */
export const textSchema = (max: number, options: TextOptions = {}) =>
  boundedString(max, options).regex(NO_CONTROL, "control characters are not allowed");

/** Free text (a message, remarks): line breaks and tabs allowed, other control characters not. */
export const multilineTextSchema = (max: number, options: TextOptions = {}) =>
  boundedString(max, options).regex(NO_CONTROL_EXCEPT_LINES, "control characters are not allowed");

/**
 * Text other members see (a name, a city): as textSchema, with bidi controls and zero-width
 * characters stripped, so a name cannot pose as another or reverse the text around it.
 */
export const displayTextSchema = (max: number, options: TextOptions = {}) =>
  textSchema(max, options).transform((value) => withoutHiddenCharacters(value).trim());

/**
 * A message's text: free text with bidi controls and zero-width characters stripped (an emoji
 * sequence's joiner stays), something left after that.
 */
export const messageTextSchema = (max: number) =>
  multilineTextSchema(max, { trim: true, min: 1 })
    .transform((value) => messageWithoutHiddenCharacters(value).trim())
    .refine((value) => value.length > 0, "nothing but hidden characters");

/** Two-letter ISO 3166-1 country code, upper case. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
