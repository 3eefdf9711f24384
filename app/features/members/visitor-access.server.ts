import { redirect } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import type { User } from "~/api/schemas/user";
import { getTracking } from "~/features/signup/tracking.server";

/**
 * docs/product.md#member-search: a visitor may search (and open profiles) when logged_out_search is on; with
 * logged_out_search_trafficsource also on, only a visitor who came through a traffic source
 * (a tracking `network` in the tracking cookie or this URL).
 */
async function visitorMayBrowse(request: Request, context: RequestContext): Promise<boolean> {
  const settings = await context.site.settings();
  if (!settings.logged_out_search) return false;
  if (!settings.logged_out_search_trafficsource) return true;
  return Boolean((await getTracking(request))?.network);
}

/** The member, or null for a visitor allowed to browse; anyone else goes to the login, and back after. */
export async function memberOrBrowsingVisitor(request: Request, context: RequestContext): Promise<User | null> {
  const [user, visitorMay] = await Promise.all([context.user(), visitorMayBrowse(request, context)]);
  if (user || visitorMay) return user;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/**
 * What the API needs to apply the same rule (search.php and member.php): the visitor's tracking
 * network, when there is one the contract accepts. A member's session makes it irrelevant.
 */
export async function browsingQuery(request: Request): Promise<{ network?: string }> {
  const network = (await getTracking(request))?.network;
  // eslint-disable-next-line no-control-regex -- control characters are refused, not passed on
  return network && /^[^\u0000-\u001f\u007f]{1,100}$/.test(network) ? { network } : {};
}
