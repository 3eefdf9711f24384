import { AccountErrorCode } from "~/api/schemas/account";
import { ApiErrorCode, isApiError } from "~/api/errors";

const KNOWN: ReadonlySet<string> = new Set(Object.values(AccountErrorCode));

/**
 * Refusals of a password check while the login's throttling holds (docs/decisions/007): the
 * current password asked before an e-mail change or a deletion is checked like a login, and its
 * answer says how many minutes to wait.
 */
export const PASSWORD_WAITS: ReadonlySet<string> = new Set([
  ApiErrorCode.accountBlocked,
  ApiErrorCode.tooManyLoginAttempts,
  ApiErrorCode.loginSlowed,
]);

export interface AccountError {
  /** The translation key (account:errors.*); unknown codes read "generic". */
  key: string;
  /** For a wait: its minutes, for the text's {{minutes}}. */
  minutes: number | null;
  status: number;
}

/** A 4xx answer of the account endpoints as the page shows it; 5xx and anything else is rethrown for the error page. */
export function accountError(error: unknown): AccountError {
  if (!isApiError(error) || error.status >= 500) throw error;
  if (PASSWORD_WAITS.has(error.code)) return { key: error.code, minutes: error.body?.minutes ?? null, status: 429 };
  return { key: KNOWN.has(error.code) ? error.code : "generic", minutes: null, status: error.status };
}

/** The translation key alone, for pages whose refusals carry no wait. */
export function accountErrorKey(error: unknown): string {
  return accountError(error).key;
}
