import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FeatureIcon } from "~/components/interest-icon";
import * as styles from "./play-links.css";

/**
 * The ways to meet members besides the search: the swipe game and the match finder. Shown on the
 * members page and on each other's page (the phone tab bar keeps its four tabs). Texts: play namespace.
 */
export function PlayLinks({ current }: { current?: "swipe" | "finder" }) {
  const { t } = useTranslation("play");
  return (
    <nav aria-label={t("links.label")} className={styles.links}>
      {current !== "swipe" ? (
        <Link to="/swipe-game" className={styles.link} prefetch="intent">
          <FeatureIcon name="swipe_game" /> {t("links.swipe")}
        </Link>
      ) : null}
      {current !== "finder" ? (
        <Link to="/match-finder" className={styles.link} prefetch="intent">
          <FeatureIcon name="match_finder" /> {t("links.finder")}
        </Link>
      ) : null}
    </nav>
  );
}
