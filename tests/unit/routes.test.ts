import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { routeTable, routeUrls } from "./route-table";

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
  "/consent",
  "/credits",
  "/credits/:id/:paymentmethod?",
  "/credits/repeat-order",
  "/directdebit",
  "/entry-warning",
  "/icons/:file",
  "/landers/:kind/:slug?",
  "/landers/tinderswipe",
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
  "/members/:id/landing",
  "/members/:id/landing2/:slug?",
  "/members/:id/landing3/:slug?",
  "/members/:id/signup",
  "/notifications",
  "/offline",
  "/pages/:page",
  "/premium",
  "/pricing",
  "/profile",
  "/reset-password",
  "/reset-password/do",
  "/resources/auto-like",
  "/resources/counts",
  "/resources/events",
  "/resources/geocode",
  "/resources/join",
  "/resources/like-modal",
  "/resources/page-hidden",
  "/resources/push-subscription",
  "/resources/typing",
  "/signup",
  "/signup-matches",
  "/swipe-game",
  "/transactions/:id?",
  "/unsubscribe",
];

describe("the route table", () => {
  it("has exactly the expected routes, each a route module in its own folder", async () => {
    const routes = await routeTable();
    for (const route of routes) expect(route.file).toMatch(/^routes\/[^/]+\/route\.tsx?$/);
    const url = await routeUrls();
    const urls = routes
      .map((route) => {
        const full = url.get(route.id)!;
        return route.index && route.parentId !== "root" ? `${full} (index)` : full;
      })
      .sort();
    expect(urls).toEqual([...EXPECTED_ROUTES].sort());
  }, 30_000);
});

/**
 * Route ids written as strings ("routes/members.$id_.chat"), in the banner rules, the page layout
 * or a test, name a route only as long as the folder keeps its name: a renamed folder would leave
 * a rule that silently never matches. Pages the product names before they exist: each is taken off
 * this list the day its route is added, so the ids that name it are checked from then on.
 */
const NOT_BUILT_YET: string[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("route ids written in the code", () => {
  it("each name a route of the route table", async () => {
    const ids = new Set((await routeTable()).map((route) => route.id));
    const written = sourceFiles("app").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/["'`](routes\/[^"'`\s]+)["'`]/g)].map((m) => `${file}: ${m[1]}`)
    );
    expect(written.length).toBeGreaterThan(0);
    const unknown = written.filter((entry) => {
      const id = entry.slice(entry.indexOf(": ") + 2);
      return !ids.has(id) && !NOT_BUILT_YET.includes(id);
    });
    expect(unknown).toEqual([]);
    expect(NOT_BUILT_YET.filter((id) => ids.has(id))).toEqual([]);
  }, 30_000);
});
