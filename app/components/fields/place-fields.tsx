import { useTranslation } from "react-i18next";
import type { FieldMeta } from "./field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

/** A country of the site with its regions (the regions catalogue's names), as a place form offers it. */
export interface PlaceCountry {
  code: string;
  name: string;
  regions: string[];
}

/**
 * Country, region and city of a member's place (the profile, the settings' location): the site's
 * countries, each one's regions grouped under it, and a free city of at most 80 characters.
 */
export function PlaceFields({
  fields,
  countries,
}: {
  fields: { country: FieldMeta; region: FieldMeta; city: FieldMeta };
  countries: PlaceCountry[];
}) {
  // Common texts: the settings page's place needs no other text of the profile.
  const { t } = useTranslation();
  return (
    <>
      <SelectField field={fields.country} label={t("place.country")}>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <SelectField field={fields.region} label={t("place.region")}>
        <option value="">{t("place.notSpecified")}</option>
        {countries.map((c) => (
          <optgroup key={c.code} label={c.name}>
            {c.regions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField field={fields.city} label={t("place.city")} maxLength={80} autoComplete="address-level2" />
    </>
  );
}
