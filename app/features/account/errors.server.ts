import { AccountErrorCode } from "~/api/schemas/account";
import { isApiError } from "~/api/errors";

const KNOWN: ReadonlySet<string> = new Set(Object.values(AccountErrorCode));

/**
 * The translation key (account:errors.*) of a 4xx answer of the account endpoints; 5xx and
 * anything else is rethrown, so the error page handles it. Unknown codes read "generic".
 */
export function accountErrorKey(error: unknown): string {
  if (!isApiError(error) || error.status >= 500) throw error;
  return KNOWN.has(error.code) ? error.code : "generic";
}
