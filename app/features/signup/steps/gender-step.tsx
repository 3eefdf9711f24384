import { useTranslation } from "react-i18next";
import { RadioGroupField } from "~/components/fields/radio-group-field";
import { SelectField } from "~/components/fields/select-field";
import { GENDERS, SEXUALITIES } from "~/domain/profile-values";
import type { StepProps } from "./step-props";

/** Step 0: gender and orientation, each only when the site shows it. */
export function GenderStep({ fields, shown }: StepProps & { shown: string[] }) {
  const { t } = useTranslation("signup");
  return (
    <>
      {shown.includes("gender") && (
        <RadioGroupField
          field={fields.gender}
          label={t("gender.label")}
          options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        />
      )}
      {shown.includes("sexuality") && (
        <SelectField field={fields.sexuality} label={t("sexuality.label")}>
          <option value="" disabled>
            {t("choose")}
          </option>
          {SEXUALITIES.map((s) => (
            <option key={s} value={s}>
              {t(`sexuality.${s}`)}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
