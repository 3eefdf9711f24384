import type { Context, Hono } from "hono";
import { endpoints, FORCED_DOMAIN_PARAM, type Endpoint, type EndpointName } from "../app/api/endpoints";
import { validationFailedBody } from "../app/api/schemas/common";
import type { AppEnv } from "./app-env";
import { HttpError } from "./http";

export type EndpointHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** What each app serves, so a test can hold it against the whole table. */
const served = new WeakMap<Hono<AppEnv>, EndpointName[]>();

/**
 * Serves a contract endpoint at the method and path its entry in app/api/endpoints.ts names:
 * method and path are written once, in the contract, and cannot drift here.
 */
export function serveEndpoint(app: Hono<AppEnv>, name: EndpointName, handler: EndpointHandler) {
  const { method, path, query }: Endpoint = endpoints[name];
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
    return handler(c);
  });
}

/** The contract endpoints registered on `app`, in registration order. */
export const servedEndpoints = (app: Hono<AppEnv>): readonly EndpointName[] => served.get(app) ?? [];
