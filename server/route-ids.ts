import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";

/** Paths whose route is remembered; beyond, the memo starts again (paths are the visitors' to choose). */
const KNOWN_PATHS = 2000;

/** The build's routes as the router's tree (what matchRoutes takes), each node with its route id. */
export type RouteNode = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: RouteNode[] };
export function routeTable(routes: ServerBuild["routes"]): Parameters<typeof matchRoutes>[0] {
  const tree = (parentId: string | undefined): RouteNode[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map((route) => ({
        id: route!.id,
        path: route!.path,
        index: route!.index,
        caseSensitive: route!.caseSensitive,
        ...(route!.index ? {} : { children: tree(route!.id) }),
      }));
  return tree(undefined) as Parameters<typeof matchRoutes>[0];
}

/**
 * The Remix route id that answers a path (the deepest match), for requests Remix did not name for
 * the log (resource routes, refusals): a metrics label from the build's few routes, never the path.
 */
export function routeIds(build: Pick<ServerBuild, "routes">): (pathname: string) => string {
  const table = routeTable(build.routes);
  const known = new Map<string, string>();
  return (pathname) => {
    let id = known.get(pathname);
    if (id === undefined) {
      id = (matchRoutes(table, pathname)?.at(-1)?.route as RouteNode | undefined)?.id ?? "unmatched";
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(pathname, id);
    }
    return id;
  };
}
