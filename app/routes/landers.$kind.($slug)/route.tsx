import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LANDER_KINDS, type LanderKind } from "~/domain/landing";
import { landerBase } from "~/features/landing/lander-data.server";
import type { RouteHandle } from "~/components/page-layout";
import { pageTitle } from "~/utils/meta";
import { notFound } from "~/utils/not-found";
import { landerExtras } from "./extras.server";
import { LANDERS } from "./landers";

/** Kept by the page cache (docs/web-tier.md#the-page-cache): a visitor's page holds nothing of theirs. */
export const handle: RouteHandle = { layout: "lander", i18n: ["landers", "signup", "promo"], pageCache: true };

/**
 * /landers/{kind}/{slug?} (docs/product.md#landing-pages): eight conversion pages for paid
 * traffic, each with the site's members for the visitor's country and the first signup step.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = params.kind as LanderKind;
  if (!LANDER_KINDS.includes(kind)) throw notFound();
  const [base, t] = await Promise.all([landerBase(request, context, params.slug), context.t("landers")]);
  const extras = await landerExtras(kind, base, context);
  return json({ kind, base, extras, title: t(`kinds.${kind}.title`) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Lander() {
  const { kind, base, extras } = useLoaderData<typeof loader>();
  const Page = LANDERS[kind];
  return <Page base={base} extras={extras} />;
}
