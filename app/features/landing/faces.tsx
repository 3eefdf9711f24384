import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PromoNote, PromoTile } from "~/features/members/promo-tile";
import {
  isPromoSlot,
  PROMO_POSITIONS,
  withPromoTiles,
  type PromoTile as PromoTileData,
} from "~/features/members/promo-tiles";
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

/**
 * Faces in the lander grid; the first `priority` of them (the first row on a phone) load at once.
 * With `tiles`, the site's cam and resell tiles sit among them where the search puts them, with
 * the line saying what they are.
 */
export function FaceGrid({
  faces,
  priority = 2,
  tiles = [],
  extra,
}: {
  faces: LanderFace[];
  priority?: number;
  tiles?: PromoTileData[];
  /** Drawn over each face's photo: what a kind of lander adds to a face. */
  extra?: (face: LanderFace) => ReactNode;
}) {
  const items = withPromoTiles(faces, tiles, PROMO_POSITIONS);
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, i) =>
          isPromoSlot(item) ? (
            <li key={`promo-${item.promo.id}`}>
              <PromoTile tile={item.promo} />
            </li>
          ) : (
            <li key={item.id}>
              <FaceCard face={item} priority={i < priority}>
                {extra?.(item)}
              </FaceCard>
            </li>
          )
        )}
      </ul>
      {items.length > faces.length ? <PromoNote className={styles.note} /> : null}
    </>
  );
}
