import type { Context, Hono } from "hono";
import { endpoints, FORCED_DOMAIN_PARAM, type Endpoint, type EndpointName } from "../app/api/endpoints";
import { ApiErrorCode, validationFailedBody } from "../app/api/schemas/common";
import type { AppEnv } from "./app-env";
import { HttpError } from "./http";

export type EndpointHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** What each app serves, so a test can hold it against the whole table. */
const served = new WeakMap<Hono<AppEnv>, EndpointName[]>();
/** The keyed writes each app is answering now, by endpoint, site, caller and Idempotency-Key. */
const answering = new WeakMap<Hono<AppEnv>, Set<string>>();

/**
 * Serves a contract endpoint at the method and path its entry in app/api/endpoints.ts names:
 * method and path are written once, in the contract, and cannot drift here.
 */
export function serveEndpoint(app: Hono<AppEnv>, name: EndpointName, handler: EndpointHandler) {
  const { method, path, query, keyed }: Endpoint = endpoints[name];
  const names = served.get(app) ?? [];
  // A second handler for the same endpoint would never run: Hono answers with the first.
  if (names.includes(name)) throw new Error(`reference API serves ${name} twice`);
  served.set(app, [...names, name]);
  app.on(method, path, (c) => {
    c.set("endpoint", name);
    // The query is input like the body: checked against the contract before any handler reads it.
    // forced-domain names the site on every call and is no parameter of any endpoint.
    const { [FORCED_DOMAIN_PARAM]: _site, ...params } = c.req.query();
    const parsed = query?.safeParse(params);
    if (parsed && !parsed.success) throw new HttpError(400, validationFailedBody(parsed.error, "query"));
    return keyed ? onceAtATime(app, name, c, handler) : handler(c);
  });
}

/**
 * A keyed write asked for again while its first request is still being answered (the web tier
 * asks again when an answer is late) is answered 409 request_in_progress at once; once the first
 * is answered, the endpoint's own record of the key answers its result. Per process: across
 * processes on one PostgreSQL server the endpoint's lock makes the repeat wait for the first.
 */
async function onceAtATime(app: Hono<AppEnv>, name: EndpointName, c: Context<AppEnv>, handler: EndpointHandler) {
  const key = c.req.header("Idempotency-Key");
  if (!key) return handler(c);
  const caller = c.req.header("Authorization") ?? c.req.header("X-Forwarded-For") ?? "";
  const request = [name, c.req.query(FORCED_DOMAIN_PARAM), caller, key].join("\0");
  const running = answering.get(app) ?? new Set<string>();
  answering.set(app, running);
  if (running.has(request)) throw new HttpError(409, { error: ApiErrorCode.requestInProgress });
  running.add(request);
  try {
    return await handler(c);
  } finally {
    running.delete(request);
  }
}

/** The contract endpoints registered on `app`, in registration order. */
export const servedEndpoints = (app: Hono<AppEnv>): readonly EndpointName[] => served.get(app) ?? [];
