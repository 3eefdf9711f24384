import { isRouteErrorResponse } from "@remix-run/react";

/** The site's look, known without the API (app/tenant/brand.server.ts makes it). */
export interface Brand {
  name: string;
  niche: number;
  themeCss: string;
  themeColor: string;
  languages: string[];
}

/** The brand and page title an error response carries, if any. */
export function brandOfError(error: unknown): { brand: Brand; title: string } | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const data: unknown = error.data;
  if (!data || typeof data !== "object" || !("brand" in data)) return undefined;
  return data as { brand: Brand; title: string };
}
