import { InterestIcon } from "~/components/interest-icon";
import { useTranslation } from "react-i18next";
import { FaceGrid } from "~/features/landing/faces";
import type { LanderProps } from "./landers";
import { LanderFrame } from "./lander-frame";
import * as styles from "./landers.css";

/** Interests as the hook: what the members share, then faces with their interests' icons. */
export function Icons({ base, extras }: LanderProps) {
  const { t } = useTranslation("landers");
  const interests = extras.interests ?? [];
  const labels = new Map(interests.map((i) => [i.key, i.label]));
  return (
    <LanderFrame
      kind="iconslanding"
      base={base}
      picture={
        <ul className={styles.interests} data-testid="interests">
          {interests.map((interest) => (
            <li key={interest.key} className={styles.interest}>
              <InterestIcon interest={interest.key} className={styles.interestIcon} />
              <span className={styles.interestLabel}>{interest.label}</span>
              <span className={styles.interestCount}>{t("kinds.iconslanding.members", { count: interest.count })}</span>
            </li>
          ))}
        </ul>
      }
      more={
        <section className={styles.section} aria-labelledby="icons-faces">
          <h2 id="icons-faces" className={styles.sectionTitle}>
            {t("kinds.iconslanding.faces")}
          </h2>
          <FaceGrid
            faces={base.faces.slice(0, 8)}
            priority={0}
            tiles={base.tiles}
            extra={(face) => (
              <span className={styles.faceIcons}>
                {face.interests
                  .filter((key) => labels.has(key))
                  .slice(0, 3)
                  .map((key) => (
                    <span key={key} role="img" aria-label={labels.get(key)}>
                      <InterestIcon interest={key} className={styles.faceIcon} />
                    </span>
                  ))}
              </span>
            )}
          />
        </section>
      }
    />
  );
}
