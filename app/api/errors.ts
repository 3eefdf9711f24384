import type { ApiErrorBody } from "./schemas/common";

/**
 * A failed API call. 4xx carry the API's error body (`code` is its machine code); the client's
 * own failures use 502 bad_gateway (malformed answer), 503 unavailable, 503 overloaded (no turn
 * to call the site's API came in time: OVERLOADED in overload.ts) and 504 timeout.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly body?: ApiErrorBody;

  constructor(status: number, code: string, body?: ApiErrorBody, message?: string) {
    super(message ?? `API ${status} ${code}`);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Error codes the contract defines so far (zod-free, so browser code may import them). The API may send others; clients treat unknown codes as generic. */
export const ApiErrorCode = {
  authenticationRequired: "authentication_required",
  loginFailed: "login_failed",
  accountBlocked: "account_blocked",
  /** Too many wrong passwords from the member's IP (any account): wait `minutes`. */
  tooManyLoginAttempts: "too_many_login_attempts",
  /**
   * Many wrong passwords for this account from devices it never logged in with: such devices wait
   * `minutes` between tries; the member's known devices are not slowed.
   */
  loginSlowed: "login_slowed",
  /** Too many signups from the member's IP today. */
  tooManySignups: "too_many_signups",
  validation: "validation_failed",
  notFound: "not_found",
  /**
   * A keyed write (Endpoint.keyed) whose first request with this Idempotency-Key is still being
   * answered; the web tier also answers it when a write's outcome is not known by its deadline.
   */
  requestInProgress: "request_in_progress",
} as const;

/** The statuses of the contract's error answers (docs/api-contract.md). */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * What any call may answer whatever its own errors: input the contract refuses (the query, the
 * body, the forced-domain parameter), a site the API does not know, a body over the API's limit,
 * and a failure of its own (details only in its log).
 */
export const COMMON_ERRORS = {
  [ApiErrorCode.validation]: 400,
  unknown_site: 404,
  payload_too_large: 413,
  internal_error: 500,
} as const satisfies Record<string, ErrorStatus>;

/**
 * The status of an API outage a call ended in (502/503/504): the request context turns those into
 * the error page (a thrown Response); a form that wants to keep what was typed catches them here.
 */
export function apiOutageStatus(error: unknown): number | null {
  if (isApiError(error)) return error.status >= 500 ? error.status : null;
  if (error instanceof Response && error.status >= 500) return error.status;
  return null;
}
