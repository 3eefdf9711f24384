import { z } from "zod";
import { CountryCodeSchema, displayTextSchema, IdSchema, multilineTextSchema, OkSchema, textSchema } from "./common";
import { GenderSchema, LoginResponseSchema, SexualitySchema } from "./user";

/**
 * POST /api/signup.php. The schema only bounds types and sizes; the rules of docs/product.md#signup are checked
 * by the API and answered as `validation_failed` with one code per field (app/domain/signup-rules.ts):
 * email: invalid_email | email_taken | account_pending_deletion; name: name_required | name_too_long |
 * name_equals_email | name_starts_with_at; date_of_birth: date_of_birth_invalid | date_of_birth_underage;
 * password: password_too_short | password_too_long. A closed signup answers 403 `invite_only`.
 */
export const SignupRequestSchema = z.object({
  email: textSchema(254),
  /** Bidi controls and zero-width characters are stripped: other members see the name. */
  name: displayTextSchema(100),
  password: textSchema(200),
  /** YYYY-MM-DD. */
  date_of_birth: textSchema(10),
  signup_message: multilineTextSchema(2000).optional(),
  /** Profile fields, taken only when the site's visible_profile_fields shows them. */
  gender: GenderSchema.optional(),
  sexuality: SexualitySchema.optional(),
  country: CountryCodeSchema.optional(),
  region: displayTextSchema(100).optional(),
  city: displayTextSchema(100).optional(),
  /** The profile the member signed up to meet (/members/{id}/signup). */
  target_profile_id: IdSchema.optional(),
  /** The tracking record (docs/product.md#traffic-tracking), aliases already resolved by the web tier. */
  tracking: z
    .object({
      network: textSchema(100).optional(),
      ref: textSchema(100).optional(),
      sub1: textSchema(100).optional(),
      sub2: textSchema(100).optional(),
      sub3: textSchema(100).optional(),
    })
    .optional(),
  /** The language of the signup pages; e-mails are written in it. */
  language: textSchema(5, { min: 2 }).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/** The new member, logged in (as after POST user.php). */
export const SignupResponseSchema = LoginResponseSchema;

/** POST /api/activate.php — the token of the e-mailed link; 400 `activation_failed` when bad, used or expired. */
export const ActivateRequestSchema = z.object({ token: textSchema(200, { min: 1 }) });
export const ActivateResponseSchema = OkSchema;

/** POST /api/activation-mail.php — a new confirmation e-mail; `sent` is false when already confirmed. */
export const ActivationMailResponseSchema = z.object({ sent: z.boolean() });
