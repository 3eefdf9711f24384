import type { AppLoadContext } from "@remix-run/node";
import type { ShowcaseMember } from "~/api/schemas/landing";
import type { PromoTile } from "~/api/schemas/promo-tiles";
import { signupDefaults } from "~/domain/members";
import { signupOpen } from "~/domain/signup-rules";
import { photoUrl } from "~/features/members/photo-url";
import { getTracking } from "~/features/signup/tracking.server";
import { cityFirst, landerVariant, type LanderVariant } from "./variant";

/** A member as the landing pages draw them: what the card shows, with ready photo addresses. */
export interface LanderFace {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  region: string | null;
  country: string;
  online: boolean;
  /** The main photo: a small and a large file for srcset (the same file where the API has one size). */
  photo: { small: string; large: string };
  photoCount: number;
  interests: string[];
  activity: ShowcaseMember["activity"];
}

/** What the embedded first signup step needs (docs/decisions/006: the same steps as /signup). */
export interface LanderSignup {
  open: boolean;
  /** Where the first step posts: /signup or a profile's signup (the traffic source rides in its cookie). */
  action: string;
  /** Gender and orientation cards when the site asks for them (step 0); else a start button. */
  fields: { gender: boolean; sexuality: boolean };
  initial: { gender?: string; sexuality?: string };
}

export interface LanderBase {
  siteName: string;
  country: string;
  variant: LanderVariant;
  faces: LanderFace[];
  /** Members online now on the whole site. */
  online: number;
  signup: LanderSignup;
  /** When the page was drawn: relative times ("12 min ago") are counted from it. */
  now: string;
  /** The site's cam and resell tiles to place among the faces (none where member_resell is off). */
  tiles: PromoTile[];
}

export const toFace = (m: ShowcaseMember, cdnPrefix: string): LanderFace | null =>
  m.main_image
    ? {
        id: m.id,
        name: m.name,
        age: m.age,
        city: m.city,
        region: m.region,
        country: m.country,
        online: m.online,
        photo: {
          small: photoUrl(cdnPrefix, m.main_image.thumb_filename),
          large: photoUrl(cdnPrefix, m.main_image.filename),
        },
        photoCount: m.photo_count,
        interests: m.interests,
        activity: m.activity,
      }
    : null;

/** The embedded signup of a landing page: open under the site's policy, aimed at `signupPath`. */
export async function landerSignup(
  request: Request,
  context: AppLoadContext,
  signupPath = "/signup"
): Promise<LanderSignup> {
  const [settings, tracking] = await Promise.all([context.site.settings(), getTracking(request)]);
  const shown = settings.visible_profile_fields;
  const defaults = signupDefaults(settings.niche);
  return {
    open: signupOpen(settings.signups, tracking?.network),
    action: signupPath,
    fields: { gender: shown.includes("gender"), sexuality: shown.includes("sexuality") },
    initial: {
      ...(defaults.gender && shown.includes("gender") ? { gender: defaults.gender } : {}),
      ...(defaults.sexuality && shown.includes("sexuality") ? { sexuality: defaults.sexuality } : {}),
    },
  };
}

/**
 * What every lander shows: the site's members for the visitor's country (their city first when
 * the slug names one), how many are online and the first signup step. One cached call per
 * country (CachePolicy.showcase), so a burst of ad traffic costs the API nothing.
 */
export async function landerBase(
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
  signupPath?: string
): Promise<LanderBase> {
  const settings = await context.site.settings();
  const country = settings.geoip_country;
  const [showcase, signup, tiles] = await Promise.all([
    context.site.showcase(country),
    landerSignup(request, context, signupPath),
    context.site.promoTiles(),
  ]);
  const faces = showcase.members.flatMap((m) => toFace(m, settings.cdn_prefix) ?? []);
  const variant = landerVariant(
    slug,
    faces.map((f) => f.city)
  );
  return {
    siteName: settings.name,
    country,
    variant,
    faces: cityFirst(faces, variant),
    online: showcase.online,
    signup,
    now: new Date().toISOString(),
    tiles,
  };
}
