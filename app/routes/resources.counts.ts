import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getApi } from "~/utils/api.server";
import { getNavCounts } from "~/utils/counts.server";
import { getCurrentUser } from "~/utils/session.server";

/** Polled by the navigation every 60 s (SPEC §7): badges and credits without reloading the page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { client, token } = await getApi(request, context);
  if (!token) return json(null, { headers: { "Cache-Control": "private, no-store" } });
  const [user, counts] = await Promise.all([getCurrentUser(request, context), getNavCounts(client)]);
  return json(user && counts ? { ...counts, credits: user.credits } : null, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
