import type { LanderProps } from "./landers";
import { LanderFrame, MovingShow } from "./lander-frame";
import * as styles from "./landers.css";

/**
 * A moving sequence made from the members' photos in CSS (nothing downloaded, no script): each
 * photo fades in and drifts, one after the other. With reduced motion, a still grid of the same
 * members instead.
 */
export function Slideshow({ base }: LanderProps) {
  return (
    <LanderFrame
      kind="transitionsvideolanding"
      base={base}
      picture={
        <MovingShow
          faces={base.faces.slice(0, styles.SLIDE_COUNT)}
          testId="slideshow"
          look={styles.slideshowLook}
          sizes="(min-width: 992px) 700px, 100vw"
        />
      }
    />
  );
}
