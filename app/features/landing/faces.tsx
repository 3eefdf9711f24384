import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LanderFace } from "./lander-data.server";
import * as styles from "./faces.css";

/** How wide a face is drawn at each breakpoint (the grid's columns), for the browser's srcset choice. */
export const FACE_SIZES = "(min-width: 992px) 260px, (min-width: 576px) 33vw, 50vw";

/**
 * A member's main photo, sized for srcset. The first row is the page's largest paint: loaded at
 * once with high priority; the rest only when scrolled to.
 */
export function FacePhoto({
  face,
  priority = false,
  sizes = FACE_SIZES,
  className = styles.photo,
}: {
  face: Pick<LanderFace, "photo">;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  return (
    <img
      src={face.photo.small}
      srcSet={face.photo.small === face.photo.large ? undefined : `${face.photo.small} 300w, ${face.photo.large} 1200w`}
      sizes={sizes}
      alt=""
      width={300}
      height={400}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...{ fetchpriority: priority ? "high" : "auto" }}
    />
  );
}

/** "Anna, 29" and the city: the words a face is known by. */
export function useFaceTitle() {
  const { t } = useTranslation("landers");
  return (face: Pick<LanderFace, "name" | "age">) =>
    face.age === null ? face.name : t("face.name_age", { name: face.name, age: face.age });
}

/** One face: photo, online badge, name, age and city. */
export function FaceCard({ face, priority, children }: { face: LanderFace; priority?: boolean; children?: ReactNode }) {
  const { t } = useTranslation("landers");
  const title = useFaceTitle();
  return (
    <figure className={styles.card} data-testid="lander-face">
      <FacePhoto face={face} priority={priority} />
      {face.online ? <span className={styles.online}>{t("face.online")}</span> : null}
      <figcaption className={styles.caption}>
        <span className={styles.name}>{title(face)}</span>
        {face.city ? <span className={styles.place}>{face.city}</span> : null}
      </figcaption>
      {children}
    </figure>
  );
}

/** Faces in the lander grid; the first `priority` of them (the first row on a phone) load at once. */
export function FaceGrid({ faces, priority = 2 }: { faces: LanderFace[]; priority?: number }) {
  return (
    <ul className={styles.grid}>
      {faces.map((face, i) => (
        <li key={face.id}>
          <FaceCard face={face} priority={i < priority} />
        </li>
      ))}
    </ul>
  );
}
