import { useState } from "react";
import { useTranslation } from "react-i18next";
import { initialText } from "~/components/fields/field";
import { SelectField } from "~/components/fields/select-field";
import { TextField } from "~/components/fields/text-field";
import type { StepProps } from "./step-props";
import { countryName } from "~/i18n/intl";

/** Step 2: country, an optional region of it and an optional city. */
export function LocationStep({
  fields,
  countries,
  regions,
}: StepProps & { countries: string[]; regions: { country: string; name: string }[] }) {
  const { t, i18n } = useTranslation("signup");
  // Only the chosen country's regions (the first country's until one is chosen; with JavaScript
  // the list follows the country select at once).
  const [country, setCountry] = useState(initialText(fields.country) || countries[0] || "");
  return (
    <>
      <SelectField field={fields.country} label={t("location.country")} onChange={(e) => setCountry(e.target.value)}>
        {countries.map((c) => (
          <option key={c} value={c}>
            {countryName(i18n.language, c)}
          </option>
        ))}
      </SelectField>
      <SelectField field={fields.region} label={t("location.region")}>
        <option value="">{t("location.none")}</option>
        {regions
          .filter((r) => r.country === country)
          .map((r) => (
            <option key={r.name} value={r.name}>
              {r.name}
            </option>
          ))}
      </SelectField>
      <TextField field={fields.city} label={t("location.city")} autoComplete="address-level2" />
    </>
  );
}
