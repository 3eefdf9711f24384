import type { z } from "zod";
import type { ErrorStatus } from "./errors";

/**
 * The HTTP contract between the web tier and the operator's PHP API (and reference-api/).
 * One entry per call (app/api/endpoints.ts, feature groups in app/api/groups/): the web client,
 * the reference API and the OpenAPI document are all built from that table, so they cannot drift.
 *
 * Conventions every call follows (docs/api-contract.md):
 * - the site is named by the `forced-domain` query parameter (the Host the member used);
 * - the member is named by `Authorization: Bearer <token>`;
 * - `Accept-Language` carries the member's locale, `X-Forwarded-For` the member's IP, `X-Device-Id`
 *   the browser's device id (its device cookie);
 * - non-2xx answers carry ApiErrorBodySchema, with one of the codes the call declares (`errors`).
 */
export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: `/api/${string}.php`;
  summary: string;
  /** Extra query parameters (always strings on the wire). */
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  response: z.ZodTypeAny;
  /** "required": answers 403 authentication_required without a valid token. */
  auth: "none" | "optional" | "required";
  /**
   * The error codes this call answers, each with its status, besides those every call may answer
   * (COMMON_ERRORS in ./errors.ts; `authentication_required` for `auth: "required"`). The reference
   * API sends no other code (it checks itself), and a page calling it has a message for each.
   */
  errors?: Readonly<Record<string, ErrorStatus>>;
  /**
   * A call other than GET changes the member (credits, counts…), so the web tier forgets what it
   * keeps of them; `false` says this one changes nothing of theirs (a typing signal every few
   * seconds must not cost the next page its cached member).
   */
  changesMember?: false;
}
