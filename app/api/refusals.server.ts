import { type ApiErrorCode, isApiError } from "./errors";
import type { DeclaredErrorCode, EndpointName } from "./endpoints";
import type { ApiErrorBody } from "./schemas/common";

/**
 * Codes no page explains itself: the request context logs the member out on the first and turns
 * the second (a 5xx) into the site's error page.
 */
type AnsweredByContext = typeof ApiErrorCode.authenticationRequired | "internal_error";

/**
 * What a page says to each refusal of the calls it makes: code → its message key. The type asks
 * for every code the contract declares for those calls (Endpoint.errors) and no other, and
 * app/api/refusals.test.ts checks the same of every page's table and its translations.
 */
export type RefusalMessages<N extends EndpointName> = Record<Exclude<DeclaredErrorCode<N>, AnsweredByContext>, string>;

export interface PageRefusals<N extends EndpointName = EndpointName> {
  /** The calls the page makes. */
  endpoints: readonly N[];
  /** The i18n key the messages live under, e.g. "members:actions.errors". */
  keyPrefix: string;
  messages: RefusalMessages<N>;
  /** The message for a code the contract does not declare (an operator's API may send others). */
  fallback: string;
}

export const pageRefusals = <N extends EndpointName>(refusals: PageRefusals<N>): PageRefusals<N> => refusals;

export interface Refusal {
  /** The message key under the page's prefix. */
  message: string;
  status: number;
  body?: ApiErrorBody;
}

/**
 * The refusal (a 4xx) an API call ended in, as the page explains it; null for anything else
 * (outages and authentication, which the request context handles, and errors of the code).
 */
export function refusalOf(refusals: PageRefusals, error: unknown): Refusal | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const messages: Record<string, string> = refusals.messages;
  return { message: messages[error.code] ?? refusals.fallback, status: error.status, body: error.body };
}
