import { json, redirect } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { MembersErrorCode } from "~/api/schemas/members";
import { notFound } from "~/utils/not-found";
import { browsingQuery, memberOrBrowsingVisitor } from "../visitor-access.server";
import { countryName } from "~/i18n/intl";
import { memberDetails, memberPlace } from "../member-details";

/** The member's id from the URL: a positive integer the API's ids can hold, else the 404 page. */
export function memberIdParam(id: string | undefined): number {
  if (!id || !/^\d{1,9}$/.test(id) || Number(id) === 0) throw notFound();
  return Number(id);
}

/**
 * A member's profile screen (docs/product.md#member-profile): the profile as the viewer may see
 * it, the gift catalogue, and for a member blocked by this one only the blocked refusal (403, docs/product.md#blocking-and-complaints).
 */
export async function profileScreenLoader(request: Request, context: RequestContext, idParam: string | undefined) {
  const id = memberIdParam(idParam);
  const browsing = await browsingQuery(request);
  // Viewer, profile and the rest together: the page costs the slowest call, not the sum.
  const [viewer, member, settings, gifts, locale] = await Promise.all([
    memberOrBrowsingVisitor(request, context),
    context.api.call("getMember", { query: { id: String(id), ...browsing } }).catch((error: unknown) => {
      if (isApiError(error) && error.code === MembersErrorCode.blockedByMember) {
        return { blockedBy: error.body?.name ?? "" };
      }
      if (isApiError(error) && (error.status === 404 || error.status === 400)) {
        // Pressed a button of a profile that went away meanwhile (deleted, invisible): the page
        // says so where the member pressed, not as the 404 page.
        if (context.formPost) return { gone: true as const };
        throw notFound();
      }
      throw error;
    }),
    context.site.settings(),
    context.site.gifts(),
    context.locale(),
  ]);
  if (viewer?.profile.id === id) throw redirect("/profile");
  if ("blockedBy" in member) return json({ kind: "blocked" as const, name: member.blockedBy }, { status: 403 });
  if ("gone" in member) return json({ kind: "gone" as const }, { status: 404 });

  // Seeing a new like changes the badges and the title's count, which the page's header has read
  // alongside this profile. A browser loading the whole page (no JavaScript) is sent to the same
  // address once more, which shows them without it (the API answers like_was_new once); with
  // JavaScript the screen asks for the header again (ProfileScreen).
  if (member.like_was_new) {
    await context.forgetMember();
    if (request.headers.get("Accept")?.includes("text/html")) {
      const url = new URL(request.url);
      throw redirect(url.pathname + url.search);
    }
  }
  const { profile } = member;
  const country = countryName(locale, profile.country);
  const visible = settings.visible_profile_fields;
  return json({
    kind: "profile" as const,
    viewer: viewer ? { credits: viewer.credits, paid: viewer.paid_user } : null,
    member: {
      ...member,
      place: memberPlace(visible, [profile.city, profile.region, country]),
      details: memberDetails(profile, visible),
      interests: visible.includes("interests") ? profile.interests : [],
      // Shown only where the site's settings show profile notes, whatever an API sends.
      notes: settings.visible_profile_notes ? profile.notes : null,
    },
    gifts: gifts.gifts,
    giftCredits: gifts.credits,
    // The gift form's key: the same form sent twice is one gift (send-gift.server.ts). A page drawn
    // again gets a new one.
    giftKey: viewer ? crypto.randomUUID() : null,
    cdnPrefix: settings.cdn_prefix,
  });
}
