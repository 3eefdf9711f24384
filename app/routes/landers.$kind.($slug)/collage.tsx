import { FacePhoto, useFaceTitle } from "~/features/landing/faces";
import type { LanderProps } from "./landers";
import { LanderFrame } from "./lander-frame";
import * as styles from "./landers.css";

/** Where each photo sits: one large, one tall, six small; twelve cells, 3 × 4 on a phone and 4 × 3 wider. */
const TILE = [styles.collageLarge, "", styles.collageTall, "", "", "", "", ""];

/** A photo collage of the site's members. */
export function Collage({ base }: LanderProps) {
  const title = useFaceTitle();
  const faces = base.faces.slice(0, TILE.length);
  return (
    <LanderFrame
      kind="collagelanding"
      base={base}
      picture={
        <ul className={styles.collage} data-testid="collage">
          {faces.map((face, i) => (
            <li key={face.id} className={`${styles.collageTile} ${TILE[i]}`}>
              <FacePhoto
                face={face}
                priority={i === 0}
                className={styles.collagePhoto}
                sizes={i === 0 ? "(min-width: 992px) 360px, 66vw" : "(min-width: 992px) 180px, 33vw"}
              />
              <span className={styles.collageName}>{title(face)}</span>
            </li>
          ))}
        </ul>
      }
    />
  );
}
