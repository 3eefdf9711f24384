import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PlayLinks } from "~/features/members/play-links";
import { pageTitle } from "~/utils/meta";
import { SWIPE_FETCHER, SwipeCard } from "./swipe-card";
import { EmptyNote, LimitNote, MatchNote } from "./swipe-notes";
import { swipeAction, swipePage, type SwipeResult } from "./swipe.server";
import * as styles from "./styles.css";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["play"] };

/** /swipe-game (docs/product.md#swipe-game): one member at a time to like or pass, 4 likes a day. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([swipePage(request, context), context.t("play")]);
  return json({ ...page, title: t("swipe.title") });
}

export const action = ({ request, context }: ActionFunctionArgs) => swipeAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function SwipeGame() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("play");
  // Without JavaScript the answer is the post's (the limit) or the redirect's `?match=`; with it the fetcher's.
  const posted = useActionData<SwipeResult>();
  const fetcher = useFetcher<SwipeResult>({ key: SWIPE_FETCHER });
  const result = fetcher.state === "idle" ? fetcher.data ?? posted : undefined;
  const [decided, setDecided] = useState<{ id: number; name: string } | null>(null);
  const match = result?.match && decided?.id === result.match ? decided : data.match;
  const limited = data.likesLeft === 0 || result?.error === "swipe_limit_reached";
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.likesLeft} data-testid="likes-left" aria-live="polite">
          {t("swipe.likes_left", { count: limited ? 0 : data.likesLeft })}
        </p>
      </header>
      {data.card ? (
        <SwipeCard
          key={data.card.id}
          card={data.card}
          cdnPrefix={data.cdnPrefix}
          canLike={!limited}
          onDecided={(card) => setDecided({ id: card.id, name: card.name })}
        />
      ) : (
        <EmptyNote />
      )}
      {/* After the card, so a note never pushes the buttons off the screen (beside it on laptops). */}
      <div className={styles.side}>
        {match ? <MatchNote match={match} /> : null}
        {limited ? <LimitNote resetsAt={result?.resetsAt ?? data.resetsAt} /> : null}
        {result?.error === "invalid_request" ? (
          <p role="alert" className={styles.error}>
            {t("swipe.error")}
          </p>
        ) : null}
        <PlayLinks current="swipe" />
      </div>
    </div>
  );
}
