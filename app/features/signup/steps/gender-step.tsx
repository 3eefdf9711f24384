import { useTranslation } from "react-i18next";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { GENDERS, SEXUALITIES } from "~/domain/profile-values";
import type { StepProps } from "./step-props";

/** Step 0: gender and orientation, each only when the site shows it, as large choice cards. */
export function GenderStep({ fields, shown }: StepProps & { shown: string[] }) {
  const { t } = useTranslation("signup");
  return (
    <>
      {shown.includes("gender") && (
        <ChipsField
          size="large"
          field={fields.gender}
          label={t("gender.label")}
          options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        />
      )}
      {shown.includes("sexuality") && (
        <ChipsField
          size="large"
          field={fields.sexuality}
          label={t("sexuality.label")}
          options={SEXUALITIES.map((s) => ({ value: s, label: t(`sexuality.${s}`) }))}
        />
      )}
    </>
  );
}
