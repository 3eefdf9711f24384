import { PlaceholderTile } from "~/components/placeholder-tile";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberCard } from "~/api/schemas/members";
import * as buttons from "~/components/button.css";
import { OperatedMark } from "~/features/members/operated-mark";
import { photoUrl } from "~/features/members/photo-url";
import type { SwipeResult } from "./swipe.server";
import type { SwipeDecision } from "~/features/swipe/swipe-decision";
import { useSwipeInput } from "~/features/swipe/use-swipe-input";
import * as cardStyles from "~/features/members/member-card.css";
import * as styles from "./styles.css";

/**
 * The card's photo is the page's largest paint: fetched before the other images. Lowercase, as the
 * DOM attribute: React 18 knows no `fetchPriority` prop.
 */
const LARGEST_PAINT = { fetchpriority: "high" } as Record<string, string>;

/** The fetcher of the game: the page reads its answer (a match, the limit) too. */
export const SWIPE_FETCHER = "swipe-game";

/**
 * One member to like or pass: photo, name, age, city, online. The two buttons are one form that
 * works without JavaScript; with it the post stays on the page and the arrow keys and a swipe of
 * the card post the same decision.
 */
export function SwipeCard({
  card,
  cdnPrefix,
  canLike,
  onDecided,
}: {
  card: MemberCard;
  cdnPrefix: string;
  canLike: boolean;
  /** Called with the card a decision was sent for (the page names a match with it). */
  onDecided: (card: MemberCard) => void;
}) {
  const { t } = useTranslation("play");
  const fetcher = useFetcher<SwipeResult>({ key: SWIPE_FETCHER });
  const busy = fetcher.state !== "idle";
  // Set once the script runs: the action then answers in place instead of redirecting.
  const [js, setJs] = useState("");
  useEffect(() => setJs("1"), []);
  const decide = (decision: SwipeDecision) => {
    if (busy || (decision === "like" && !canLike)) return;
    onDecided(card);
    fetcher.submit({ id: String(card.id), decision, js: "1" }, { method: "post" });
  };
  const { offset, handlers } = useSwipeInput(decide, !busy);
  const title = card.age === null ? card.name : t("swipe.name_age", { name: card.name, age: card.age });
  const lean = offset > 0 ? "like" : offset < 0 ? "pass" : undefined;
  return (
    <div className={styles.game}>
      <article
        className={styles.card}
        aria-labelledby="swipe-name"
        data-testid="swipe-card"
        data-lean={lean}
        style={offset ? { transform: `translateX(${offset}px) rotate(${offset / 20}deg)` } : undefined}
        {...handlers}
      >
        <div className={cardStyles.photoBox}>
          {card.main_image ? (
            <img
              src={photoUrl(cdnPrefix, card.main_image.filename)}
              alt={t("swipe.photo_of", { name: card.name })}
              className={cardStyles.photo}
              width={480}
              height={480}
              draggable={false}
              {...LARGEST_PAINT}
            />
          ) : (
            <PlaceholderTile name={card.name} className={cardStyles.initial} />
          )}
          {card.online ? <span className={cardStyles.online}>{t("swipe.online")}</span> : null}
          {card.fictional_icon ? <OperatedMark variant="badge" /> : null}
        </div>
        <div className={styles.cardBody}>
          <h2 id="swipe-name" className={styles.name}>
            {title}
          </h2>
          {card.city ? <p className={styles.place}>{card.city}</p> : null}
        </div>
      </article>
      <fetcher.Form method="post" className={styles.buttons} onSubmit={() => onDecided(card)}>
        <input type="hidden" name="id" value={card.id} />
        <input type="hidden" name="js" value={js} />
        <button type="submit" name="decision" value="pass" className={buttons.button.ghost} disabled={busy}>
          <span aria-hidden="true">←</span> {t("swipe.pass")}
        </button>
        <button
          type="submit"
          name="decision"
          value="like"
          className={buttons.button.primary}
          disabled={busy || !canLike}
        >
          {t("swipe.like")} <span aria-hidden="true">→</span>
        </button>
      </fetcher.Form>
      <p className={styles.hint} data-testid="swipe-hint">
        {canLike ? t("swipe.keys_hint") : t("swipe.keys_hint_pass")}
      </p>
      <Link to={`/members/${card.id}`} className={styles.profileLink}>
        {t("swipe.view_profile", { name: card.name })}
      </Link>
    </div>
  );
}
