import { Hono } from "hono";
import type { AppEnv } from "../server";

/** The reference implementation of app/api/groups/account.ts. */
export function accountRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
