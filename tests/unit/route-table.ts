import { readConfig } from "@remix-run/dev/dist/config.js";

/** The app's routes as Remix builds them from app/routes (read once: it compiles the config). */
let table: Promise<RouteEntry[]> | undefined;
type RouteEntry = Awaited<ReturnType<typeof readConfig>>["routes"][string];

export const routeTable = () =>
  (table ??= readConfig(process.cwd()).then((config) =>
    Object.values(config.routes).filter((route) => route.id !== "root")
  ));

/** Each route's whole URL pattern ("/credits/:id/:paymentmethod?"), by route id. */
export async function routeUrls(): Promise<Map<string, string>> {
  const routes = await routeTable();
  const byId = new Map(routes.map((route) => [route.id, route]));
  const url = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return "";
    const parent = url(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return new Map(routes.map((route) => [route.id, url(route.id) || "/"]));
}
