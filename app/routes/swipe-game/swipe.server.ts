import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { IdSchema } from "~/api/schemas/common";
import { MembersErrorCode } from "~/api/schemas/members";
import { readForm } from "~/utils/read-form.server";

/** What the Like and Pass buttons (and, with JavaScript, the arrow keys and the swipe) post. */
const SwipeFormSchema = z.object({
  id: z.coerce.number().pipe(IdSchema),
  decision: z.enum(["like", "pass"]),
  /** Set by the page's script: answer in place instead of redirecting (a fetcher post). */
  js: z.string().optional(),
});

export interface SwipeResult {
  decision: "like" | "pass" | null;
  /** The member liked back: it's a match. */
  match: number | null;
  error: "swipe_limit_reached" | "invalid_request" | null;
  /** With the limit: when the day's likes come back. */
  resetsAt: string | null;
}

/** The card to show, the day's likes left, and a match the last like made (no-JS: `?match=`). */
export async function swipePage(request: Request, context: RequestContext) {
  await context.requireUser();
  const matchParam = new URL(request.url).searchParams.get("match");
  const [state, settings, match] = await Promise.all([
    context.api.call("getSwipeCard"),
    context.site.settings(),
    matchParam && /^\d{1,9}$/.test(matchParam) ? matchedMember(context, matchParam) : null,
  ]);
  return {
    card: state.profile,
    likesLeft: state.likes_left,
    resetsAt: state.resets_at,
    cdnPrefix: settings.cdn_prefix,
    match,
  };
}

/** The member of `?match=` when it really is a match (a hand-made URL shows nothing). */
async function matchedMember(context: RequestContext, id: string) {
  try {
    const { profile, like } = await context.api.call("getMember", { query: { id } });
    return like === "match" ? { id: profile.id, name: profile.name } : null;
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

/**
 * A like or a pass. Without JavaScript the post redirects back to the game (the next card, or the
 * match note); the page's script posts `js=1` and gets the answer in place.
 */
export async function swipeAction(request: Request, context: RequestContext) {
  await context.requireUser();
  const parsed = SwipeFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return json(swipeResult({ error: "invalid_request" }), { status: 400 });
  const { id, decision } = parsed.data;
  const js = parsed.data.js === "1";
  const answer = (match: number | null) =>
    js ? json(swipeResult({ decision, match })) : redirect(match ? `/swipe-game?match=${match}` : "/swipe-game");
  try {
    const result = await context.api.call("swipe", { body: { id, decision } });
    return answer(result.like === "match" ? id : null);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.code === MembersErrorCode.swipeLimitReached) {
      const resetsAt = error.body?.resets_at ?? null;
      return json(swipeResult({ decision, error: "swipe_limit_reached", resetsAt }), { status: 429 });
    }
    // The card went away meanwhile (deleted, invisible, blocked): the game goes on with the next.
    if (error.code === MembersErrorCode.memberNotFound) return answer(null);
    throw error;
  }
}

const swipeResult = (result: Partial<SwipeResult>): SwipeResult => ({
  decision: null,
  match: null,
  error: null,
  resetsAt: null,
  ...result,
});
