import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/page-layout";
import { memberLandingData } from "~/features/landing/member-landing.server";
import { MemberLanding } from "~/features/landing/member-landing";
import { pageTitle } from "~/utils/meta";

/** Kept by the page cache (docs/web-tier.md#the-page-cache): a visitor's page holds nothing of theirs. */
export const handle: RouteHandle = { layout: "lander", i18n: ["landers", "signup", "promo"], pageCache: true };

/** A profile's landing page, layout "landing3" (docs/product.md#landing-pages). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [data, t] = await Promise.all([
    memberLandingData(request, context, params.id ?? "", "landing3", params.slug),
    context.t("landers"),
  ]);
  const title = data.member
    ? t("member.landing3.title", { name: data.member.name, siteName: data.base.siteName })
    : t("member.fallback_title");
  return json({ ...data, title });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function MemberLandingPage() {
  const { base, member } = useLoaderData<typeof loader>();
  return <MemberLanding layout="landing3" base={base} member={member} />;
}
