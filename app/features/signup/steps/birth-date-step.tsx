import { useTranslation } from "react-i18next";
import { DateField } from "~/components/fields/date-field";
import { MAX_AGE, MIN_AGE } from "~/domain/signup-rules";
import type { StepProps } from "./step-props";

/**
 * Step 1: the date of birth as day, month and year, three large selects on one row (a phone opens
 * each as its own picker; no script needed, docs/decisions/023). Only years of adults are offered
 * (the youngest year may still be under age until the birthday: the rules say so on submit).
 */
export function BirthDateStep({ fields }: StepProps) {
  const { t, i18n } = useTranslation("signup");
  const thisYear = new Date().getFullYear();
  return (
    <DateField
      field={fields.date_of_birth}
      label={t("dob.label")}
      parts={{ day: fields.dob_day, month: fields.dob_month, year: fields.dob_year }}
      partLabels={{ day: t("dob.day"), month: t("dob.month"), year: t("dob.year") }}
      language={i18n.language}
      years={{ newest: thisYear - MIN_AGE, oldest: thisYear - MAX_AGE }}
      size="large"
    />
  );
}
