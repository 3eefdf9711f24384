import { json, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * Polled by the navigation every 60 s (SPEC §7): badges and credits without reloading the page. The
 * member's id tells the service worker whose held messages it may send (public/sw-push.js).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [user, counts] = await Promise.all([context.user(), context.navCounts()]);
  return json(user && counts ? { ...counts, credits: user.credits, member: user.profile.id } : null, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
