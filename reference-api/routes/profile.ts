import { Hono } from "hono";
import type { AppEnv } from "../server";

/** The reference implementation of app/api/groups/profile.ts. */
export function profileRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
