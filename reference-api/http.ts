import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import {
  endpoints,
  FORCED_DOMAIN_PARAM,
  type EndpointBody,
  type EndpointName,
  type EndpointResponse,
} from "../app/api/endpoints";
import { validationFailedBody, type ApiErrorBody } from "../app/api/schemas/common";
import type { AppEnv } from "./app-env";
import type { MemberRow } from "./members";

/** An answer with the contract's error body: `{ error: code, … }`. */
export class HttpError extends Error {
  constructor(readonly status: ContentfulStatusCode, readonly body: ApiErrorBody) {
    super(body.error);
  }
}

export const authRequired = () => new HttpError(403, { error: "authentication_required" });

/** The signed-in member; 403 authentication_required without one. */
export function requireMember(c: Context<AppEnv>): MemberRow {
  const member = c.get("member");
  if (!member) throw authRequired();
  return member;
}

/**
 * Answers with data checked against the endpoint's response schema (outside production), so the
 * reference API can never drift from the contract the web tier parses.
 */
export function respond<N extends EndpointName>(
  c: Context<AppEnv>,
  name: N,
  data: EndpointResponse<N>,
  status: ContentfulStatusCode = 200
) {
  // A handler answering for another endpoint than the one it serves is a slip of the pen here.
  if (c.get("endpoint") !== name) throw new Error(`reference API answers ${name} for ${c.get("endpoint")}`);
  if (!c.get("options").validateAnswers) return c.json(data, status);
  const parsed = endpoints[name].response.safeParse(data);
  if (!parsed.success) throw new Error(`reference API answer for ${name} breaks the contract: ${parsed.error.message}`);
  return c.json(parsed.data, status);
}

/** The request body, validated by the endpoint's body schema; 400 validation_failed otherwise. */
export async function readBody<N extends EndpointName>(c: Context, name: N): Promise<EndpointBody<N>> {
  const endpoint = endpoints[name];
  if (!("body" in endpoint)) throw new Error(`${name} takes no body`);
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new HttpError(400, {
      error: "validation_failed",
      message: "body is not JSON",
      fields: { "(body)": "invalid_json" },
    });
  }
  const parsed = endpoint.body.safeParse(json);
  if (!parsed.success) throw new HttpError(400, validationFailedBody(parsed.error));
  return parsed.data as EndpointBody<N>;
}

/** The request's Idempotency-Key, if any (printable ASCII, at most 100 characters). */
export function idempotencyKey(c: Context): string | undefined {
  const key = c.req.header("Idempotency-Key");
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{1,100}$/.test(key)) {
    throw new HttpError(400, { error: "validation_failed", fields: { "Idempotency-Key": "invalid_string" } });
  }
  return key;
}

/** The query as `schema` parses it (serveEndpoint has already refused one that breaks it). */
export function readQuery<S extends z.ZodTypeAny>(c: Context, schema: S): z.infer<S> {
  const { [FORCED_DOMAIN_PARAM]: _site, ...params } = c.req.query();
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new HttpError(400, validationFailedBody(parsed.error, "query"));
  return parsed.data as z.infer<S>;
}
