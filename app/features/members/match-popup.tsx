import { Link, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import type { AutoLikeResponse } from "~/api/schemas/members";
import { PopupPhotoLink } from "./popup-photo-link";
import * as styles from "./match-popup.css";

/** docs/product.md#likes-and-matches: likes (and the badges) reload this long after the auto-like answer. */
export const LIKES_RELOAD_MS = 500;

/** What /resources/auto-like answers: auto-like.php's answer as it is. */
type Announced = AutoLikeResponse;

/**
 * The animated "New like!" popup (docs/product.md#likes-and-matches): once a profile has loaded, and again when the member's
 * like changed it (`checkKey`), auto-like.php is asked for a member who just liked back. The photo
 * opens that member's profile, the button the conversation; a click anywhere else closes it.
 * A plain request to the resource route, not a fetcher: fetchers are asked again at every
 * revalidation, and auto-like.php announces each like-back only once.
 */
export function MatchPopup({ cdnPrefix, checkKey }: { cdnPrefix: string; checkKey: string }) {
  const { t } = useTranslation("members");
  const revalidator = useRevalidator();
  const [profile, setProfile] = useState<Announced["profile"]>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const request = new AbortController();
    fetch("/resources/auto-like", { signal: request.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<Announced>) : null))
      .then((answer) => {
        if (!answer?.profile) return;
        setProfile(answer.profile);
        setClosed(false);
      })
      // The popup is a bonus: a failure or a page left early shows nothing.
      .catch(() => {});
    return () => request.abort();
  }, [checkKey]);
  useEffect(() => {
    if (!profile) return;
    const timer = setTimeout(() => revalidator.revalidate(), LIKES_RELOAD_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile?.id]);
  if (!profile || closed) return null;
  const close = () => setClosed(true);
  return (
    <Modal labelledBy="match-title" onClose={close} testId="match-popup">
      <div className={styles.popup} onClick={close} role="presentation">
        <h2 id="match-title" className={styles.title}>
          {t("match.title")}
        </h2>
        <PopupPhotoLink profile={profile} cdnPrefix={cdnPrefix} label={t("match.open", { name: profile.name })} />
        <p>{t("match.text", { name: profile.name })}</p>
        <Link to={`/members/${profile.id}/chat`} className={buttons.button.primary} autoFocus>
          {t("match.message")}
        </Link>
      </div>
    </Modal>
  );
}
