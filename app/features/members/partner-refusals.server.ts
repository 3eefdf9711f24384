import { json, redirect } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { MembersErrorCode } from "~/api/schemas/members";
import { notFound } from "~/utils/not-found";

/**
 * Why a page about another member (a profile, a conversation) shows that member not: the member
 * blocked the viewer (their name in the blocked text, docs/product.md#blocking-and-complaints), or
 * went away meanwhile (deleted, invisible) while the viewer pressed a button on the page.
 */
export type PartnerRefusal = { kind: "blocked"; name: string } | { kind: "gone" };

/**
 * The API's answer about the other member, or why the page cannot show them. An unknown member is
 * the 404 page; a form sent from the page gets "gone" instead, so the page says so where the
 * member pressed (with what was typed), not as the 404 page.
 */
export async function answerOrRefusal<T>(
  context: RequestContext,
  call: Promise<T>
): Promise<{ answer: T; refusal?: undefined } | { answer?: undefined; refusal: PartnerRefusal }> {
  try {
    return { answer: await call };
  } catch (error) {
    if (isApiError(error) && error.code === MembersErrorCode.blockedByMember)
      return { refusal: { kind: "blocked", name: error.body?.name ?? "" } };
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      if (context.formPost) return { refusal: { kind: "gone" } };
      throw notFound();
    }
    throw error;
  }
}

/** The refusal as the page's data: 403 for blocked, 404 for gone. */
export function refusalResponse(refusal: PartnerRefusal) {
  if (refusal.kind === "blocked") return json(refusal, { status: 403 });
  return json(refusal, { status: 404 });
}

/**
 * The answer changed the header's badges, which the page read alongside: they are forgotten, and a
 * browser loading the whole page (no JavaScript) is sent to the same address once more to show
 * them (the API answers such a change once); with JavaScript the screen asks for the header again.
 */
export async function showChangedBadges(request: Request, context: RequestContext): Promise<void> {
  await context.forgetMember();
  if (request.headers.get("Accept")?.includes("text/html")) {
    const url = new URL(request.url);
    throw redirect(url.pathname + url.search);
  }
}
