import { Hono } from "hono";
import type { AppEnv } from "../server";

/** The reference implementation of app/api/groups/signup.ts. */
export function signupRoutes() {
  const routes = new Hono<AppEnv>();
  return routes;
}
