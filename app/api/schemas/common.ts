import { z } from "zod";

/** Error body of every non-2xx answer. `error` is a stable machine code; the web tier translates it. */
export const ApiErrorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
  /** Set with `account_blocked`: how long the login block lasts. */
  minutes: z.number().int().optional(),
  /** Field-level problems of a rejected payload: field name → error code. */
  fields: z.record(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Error codes the contract defines so far. The API may send others; clients treat unknown codes as generic. */
export const ApiErrorCode = {
  authenticationRequired: "authentication_required",
  loginFailed: "login_failed",
  accountBlocked: "account_blocked",
  validation: "validation_failed",
  notFound: "not_found",
} as const;

export const OkSchema = z.object({ ok: z.literal(true) });

/** Two-letter ISO 3166-1 country code, upper case. */
export const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
