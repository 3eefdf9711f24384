import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { OwnProfileResponse } from "~/api/schemas/profile";
import * as buttons from "~/components/button.css";
import { FieldError } from "~/components/field-error";
import type { FieldMeta } from "~/components/fields/field";
import { DropZoneField } from "~/components/fields/drop-zone-field";
import { SubmitButton } from "~/components/fields/server-form";
import { PREMIUM_PHOTO_LIMIT } from "~/domain/profile-values";
import * as styles from "./styles.css";

interface Props {
  own: Pick<OwnProfileResponse, "photos" | "photo_limit" | "max_photo_bytes">;
  paid: boolean;
  cdnPrefix: string;
  /** The file field of the details form: a failed upload gives back everything typed there. */
  photo: FieldMeta;
  /** The upload's Idempotency-Key, kept while an upload's outcome is not known (photos.server.ts). */
  photoKey: string;
  uploaded: boolean;
  /** An error of the make-main and delete buttons. */
  photoError: string | null;
  busy: boolean;
  errorText: (code: string) => string;
}

/** The member's photos: thumbnails with make-main and delete, the limit, and the upload. */
export function PhotosSection({ own, paid, cdnPrefix, photo, photoKey, uploaded, photoError, busy, errorText }: Props) {
  const { t } = useTranslation("profile");
  const atLimit = own.photos.length >= own.photo_limit;
  // At the limit there is no file field to show an upload's error beside.
  const sectionError = photoError ?? (atLimit ? photo.errors?.[0] : undefined);
  return (
    <section className={styles.card} aria-labelledby="photos-title">
      <h2 id="photos-title" className={styles.heading}>
        {t("photos.title")}
      </h2>
      <p className={styles.hint}>{t("photos.count", { n: own.photos.length, limit: own.photo_limit })}</p>
      {uploaded ? (
        <p className={styles.status} role="status">
          {t("photos.uploaded")}
        </p>
      ) : null}
      {own.photos.length > 0 ? (
        <ul className={styles.photos}>
          {own.photos.map((p, i) => (
            <li key={p.id} className={styles.photo}>
              <img
                src={`${cdnPrefix}${p.thumb_filename}`}
                alt={t("photos.alt", { n: i + 1 })}
                className={styles.thumb}
                width={300}
                height={300}
                loading="lazy"
              />
              {p.is_main ? (
                <span className={styles.mainBadge}>{t("photos.main")}</span>
              ) : (
                <PhotoButton id={p.id} intent="main" label={t("photos.make_main")} busy={busy} />
              )}
              <PhotoButton
                id={p.id}
                intent="delete"
                label={t("photos.delete")}
                ariaLabel={t("photos.delete_n", { n: i + 1 })}
                busy={busy}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t("photos.none")}</p>
      )}
      {atLimit ? (
        <p className={styles.hint} data-testid="photo-limit">
          {paid
            ? t("photos.limit_premium", { limit: own.photo_limit })
            : t("photos.limit_free", { limit: own.photo_limit, premium: PREMIUM_PHOTO_LIMIT })}{" "}
          {paid ? null : <Link to="/premium">{t("photos.get_premium")}</Link>}
        </p>
      ) : (
        <>
          <DropZoneField
            field={photo}
            resetKey={own.photos.length}
            label={t("photos.add")}
            prompt={t("photos.drop")}
            chosenLabel={t("photos.chosen")}
            description={t("photos.hint", { mb: Math.round(own.max_photo_bytes / 1024 / 1024) })}
            accept="image/jpeg,image/png,image/webp,image/gif"
            maxBytes={own.max_photo_bytes}
            tooLargeText={errorText("photo_too_large")}
            errorText={errorText}
            errorRole="alert"
          />
          <input type="hidden" name="photo_key" value={photoKey} form={photo.formId} />
          <div className={styles.actions}>
            <SubmitButton name="intent" value="upload" form={photo.formId} busy={busy}>
              {t("photos.upload")}
            </SubmitButton>
          </div>
        </>
      )}
      <FieldError id="photo-action-error" errors={sectionError ? [errorText(sectionError)] : undefined} role="alert" />
    </section>
  );
}

function PhotoButton(props: {
  id: number;
  intent: "main" | "delete";
  label: string;
  ariaLabel?: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="photo" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        className={buttons.button.ghost}
        disabled={props.busy}
        aria-label={props.ariaLabel}
      >
        {props.label}
      </button>
    </Form>
  );
}
