import { FaceGrid } from "~/features/landing/faces";
import { LanderPage } from "~/features/landing/lander-page";
import { useLanderCopy } from "~/features/landing/lander-copy";
import type { LanderProps } from "./landers";
import * as styles from "./landers.css";

/** Who is online now, and that tonight is still open: urgency. */
export function AloneTonight({ base }: LanderProps) {
  const { t, copy } = useLanderCopy("alonetonight", base);
  const online = base.faces.filter((f) => f.online);
  // Online members first; when few are, the newest fill the rows.
  const faces = [...online, ...base.faces.filter((f) => !f.online)].slice(0, 12);
  return (
    <LanderPage
      base={base}
      {...copy}
      picture={
        <>
          <p className={styles.urgent}>
            <span className={styles.pulseDot} aria-hidden="true" />
            {t("kinds.alonetonight.urgency")}
          </p>
          {/* Two rows before the signup on a phone; the rest after it. */}
          <FaceGrid faces={faces.slice(0, 4)} />
        </>
      }
      more={<FaceGrid faces={faces.slice(4)} priority={0} tiles={base.tiles} />}
    />
  );
}
