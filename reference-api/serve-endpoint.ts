import type { Context, Hono } from "hono";
import { endpoints, type EndpointName } from "../app/api/endpoints";
import type { AppEnv } from "./app-env";

export type EndpointHandler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** What each app serves, so a test can hold it against the whole table. */
const served = new WeakMap<Hono<AppEnv>, EndpointName[]>();

/**
 * Serves a contract endpoint at the method and path its entry in app/api/endpoints.ts names:
 * method and path are written once, in the contract, and cannot drift here.
 */
export function serveEndpoint(app: Hono<AppEnv>, name: EndpointName, handler: EndpointHandler) {
  const { method, path } = endpoints[name];
  const names = served.get(app) ?? [];
  // A second handler for the same endpoint would never run: Hono answers with the first.
  if (names.includes(name)) throw new Error(`reference API serves ${name} twice`);
  served.set(app, [...names, name]);
  app.on(method, path, (c) => {
    c.set("endpoint", name);
    return handler(c);
  });
}

/** The contract endpoints registered on `app`, in registration order. */
export const servedEndpoints = (app: Hono<AppEnv>): readonly EndpointName[] => served.get(app) ?? [];
