import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createI18nInstance } from "../../app/i18n/i18n.server";
import type { Tenant } from "../../app/tenant/schema";
import { routeArgs } from "./route-args";

/** A route module: its loader and its page. */
export interface PageRoute {
  loader: (args: never) => Promise<Response>;
  default: ComponentType;
}

/**
 * The text of the page at `path` as a member reads it when it is first drawn: the route's own
 * loader (its API calls answered by msw), then its page drawn on the server in the tenant's default
 * language. Tags are left out, entities read as characters.
 */
export async function routePageText(
  path: string,
  route: PageRoute,
  { params = {}, namespaces, tenant }: { params?: Record<string, string>; namespaces: string[]; tenant: Tenant }
): Promise<string> {
  const args = await routeArgs(path, { tenant });
  const data = (await (await route.loader({ ...args, params } as never)).json()) as Record<string, unknown>;
  const i18n = await createI18nInstance(tenant.defaultLanguage, ["common", ...namespaces]);
  const Stub = createRemixStub([{ id: "page", path: "*", Component: route.default, loader: () => data }]);
  const html = quietly(() =>
    renderToString(
      <I18nextProvider i18n={i18n}>
        <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />
      </I18nextProvider>
    )
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The router's layout effects warn when drawn on the server, as every page's first answer is. */
export function quietly<T>(draw: () => T): T {
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes("useLayoutEffect")) error(...args);
  };
  try {
    return draw();
  } finally {
    console.error = error;
  }
}
