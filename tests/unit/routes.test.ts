import { readConfig } from "@remix-run/dev/dist/config.js";
import { describe, expect, it } from "vitest";

/**
 * Every screen and resource of the app, by its URL pattern. Remix makes a route of every module
 * app/routes/<folder>/route.tsx; anything else beside it (server module, schema, component,
 * styles, test) must never become one: a helper that turned into a route would answer its own URL
 * (GET /login/server once answered "Unexpected Server Error"). A new route is added here on purpose.
 * A route inside a layout (/chats) is listed by its whole URL; a layout's index route as "(index)".
 */
const EXPECTED_ROUTES = [
  "/",
  "/*",
  "/account-delete",
  "/account-delete/undo",
  "/account-deleted",
  "/activate/:token",
  "/activate/done",
  "/activate/error",
  "/activate/resend",
  "/banners/dismiss",
  "/chats",
  "/chats (index)",
  "/chats/:id",
  "/complaints",
  "/complete-signup",
  "/entry-warning",
  "/icons/:file",
  "/lang-config",
  "/likes/:type?",
  "/likes/m/:id",
  "/locales/:lng/:ns",
  "/login",
  "/logout",
  "/match-finder",
  "/mail-change/do",
  "/mail-change/undo",
  "/manifest.webmanifest",
  "/members",
  "/members/:id",
  "/members/:id/chat",
  "/members/:id/signup",
  "/notifications",
  "/offline",
  "/pages/:page",
  "/profile",
  "/reset-password",
  "/reset-password/do",
  "/resources/auto-like",
  "/resources/counts",
  "/resources/events",
  "/resources/like-modal",
  "/resources/typing",
  "/signup",
  "/signup-matches",
  "/swipe-game",
];

describe("the route table", () => {
  it("has exactly the expected routes, each a route module in its own folder", async () => {
    const config = await readConfig(process.cwd());
    const routes = Object.values(config.routes).filter((route) => route.id !== "root");
    for (const route of routes) expect(route.file).toMatch(/^routes\/[^/]+\/route\.tsx?$/);
    const byId = new Map(routes.map((route) => [route.id, route]));
    const url = (id: string | undefined): string => {
      const route = id ? byId.get(id) : undefined;
      if (!route) return "";
      const parent = url(route.parentId);
      return route.path ? `${parent}/${route.path}` : parent;
    };
    const urls = routes
      .map((route) => {
        const full = url(route.id) || "/";
        return route.index && route.parentId !== "root" ? `${full} (index)` : full;
      })
      .sort();
    expect(urls).toEqual([...EXPECTED_ROUTES].sort());
  }, 30_000);
});
