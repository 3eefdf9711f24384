import { json, type LoaderFunctionArgs } from "@remix-run/node";
import type { LikeModalAnswer } from "~/features/members/like-modal";

const NONE: LikeModalAnswer = { profile: null };

/**
 * The member the like modal shows (docs/product.md#likes-and-matches, query t and lb): the member named by `lb`, else the
 * newest member who liked the signed-in member. Anything missing or refused is no modal, never an error.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const lb = new URL(request.url).searchParams.get("lb");
  try {
    if (lb && /^\d{1,9}$/.test(lb) && Number(lb) > 0) {
      const { profile } = await context.api.call("getMember", { query: { id: lb } });
      return json<LikeModalAnswer>(
        { profile: { id: profile.id, name: profile.name, main_image: profile.main_image } },
        { headers }
      );
    }
    if (!(await context.token())) return json(NONE, { headers });
    const { liked_by } = await context.api.call("getLikes");
    const newest = liked_by[0]?.profile;
    return json<LikeModalAnswer>(
      newest ? { profile: { id: newest.id, name: newest.name, main_image: newest.main_image } } : NONE,
      {
        headers,
      }
    );
  } catch {
    return json(NONE, { headers });
  }
}
