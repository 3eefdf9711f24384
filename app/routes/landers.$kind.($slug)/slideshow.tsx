import { FacePhoto, FaceGrid, useFaceTitle } from "~/features/landing/faces";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import type { LanderProps } from "./landers";
import * as styles from "./landers.css";

/**
 * A moving sequence made from the members' photos in CSS (nothing downloaded, no script): each
 * photo fades in and drifts, one after the other. With reduced motion, a still grid of the same
 * members instead.
 */
export function Slideshow({ base }: LanderProps) {
  const { copy } = useLanderCopy("transitionsvideolanding", base);
  const title = useFaceTitle();
  const faces = base.faces.slice(0, styles.SLIDE_COUNT);
  return (
    <LanderPage
      base={base}
      {...copy}
      picture={
        <>
          <figure className={`${styles.slideshow} ${styles.moving}`} data-testid="slideshow">
            {faces.map((face, i) => (
              <div key={face.id} className={`${styles.slide} ${styles.slideDelay[i]}`}>
                <FacePhoto
                  face={face}
                  priority={i === 0}
                  className={styles.slidePhoto}
                  sizes="(min-width: 992px) 700px, 100vw"
                />
                <span className={styles.slideCaption}>
                  {title(face)}
                  {face.city ? ` · ${face.city}` : ""}
                </span>
              </div>
            ))}
          </figure>
          {/* The same members for readers and for reduced motion: the show above is decoration. */}
          <div className={styles.stillGrid}>
            <FaceGrid faces={faces} priority={0} />
          </div>
        </>
      }
    />
  );
}
