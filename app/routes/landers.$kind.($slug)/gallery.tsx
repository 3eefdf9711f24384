import { FaceGrid } from "~/features/landing/faces";
import type { LanderFace } from "~/features/landing/lander-data.server";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import type { LanderProps } from "./landers";
import * as styles from "./landers.css";

/** How many faces the gallery shows. */
const GALLERY_SIZE = 16;

/**
 * A browsable grid: each member with how many more photos they have, shown blurred. The blur is
 * of the main photo, which is public anyway: the other photos never leave the API for a visitor.
 */
export function Gallery({ base }: LanderProps) {
  const { t, copy } = useLanderCopy("gallery", base);
  const faces = base.faces.slice(0, GALLERY_SIZE);
  const morePhotos = (face: LanderFace) => {
    const more = face.photoCount - 1;
    return more > 0 ? (
      <span className={styles.more}>
        <img src={face.photo.small} alt="" className={styles.blurred} width={36} height={36} loading="lazy" />
        <span className={styles.moreCount}>{t("kinds.gallery.more_photos", { count: more })}</span>
      </span>
    ) : null;
  };
  // Two rows before the signup on a phone; the rest after it.
  return (
    <LanderPage
      base={base}
      {...copy}
      picture={<FaceGrid faces={faces.slice(0, 4)} extra={morePhotos} />}
      more={<FaceGrid faces={faces.slice(4)} priority={0} extra={morePhotos} tiles={base.tiles} />}
    />
  );
}
