import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorJson } from "~/utils/error-json";
import { namespaceResource } from "~/i18n/i18n.server";

/**
 * The browser loads only the current language's namespaces (docs/architecture.md#languages).
 * Only names of files loaded at start can match, so no path ever reaches the file system.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const data = namespaceResource(params.lng ?? "", (params.ns ?? "").replace(/\.json$/, ""));
  if (!data) return errorJson(404);
  return new Response(JSON.stringify(data), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      // Texts change with deployments; the `v` query (build version) busts the cache.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
