import { Link, useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import { PopupPhotoLink, type PopupProfile } from "./popup-photo-link";
import * as styles from "./match-popup.css";

/** What /resources/like-modal answers: the member to show, or none. */
export interface LikeModalAnswer {
  profile: PopupProfile | null;
}

/** The longest wait the query may ask for; a larger `t` is taken as this. */
const MAX_DELAY_S = 600;

/** `t` from the query as a delay in seconds, or null when there is no valid one. */
export function likeModalDelay(search: string): number | null {
  const t = new URLSearchParams(search).get("t");
  if (t === null || !/^\d{1,6}$/.test(t)) return null;
  return Math.min(Number(t), MAX_DELAY_S);
}

/**
 * The like modal of the default layout (texts in the common namespace: it may open on any page) (docs/product.md#likes-and-matches): `t` seconds after a page opened with ?t=, it
 * shows a member (?lb=, else the newest like); `t` then leaves the URL so a reload does not show it
 * again. Its button and its photo open the member's profile.
 */
export function LikeModal({ cdnPrefix }: { cdnPrefix: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<LikeModalAnswer>();
  const [closed, setClosed] = useState(false);
  const delay = likeModalDelay(location.search);
  useEffect(() => {
    if (delay === null) return;
    const params = new URLSearchParams(location.search);
    const timer = setTimeout(() => {
      fetcher.load(`/resources/like-modal?${new URLSearchParams({ lb: params.get("lb") ?? "" })}`);
      params.delete("t");
      const query = params.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ""}`, { replace: true, preventScrollReset: true });
    }, delay * 1000);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay]);
  const profile = fetcher.data?.profile;
  if (!profile || closed) return null;
  const href = `/members/${profile.id}`;
  return (
    <Modal labelledBy="like-modal-title" onClose={() => setClosed(true)} testId="like-modal">
      <div className={styles.popup}>
        <h2 id="like-modal-title" className={styles.title}>
          {t("likeModal.title", { name: profile.name })}
        </h2>
        <PopupPhotoLink
          profile={profile}
          cdnPrefix={cdnPrefix}
          label={t("likeModal.open", { name: profile.name })}
          onClick={() => setClosed(true)}
        />
        <Link to={href} className={buttons.button.primary} autoFocus onClick={() => setClosed(true)}>
          {t("likeModal.button")}
        </Link>
        <button type="button" className={buttons.button.ghost} onClick={() => setClosed(true)}>
          {t("likeModal.close")}
        </button>
      </div>
    </Modal>
  );
}
