import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Photo } from "~/api/schemas/profile";
import { PlaceholderTile } from "~/components/placeholder-tile";
import { photoUrl } from "../photo-url";
import { VisitorButton } from "../signup-modal";
import * as styles from "./styles.css";

/**
 * The member's photos as a strip that swipes on touch screens and scrolls by keyboard (CSS scroll
 * snapping: no script). Photos the viewer may not see are counted in a locked tile that offers
 * premium (members) or the signup (visitors).
 */
export function PhotoGallery({
  memberId,
  name,
  photos,
  locked,
  cdnPrefix,
  visitor,
}: {
  memberId: number;
  name: string;
  photos: Photo[];
  locked: number;
  cdnPrefix: string;
  visitor: boolean;
}) {
  const { t } = useTranslation("members");
  const total = photos.length + locked;
  if (total === 0) {
    return <PlaceholderTile name={name} className={styles.noPhoto} />;
  }
  return (
    <section className={styles.gallery} aria-label={t("profile.photos", { count: total })}>
      <ul className={styles.strip} tabIndex={0} data-testid="photo-strip">
        {photos.map((photo, i) => (
          <li key={photo.id} className={styles.slide}>
            <img
              src={photoUrl(cdnPrefix, photo.filename)}
              alt={t("profile.photo_n", { name, n: i + 1, count: total })}
              className={styles.slidePhoto}
              width={480}
              height={480}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
            />
          </li>
        ))}
        {locked > 0 ? (
          <li className={styles.slide} data-testid="locked-photos">
            <div className={styles.locked}>
              <p>{t("profile.locked", { count: locked })}</p>
              {visitor ? (
                <VisitorButton need="photo" memberId={memberId} className={styles.lockedAction}>
                  {t("profile.locked_visitor")}
                </VisitorButton>
              ) : (
                <Link to="/premium" className={styles.lockedAction}>
                  {t("profile.locked_premium")}
                </Link>
              )}
            </div>
          </li>
        ) : null}
      </ul>
      {total > 1 ? <p className={styles.swipeHint}>{t("profile.swipe_hint", { count: total })}</p> : null}
    </section>
  );
}
