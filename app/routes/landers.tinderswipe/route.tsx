import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/page-layout";
import { landerBase } from "~/features/landing/lander-data.server";
import { pageTitle } from "~/utils/meta";
import { deckFromQuery } from "./deck";
import { SwipeLander } from "./swipe-lander";

/** Kept by the page cache per deck (the no-script deck travels in ?card=&liked=). */
export const handle: RouteHandle = {
  layout: "lander",
  i18n: ["landers", "signup"],
  pageCache: { query: ["card", "liked"] },
};

/** The deck's size: enough to find two to like. */
const DECK_SIZE = 12;

/** /landers/tinderswipe (docs/product.md#landing-pages): swipe the site's members, then sign up to meet one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [base, t] = await Promise.all([landerBase(request, context, undefined), context.t("landers")]);
  const faces = base.faces.slice(0, DECK_SIZE);
  const deck = deckFromQuery(
    new URL(request.url).searchParams,
    faces.map((f) => f.id)
  );
  return json({ base: { ...base, faces }, deck, title: t("kinds.tinderswipe.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function TinderSwipe() {
  const { base, deck } = useLoaderData<typeof loader>();
  return <SwipeLander base={base} initial={deck} />;
}
