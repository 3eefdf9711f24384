import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

/**
 * /signup-matches (docs/product.md#signup, docs/decisions/006): a member goes to the
 * member list, which shows the matching profiles; a visitor is sent to sign up first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).search;
  throw redirect((await context.user()) ? "/members" : `/signup${query}`);
}
