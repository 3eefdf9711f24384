import type { LanderProps } from "./landers";
import { LanderFrame, MovingShow } from "./lander-frame";
import * as styles from "./landers.css";

/**
 * A story reel: a phone-shaped frame playing the members' photos one after another with progress
 * bars and a slow zoom, in CSS. With reduced motion, a still grid of the same members.
 */
export function Reel({ base }: LanderProps) {
  const faces = base.faces.slice(0, styles.SLIDE_COUNT);
  return (
    <LanderFrame
      kind="video"
      base={base}
      picture={
        <MovingShow
          faces={faces}
          testId="reel"
          look={styles.reelLook}
          sizes="384px"
          before={
            <span className={styles.reelBars} aria-hidden="true">
              {faces.map((face, i) => (
                <span key={face.id} className={styles.reelBar}>
                  <span className={`${styles.reelFill} ${styles.reelDelay[i]}`} />
                </span>
              ))}
            </span>
          }
        />
      }
    />
  );
}
