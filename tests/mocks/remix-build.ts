import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { readConfig } from "@remix-run/dev/dist/config.js";

/**
 * The app as `remix build` makes it, assembled in-process from the sources: every route module
 * of app/routes and the server entry, for tests that send requests through Remix's own handler.
 */
export async function sourceBuild(): Promise<ServerBuild> {
  const config = await readConfig(process.cwd());
  const routes: ServerBuild["routes"] = {};
  const assetRoutes: Record<string, unknown> = {};
  for (const route of Object.values(config.routes)) {
    const module = await import(/* @vite-ignore */ path.join(config.appDirectory, route.file));
    routes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module,
    };
    assetRoutes[route.id] = {
      id: route.id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      module: `/build/${route.id}.js`,
      imports: [],
      hasAction: typeof module.action === "function",
      hasLoader: typeof module.loader === "function",
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: typeof module.ErrorBoundary === "function",
    };
  }
  const entry = await import(/* @vite-ignore */ path.join(config.appDirectory, "entry.server.tsx"));
  return {
    mode: "production",
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/build/manifest.js",
      version: "test",
    },
    assetsBuildDirectory: "public/build",
    publicPath: "/build/",
    future: {},
    basename: undefined,
    isSpaMode: false,
  } as unknown as ServerBuild;
}
