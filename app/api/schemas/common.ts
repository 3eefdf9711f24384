import { z } from "zod";

/** Error body of every non-2xx answer. `error` is a stable machine code; the web tier translates it. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  /** Set with `account_blocked` and `too_many_login_attempts`: how long the login block lasts. */
  minutes: z.number().int().optional(),
  /** Field-level problems of a rejected payload: field name → error code. */
  fields: z.record(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export { ApiErrorCode } from "../errors";

export const OkSchema = z.object({ ok: z.literal(true) });

/** Two-letter ISO 3166-1 country code, upper case. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
