import { useTranslation } from "react-i18next";
import type { OwnProfileResponse } from "~/api/schemas/profile";
import { MemberAbout } from "~/features/members/member-about";
import { photoUrl } from "~/features/members/photo-url";
import * as screen from "~/features/members/profile-screen/styles.css";
import type { ProfilePreview as Preview } from "./preview";
import * as styles from "./styles.css";

/**
 * The profile as other members see it on its profile screen (main photo, name and age, place, the
 * details and interests), drawn with the screen's own pieces. It shows what the form holds: the
 * saved profile when the page opens, each change as the member makes it (with JavaScript).
 */
export function ProfilePreview({
  own,
  cdnPrefix,
  preview,
}: {
  own: Pick<OwnProfileResponse, "profile" | "photos">;
  cdnPrefix: string;
  preview: Preview;
}) {
  const { t } = useTranslation("profile");
  const { name, age } = own.profile;
  const main = own.photos.find((photo) => photo.is_main) ?? own.photos[0];
  return (
    <section
      className={`${styles.card} ${styles.preview}`}
      aria-labelledby="preview-title"
      data-testid="profile-preview"
    >
      <h2 id="preview-title" className={styles.heading}>
        {t("preview.title")}
      </h2>
      <p className={styles.previewNote}>{t("preview.note")}</p>
      {main ? (
        <img
          src={photoUrl(cdnPrefix, main.thumb_filename)}
          alt={t("member.main_photo", { name })}
          className={screen.mainPhoto}
          width={300}
          height={300}
          decoding="async"
        />
      ) : (
        <div className={`${screen.noPhoto} ${styles.previewInitial}`} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </div>
      )}
      <h3 className={styles.previewName}>{age === null ? name : t("member.name_age", { name, age })}</h3>
      {preview.place ? <p className={styles.previewPlace}>{preview.place}</p> : null}
      <p className={styles.previewPlace}>{t("member.photo_count", { count: own.photos.length })}</p>
      <MemberAbout details={preview.details} interests={preview.interests} subheading="h4" />
    </section>
  );
}
