import { FacePhoto, FaceGrid, useFaceTitle } from "~/features/landing/faces";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import type { LanderProps } from "./landers";
import * as styles from "./landers.css";

/**
 * A story reel: a phone-shaped frame playing the members' photos one after another with progress
 * bars and a slow zoom, in CSS. With reduced motion, a still grid of the same members.
 */
export function Reel({ base }: LanderProps) {
  const { copy } = useLanderCopy("video", base);
  const title = useFaceTitle();
  const faces = base.faces.slice(0, styles.SLIDE_COUNT);
  return (
    <LanderPage
      base={base}
      {...copy}
      picture={
        <>
          <figure className={`${styles.reel} ${styles.moving}`} data-testid="reel">
            <span className={styles.reelBars} aria-hidden="true">
              {faces.map((face, i) => (
                <span key={face.id} className={styles.reelBar}>
                  <span className={`${styles.reelFill} ${styles.reelDelay[i]}`} />
                </span>
              ))}
            </span>
            {faces.map((face, i) => (
              <div key={face.id} className={`${styles.reelFrame} ${styles.reelDelay[i]}`}>
                <FacePhoto face={face} priority={i === 0} className={styles.slidePhoto} sizes="384px" />
                <span className={styles.reelCaption}>
                  {title(face)}
                  {face.city ? ` · ${face.city}` : ""}
                </span>
              </div>
            ))}
          </figure>
          <div className={styles.stillGrid}>
            <FaceGrid faces={faces} priority={0} />
          </div>
        </>
      }
    />
  );
}
