import { json, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { MembersErrorCode } from "~/api/schemas/members";
import { photoUrl } from "~/features/members/photo-url";
import { landerBase, type LanderBase } from "./lander-data.server";
import { aimedAt } from "./lander-signup";

/** The member a profile's landing is about: what the page shows of them. */
export interface LandingMember {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  online: boolean;
  photos: { small: string; large: string }[];
  lockedPhotos: number;
  /** Their own words (the signup message), when they wrote any. */
  about: string | null;
  interests: string[];
}

/** Where the new member arrives after signing up from each layout: the chat's landing opens the conversation. */
export const MEMBER_LANDING_THEN = { landing: undefined, landing2: "chat", landing3: undefined } as const;

const MEMBER_ID = /^\d{1,9}$/;

/** The operated profile `id`, or null when the id is not one a landing may show (unknown, an ordinary member…). */
async function landingMember(context: AppLoadContext, id: string, cdnPrefix: string): Promise<LandingMember | null> {
  if (!MEMBER_ID.test(id) || Number(id) === 0) return null;
  try {
    const { profile, photos, locked_photos } = await context.api.call("getLandingMember", { query: { id } });
    const interests = await context.t("profile");
    return {
      id: profile.id,
      name: profile.name,
      age: profile.age,
      city: profile.city,
      online: profile.online,
      photos: photos.map((p) => ({
        small: photoUrl(cdnPrefix, p.thumb_filename),
        large: photoUrl(cdnPrefix, p.filename),
      })),
      lockedPhotos: locked_photos,
      about: profile.signup_message,
      interests: profile.interests
        .slice(0, 6)
        .map((key) => interests(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") })),
    };
  } catch (error) {
    if (isApiError(error) && error.code === MembersErrorCode.memberNotFound) return null;
    throw error;
  }
}

/**
 * /members/{id}/landing, landing2 and landing3 (docs/product.md#landing-pages): one operated
 * profile's page, whose signup is aimed at them. Any id a landing may not show falls back to a
 * general page of the site's members (200, not 404: the ad's visitor still gets a page to join).
 */
export async function memberLandingData(
  request: Request,
  context: AppLoadContext,
  id: string,
  layout: keyof typeof MEMBER_LANDING_THEN,
  slug?: string
): Promise<{ base: LanderBase; member: LandingMember | null }> {
  const settings = await context.site.settings();
  const [base, member] = await Promise.all([
    landerBase(request, context, slug),
    landingMember(context, id, settings.cdn_prefix),
  ]);
  if (!member) return { base, member };
  const then = MEMBER_LANDING_THEN[layout];
  const signup = aimedAt(base.signup, member.id);
  if (then) signup.action += `?then=${then}`;
  return { base: { ...base, signup, faces: base.faces.filter((f) => f.id !== member.id) }, member };
}

/**
 * The loader of each layout's route (members.$id_.landing*): the page's data, its layout and its
 * title, which names the member where there is one.
 */
export async function memberLandingLoader(
  { request, params, context }: LoaderFunctionArgs,
  layout: keyof typeof MEMBER_LANDING_THEN
) {
  const [data, t] = await Promise.all([
    memberLandingData(request, context, params.id ?? "", layout, params.slug),
    context.t("landers"),
  ]);
  const title = data.member
    ? t(`member.${layout}.title`, { name: data.member.name, siteName: data.base.siteName })
    : t("member.fallback_title");
  return json({ ...data, layout, title });
}

/** A layout's route loader: memberLandingLoader with the route's layout. */
export type MemberLandingRouteLoader = (args: LoaderFunctionArgs) => ReturnType<typeof memberLandingLoader>;
