import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLiveCountsStore } from "~/components/live-counts";
import * as buttons from "~/components/button.css";
import { OperatedNote } from "~/features/members/operated-mark";
import { Avatar } from "./avatar";
import * as styles from "./styles.css";

interface Partner {
  id: number;
  name: string;
  online?: boolean;
  main_image: { thumb_filename: string } | null;
  fictional_icon: boolean;
}

/**
 * The conversation's top bar (docs/product.md#chat): Back to the list on phones, the partner's photo, name and
 * online state linking to the profile, and the member's credits (kept current like the navigation's).
 * A partner the site's team operates is said to be so under it, before anything is written.
 */
export function TopBar({ profile, credits, cdnPrefix }: { profile: Partner; credits: number; cdnPrefix: string }) {
  const { t } = useTranslation("chat");
  const shown = useLiveCountsStore()?.credits ?? credits;
  return (
    <header className={styles.topBar}>
      <Link to="/chats" className={`${buttons.button.ghost} ${styles.back}`}>
        {t("conversation.back")}
      </Link>
      <Link to={`/members/${profile.id}`} className={styles.partner} data-testid="partner">
        <Avatar member={profile} cdnPrefix={cdnPrefix} size="header" />
        <span>
          <h1 id="partner-name" className={styles.partnerName}>
            {profile.name}
          </h1>
          {profile.online ? <span className={styles.online}>{t("conversation.online")}</span> : null}
        </span>
      </Link>
      <span className={styles.credits} data-testid="chat-credits">
        {t("conversation.credits", { count: shown })}
      </span>
      {profile.fictional_icon ? <OperatedNote form="singular" className={styles.operated} /> : null}
    </header>
  );
}
