import { useTranslation } from "react-i18next";
import { TextField } from "~/components/fields/text-field";
import * as styles from "../signup-steps.css";
import type { StepProps } from "./step-props";

/**
 * Step 3: username and e-mail address, with a "Did you mean" button for a near-miss domain; a
 * well-formed address is only questioned (`keep`: the address as typed, kept with one click).
 */
export function AccountStep({ fields, suggestion, keep }: StepProps & { suggestion?: string; keep?: string }) {
  const { t } = useTranslation("signup");
  return (
    <>
      <TextField field={fields.name} label={t("name")} autoComplete="nickname" />
      <TextField
        field={fields.email}
        type="email"
        label={t("email")}
        autoComplete="email"
        description={
          suggestion && (
            <p className={styles.hint} role="status">
              {t("did_you_mean")}{" "}
              <button type="submit" name="use_email" value={suggestion} className={styles.linkButton}>
                {suggestion}
              </button>
              ?
              {keep ? (
                <>
                  {" "}
                  <button type="submit" name="use_email" value={keep} className={styles.linkButton}>
                    {t("keep_email", { email: keep })}
                  </button>
                </>
              ) : null}
            </p>
          )
        }
      />
    </>
  );
}
