import { json, type LoaderFunctionArgs } from "@remix-run/node";

/** Polled by the navigation every 60 s (SPEC §7): badges and credits without reloading the page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const [user, counts] = await Promise.all([context.user(), context.navCounts()]);
  return json(user && counts ? { ...counts, credits: user.credits } : null, {
    headers: { "Cache-Control": "private, no-store" },
  });
}
