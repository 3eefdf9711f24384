import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { initialText } from "~/components/fields/field";
import { SelectField } from "~/components/fields/select-field";
import { TextField } from "~/components/fields/text-field";
import { useHydrated } from "~/utils/use-hydrated";
import type { StepProps } from "./step-props";
import { countryName } from "~/i18n/intl";

/**
 * Up to this many countries are answer cards (a site serves a few, docs/decisions/023); a longer
 * list is a select, which a phone opens as its own picker.
 */
export const COUNTRY_CARDS_MAX = 8;

/**
 * Step 2: country, an optional region of it and an optional city. The country is a large card
 * each; the region a large select of the chosen country's regions. Without JavaScript the region
 * list cannot follow a card just tapped, so it offers every country's regions under their
 * country's name (the chosen country first) and the server checks that both belong together.
 */
export function LocationStep({
  fields,
  countries,
  regions,
}: StepProps & { countries: string[]; regions: { country: string; name: string }[] }) {
  const { t, i18n } = useTranslation("signup");
  const hydrated = useHydrated();
  const [country, setCountry] = useState(initialText(fields.country) || (countries.length === 1 ? countries[0] : ""));
  const name = (code: string) => countryName(i18n.language, code);
  const regionsOf = (code: string) => regions.filter((r) => r.country === code);
  // The chosen country's group first: the answer a post comes back with is at the top.
  const groups = [...countries].sort((a, b) => Number(b === country) - Number(a === country));
  return (
    <>
      {countries.length <= COUNTRY_CARDS_MAX ? (
        <ChipsField
          size="large"
          field={fields.country}
          label={t("location.country")}
          options={countries.map((c) => ({ value: c, label: name(c) }))}
          onChange={(e) => {
            const input = e.target as HTMLInputElement;
            if (input.name === fields.country.name) setCountry(input.value);
          }}
        />
      ) : (
        <SelectField
          size="large"
          field={fields.country}
          label={t("location.country")}
          onChange={(e) => setCountry(e.target.value)}
        >
          <option value="">{t("location.choose_country")}</option>
          {countries.map((c) => (
            <option key={c} value={c}>
              {name(c)}
            </option>
          ))}
        </SelectField>
      )}
      {/* Remade once the script runs, so the region the server gave back stays chosen in the new list. */}
      <SelectField key={String(hydrated)} size="large" field={fields.region} label={t("location.region")}>
        <option value="">{t("location.none")}</option>
        {hydrated
          ? regionsOf(country).map((r) => (
              <option key={r.name} value={r.name}>
                {r.name}
              </option>
            ))
          : groups.map((c) =>
              regionsOf(c).length ? (
                <optgroup key={c} label={name(c)}>
                  {regionsOf(c).map((r) => (
                    <option key={r.name} value={r.name}>
                      {r.name}
                    </option>
                  ))}
                </optgroup>
              ) : null
            )}
      </SelectField>
      <TextField field={fields.city} label={t("location.city")} autoComplete="address-level2" />
    </>
  );
}
