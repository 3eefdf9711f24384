import { useTranslation } from "react-i18next";
import { InterestIcon } from "~/components/interest-icon";
import type { MemberDetail } from "./member-details";
import * as styles from "./member-about.css";

/**
 * What a profile says about the member: the descriptive fields and the interests, as another
 * member sees them (the profile screen, and the preview on the own profile).
 */
export function MemberAbout({
  details,
  interests,
  subheading: Subheading = "h3",
}: {
  details: MemberDetail[];
  interests: string[];
  /** The level of the interests' heading, one below the heading of the surrounding section. */
  subheading?: "h3" | "h4";
}) {
  const { t } = useTranslation("profile");
  return (
    <>
      {details.length > 0 ? (
        <dl className={styles.details}>
          {details.map(({ field, value }) => (
            <div key={field}>
              <dt className={styles.term}>{t(`fields.${field}`)}</dt>
              <dd className={styles.value}>{t(`values.${field}.${value}`)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {interests.length > 0 ? (
        <>
          <Subheading className={styles.subheading}>{t("fields.interests")}</Subheading>
          <ul className={styles.interests}>
            {interests.map((key) => (
              <li key={key} className={styles.interest}>
                <InterestIcon interest={key} />
                {t(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
