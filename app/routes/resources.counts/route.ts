import { json, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * Polled by the navigation every 60 s (docs/product.md#navigation): badges and credits without reloading the page. The
 * member's id tells the service worker whose held messages it may send and where a notification leads
 * (app/worker/held-sending.ts).
 * `?changed`: asked after a live event (a message, a like, a match): the member's counts kept for a
 * few seconds (member-cache.server.ts) are read again, so the badge follows the event at once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (new URL(request.url).searchParams.has("changed")) await context.forgetMember();
  const [user, counts] = await Promise.all([context.user(), context.navCounts()]);
  return json(user && counts ? { ...counts, credits: user.credits, member: user.profile.id } : null, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
