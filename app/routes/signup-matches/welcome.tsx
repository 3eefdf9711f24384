import { useTranslation } from "react-i18next";
import { ResendActivation, ResendStatus } from "~/features/signup/resend-activation";
import * as styles from "./styles.css";

/**
 * What the completion page says (docs/decisions/023): the welcome, the free credits and, until the
 * address is confirmed, the activation e-mail with its resend, which comes back to this page.
 */
export function Welcome({
  name,
  email,
  confirmed,
  credits,
  sent,
}: {
  name: string;
  email: string;
  confirmed: boolean;
  credits: number;
  sent: "sent" | "wait" | null;
}) {
  const { t } = useTranslation("signup");
  return (
    <section aria-labelledby="welcome-title" className={styles.welcome}>
      <h1 id="welcome-title" className={styles.title}>
        {t("complete.welcome", { name })}
      </h1>
      <p className={styles.line}>{t("complete.credits", { count: credits })}</p>
      {confirmed ? null : (
        <>
          <p className={styles.line}>{t("complete.check_mail", { email })}</p>
          <ResendStatus outcome={sent} />
          <ResendActivation redirectTo="/signup-matches?sent=1" />
        </>
      )}
    </section>
  );
}
