import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/page-layout";
import { pageTitle } from "~/utils/meta";
import { MemberLanding } from "./member-landing";
import type { MemberLandingRouteLoader } from "./member-landing.server";

/**
 * The route module of a profile's landing page, the same in its three layouts (landing, landing2,
 * landing3: docs/product.md#landing-pages): each route file re-exports this beside its loader.
 */

/** Kept by the page cache (docs/web-tier.md#the-page-cache): a visitor's page holds nothing of theirs. */
export const handle: RouteHandle = { layout: "lander", i18n: ["landers", "signup", "promo"], pageCache: true };

export const meta: MetaFunction<MemberLandingRouteLoader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function MemberLandingPage() {
  const { layout, base, member } = useLoaderData<MemberLandingRouteLoader>();
  return <MemberLanding layout={layout} base={base} member={member} />;
}
