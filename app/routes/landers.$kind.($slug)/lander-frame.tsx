import type { ReactNode } from "react";
import type { LanderKind } from "~/domain/landing";
import { FaceGrid, FacePhoto, useFaceTitle } from "~/features/landing/faces";
import type { LanderBase, LanderFace } from "~/features/landing/lander-data.server";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import * as styles from "./landers.css";

/** A lander's frame: the page with its kind's headline, lead and signup around what sets the kind apart. */
export function LanderFrame({
  kind,
  base,
  picture,
  more,
}: {
  kind: LanderKind;
  base: LanderBase;
  picture: ReactNode;
  more?: ReactNode;
}) {
  const { copy } = useLanderCopy(kind, base);
  return <LanderPage base={base} {...copy} picture={picture} more={more} />;
}

/**
 * Members' photos played one after another in CSS (nothing downloaded, no script), each with the
 * member's name and city. With reduced motion, and for readers, a still grid of the same members:
 * the show is decoration.
 */
export function MovingShow({
  faces,
  testId,
  look,
  sizes,
  before,
}: {
  faces: LanderFace[];
  testId: string;
  /** The show's class names; `delays`: each frame's turn in the show, by position. */
  look: { show: string; frame: string; caption: string; delays: string[] };
  sizes: string;
  /** What the show draws above its frames (a reel's progress bars). */
  before?: ReactNode;
}) {
  const title = useFaceTitle();
  return (
    <>
      <figure className={`${look.show} ${styles.moving}`} data-testid={testId}>
        {before}
        {faces.map((face, i) => (
          <div key={face.id} className={`${look.frame} ${look.delays[i]}`}>
            <FacePhoto face={face} priority={i === 0} className={styles.slidePhoto} sizes={sizes} />
            <span className={look.caption}>
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
  );
}
