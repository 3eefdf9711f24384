import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";

/** Any route module (its loader's and meta's own types are narrower than the build's). */
type RouteModule = object;

/**
 * Remix's own request handler for one route under an empty root, answering a document request
 * with the status and headers Remix chose and no body. A loader's or action's headers reach the
 * browser only through Remix's document headers (a route's `headers` export), so what the member's
 * browser receives is tested here, not what the action returned.
 */
export function documentHandler(route: { id: string; path: string; module: RouteModule }) {
  const build: ServerBuild = {
    mode: "production",
    entry: {
      module: { default: (_request, status, headers) => new Response(null, { status, headers }) },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      [route.id]: {
        id: route.id,
        parentId: "root",
        path: route.path,
        module: route.module as ServerBuild["routes"][string]["module"],
      },
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {} as ServerBuild["future"],
    isSpaMode: false,
  };
  const handle = createRequestHandler(build, "production");
  return (request: Request, context: AppLoadContext) => handle(request, context);
}
