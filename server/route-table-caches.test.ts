import fs from "node:fs";
import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import type * as RouterServer from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// The server build's route matching is patched (patches/, docs/decisions/029-framework-without-patches.md):
// a route table never changes once built, so it is flattened, ranked and converted once instead of
// on every request. These fail when an upgrade or a change upstream leaves a patch unapplied.
// The server loads the CommonJS builds, so these do too.
const require = createRequire(import.meta.url);

describe("route tables on the server are prepared once", () => {
  it("matchRoutes flattens and ranks a table once: a route added to it afterwards is not seen", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof Router;
    const table: { id: string; path: string }[] = [{ id: "a", path: "/a" }];
    expect(matchRoutes(table, "/a")?.map((m) => m.route.id)).toEqual(["a"]);
    table.push({ id: "b", path: "/b" });
    // Unpatched, the table is flattened again on this call and /b matches.
    expect(matchRoutes(table, "/b")).toBeNull();
    // Another table is its own.
    expect(matchRoutes([...table], "/b")?.map((m) => m.route.id)).toEqual(["b"]);
  });

  it("createStaticRouter converts a table once: the same table gives the same data routes", () => {
    const { createStaticRouter, createStaticHandler } = require("react-router-dom/server") as typeof RouterServer;
    const table = [{ id: "root", path: "/" }];
    const context = { ...createStaticHandler(table), location: { pathname: "/" }, matches: [], loaderData: {} };
    const first = createStaticRouter(table, context as never);
    const second = createStaticRouter(table, context as never);
    expect(second.routes).toBe(first.routes);
    expect(createStaticRouter([...table], context as never).routes).not.toBe(first.routes);
  });

  it("RemixServer makes its route table once per build", () => {
    const server = fs.readFileSync(require.resolve("@remix-run/react/dist/server.js"), "utf8");
    // Its table is what the two caches above are keyed by: made per request, neither would hit.
    expect(server).toMatch(/serverRoutesCache\.get\(manifest\.routes\)/);
  });
});
