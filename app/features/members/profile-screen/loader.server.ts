import { json, redirect } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { notFound } from "~/utils/not-found";
import { browsingQuery, memberOrBrowsingVisitor } from "../visitor-access.server";
import { countryName } from "~/i18n/intl";
import { memberDetails, memberPlace } from "../member-details";
import { answerOrRefusal, refusalResponse, showChangedBadges } from "../partner-refusals.server";

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
  const [viewer, { answer: member, refusal }, settings, gifts, locale] = await Promise.all([
    memberOrBrowsingVisitor(request, context),
    answerOrRefusal(context, context.api.call("getMember", { query: { id: String(id), ...browsing } })),
    context.site.settings(),
    context.site.gifts(),
    context.locale(),
  ]);
  if (viewer?.profile.id === id) throw redirect("/profile");
  if (refusal) return refusalResponse(refusal);

  // Seeing a new like changes the badges and the title's count (like_was_new, answered once).
  if (member.like_was_new) await showChangedBadges(request, context);
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
