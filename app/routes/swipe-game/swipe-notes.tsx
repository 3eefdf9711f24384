import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { SWIPE_LIKES_PER_DAY } from "~/domain/members";
import { useResetTime } from "./reset-time";
import * as styles from "./styles.css";

/** docs/product.md#swipe-game: the day's likes are used; when they come back, and premium as the way on. */
export function LimitNote({ resetsAt }: { resetsAt: string }) {
  const { t } = useTranslation("play");
  const time = useResetTime(resetsAt);
  return (
    <div role="status" className={styles.limit} data-testid="swipe-limit">
      <h2 className={styles.noteTitle}>{t("swipe.limit_title")}</h2>
      <p>{t("swipe.limit_text", { limit: SWIPE_LIKES_PER_DAY, time })}</p>
      <p>{t("swipe.premium_text")}</p>
      <Link to="/premium" className={buttons.button.primary}>
        {t("swipe.premium_link")}
      </Link>
    </div>
  );
}

/** The like made a match: say so, with the way to the profile. */
export function MatchNote({ match }: { match: { id: number; name: string } }) {
  const { t } = useTranslation("play");
  return (
    <div role="status" className={styles.match} data-testid="swipe-match">
      <p className={styles.noteTitle}>{t("swipe.match", { name: match.name })}</p>
      <Link to={`/members/${match.id}`}>{t("swipe.view_profile", { name: match.name })}</Link>
    </div>
  );
}

/** No cards left for now. */
export function EmptyNote() {
  const { t } = useTranslation("play");
  return (
    <div className={styles.empty} data-testid="swipe-empty">
      <h2 className={styles.noteTitle}>{t("swipe.empty_title")}</h2>
      <p>{t("swipe.empty_text")}</p>
      <Link to="/members" className={buttons.button.primary}>
        {t("swipe.empty_link")}
      </Link>
    </div>
  );
}
