import { Link } from "@remix-run/react";
import * as buttons from "~/components/button.css";
import { useTranslation } from "react-i18next";
import { intlTag, relativeTimeFormat } from "~/i18n/intl";
import { FacePhoto, useFaceTitle } from "~/features/landing/faces";
import type { LanderFace } from "~/features/landing/lander-data.server";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import type { LanderProps } from "./landers";
import * as styles from "./landers.css";

const FEED_SIZE = 8;

/** "12 minutes ago", "3 hours ago", "2 days ago" from the page's own clock (a cached page says the same). */
function ago(locale: string, at: string, now: string): string {
  const minutes = Math.max(1, Math.round((Date.parse(now) - Date.parse(at)) / 60_000));
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  if (minutes < 60) return format.format(-minutes, "minute");
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), "hour");
  return format.format(-Math.round(minutes / 1440), "day");
}

/** A feed of the members' latest activity, like a social network's; every action leads to signup. */
export function SocialNetwork({ base }: LanderProps) {
  const { t, copy } = useLanderCopy("socialnetwork", base);
  const { i18n } = useTranslation();
  const title = useFaceTitle();
  const signupTo = base.signup.action;
  const line = (face: LanderFace) =>
    t(`kinds.socialnetwork.activity.${face.activity.kind}`, { name: title(face), city: face.city ?? "" });
  const feed = [...base.faces]
    .sort((a, b) => Date.parse(b.activity.at) - Date.parse(a.activity.at))
    .slice(0, FEED_SIZE);
  const post = (face: LanderFace, i: number) => (
    <li key={face.id} className={styles.post} data-testid="lander-face">
      <div className={styles.postHead}>
        <FacePhoto face={face} className={styles.avatar} sizes="44px" priority={i === 0} />
        <p className={styles.postWho}>
          <strong>{line(face)}</strong>
          <span className={styles.postTime}>
            {face.activity.kind === "online"
              ? t("face.online")
              : ago(intlTag(i18n.language), face.activity.at, base.now)}
          </span>
        </p>
      </div>
      {face.activity.kind === "photo" ? (
        <FacePhoto
          face={face}
          className={styles.postPhoto}
          priority={i === 0}
          sizes="(min-width: 576px) 36rem, 100vw"
        />
      ) : null}
      <div className={styles.postActions}>
        <Link
          to={signupTo}
          className={buttons.button.ghost}
          aria-label={t("kinds.socialnetwork.like_who", { name: title(face) })}
        >
          {t("kinds.socialnetwork.like")}
        </Link>
        <Link
          to={signupTo}
          className={buttons.button.ghost}
          aria-label={t("kinds.socialnetwork.message_who", { name: title(face) })}
        >
          {t("kinds.socialnetwork.message")}
        </Link>
      </div>
    </li>
  );
  // Two posts before the signup on a phone; the feed goes on after it.
  return (
    <LanderPage
      base={base}
      {...copy}
      picture={
        <ol className={styles.feed} aria-label={t("kinds.socialnetwork.feed")}>
          {feed.slice(0, 2).map(post)}
        </ol>
      }
      more={
        <ol className={styles.feed} start={3} aria-label={t("kinds.socialnetwork.feed_more")}>
          {feed.slice(2).map((face, i) => post(face, i + 2))}
        </ol>
      }
    />
  );
}
