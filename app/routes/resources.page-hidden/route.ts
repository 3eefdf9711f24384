import type { ActionFunctionArgs } from "@remix-run/node";
import { readForm } from "~/utils/read-form.server";

/**
 * The page-hidden beacon (navigator.sendBeacon when the member's page goes out of sight): the API
 * records the member's last seen. A visitor's beacon, or one the API fails, does nothing; a beacon
 * is never answered to anyone, so it is always 204.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  if (await context.user()) await context.api.call("pageHidden").catch(() => {});
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
}
