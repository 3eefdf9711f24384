import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { AutoLikeResponse } from "~/api/schemas/members";

/**
 * auto-like.php (docs/product.md#likes-and-matches), asked once a profile has loaded: a member who just liked the member back,
 * for the match popup. A visitor or a failure gets null: the popup is a bonus, never an error.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  if (!(await context.token())) return json<AutoLikeResponse>({ profile: null }, { headers });
  const profile = await context.api
    .call("autoLike")
    .then((answer) => answer.profile)
    .catch(() => null);
  return json<AutoLikeResponse>({ profile }, { headers });
}
