import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorTextProvider, getFilterField } from "~/components/fields/field";
import { AgeRangeField } from "~/components/fields/age-range-field";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { SegmentedField } from "~/components/fields/segmented-field";
import { SelectField } from "~/components/fields/select-field";
import * as buttons from "~/components/button.css";
import { CHOICE_FIELDS } from "~/domain/profile-values";
import { MAX_SEARCH_AGE, MIN_SEARCH_AGE } from "~/domain/members";
import { filterParams, type SearchFilters } from "~/features/members/search-filters";
import { useCountryName } from "~/features/members/use-country-name";
import * as styles from "./styles.css";

const FORM_ID = "search";

/**
 * The search filters as a GET form: the result is a URL that can be shared and reloaded, and it
 * works the same without JavaScript. Short lists are chips or a segmented bar, each with "any";
 * the ages a range (two number fields without JavaScript, a two-handle slider with it). The region list is the chosen country's (with JavaScript it
 * follows the country select at once; without, after searching).
 */
export function SearchForm({
  filters,
  countries,
  extraFields,
  interests,
}: {
  filters: SearchFilters;
  countries: { code: string; regions: string[]; regionLabel: string }[];
  extraFields: string[];
  interests: string[];
}) {
  const { t } = useTranslation(["members", "profile"]);
  const countryName = useCountryName();
  const navigation = useNavigation();
  const values = filterParams(filters);
  // A new search resets the form to what the URL says (the parent keys it by the query).
  const field = (name: string) => getFilterField(FORM_ID, name, values[name]);
  const [country, setCountry] = useState(values.country ?? "");
  const chosen = countries.find((c) => c.code === country);
  const any = <option value="">{t("members:search.any")}</option>;
  return (
    <Form id={FORM_ID} method="get" action="/members" className={styles.filters} role="search">
      <ErrorTextProvider value={(code) => code}>
        <SegmentedField
          field={field("gender")}
          label={t("members:search.gender")}
          options={[
            { value: "", label: t("members:search.any") },
            { value: "female", label: t("members:search.women") },
            { value: "male", label: t("members:search.men") },
          ]}
        />
        <AgeRangeField
          field={field("ages")}
          label={t("members:search.age")}
          parts={{ min: field("min_age"), max: field("max_age") }}
          partLabels={{ min: t("members:search.min_age"), max: t("members:search.max_age") }}
          bounds={{ lowest: MIN_SEARCH_AGE, highest: MAX_SEARCH_AGE }}
          anyText={t("members:search.any")}
        />
        {countries.length > 1 ? (
          <SelectField
            field={field("country")}
            label={t("members:search.country")}
            onChange={(event) => setCountry(event.target.value)}
          >
            {any}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {countryName(c.code)}
              </option>
            ))}
          </SelectField>
        ) : (
          <input type="hidden" name="country" value={countries[0]?.code ?? ""} />
        )}
        {chosen && chosen.regions.length > 0 ? (
          <SelectField
            key={chosen.code}
            field={field("countryregion")}
            label={t(`members:search.region_label.${chosen.regionLabel}`)}
          >
            {any}
            {chosen.regions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {extraFields.map((name) => (
          <ChipsField
            key={name}
            field={field(name)}
            label={t(`profile:fields.${name}`)}
            options={[
              { value: "", label: t("members:search.any") },
              ...(CHOICE_FIELDS[name as keyof typeof CHOICE_FIELDS] ?? []).map((value) => ({
                value,
                label: t(`profile:values.${name}.${value}`),
              })),
            ]}
          />
        ))}
        {interests.length > 0 ? (
          <SelectField field={field("interest")} label={t("profile:fields.interests")}>
            {any}
            {interests.map((key) => (
              <option key={key} value={key}>
                {t(`profile:interests.${key}`, { defaultValue: key.replace(/_/g, " ") })}
              </option>
            ))}
          </SelectField>
        ) : null}
      </ErrorTextProvider>
      <div className={styles.formActions}>
        <button type="submit" className={buttons.button.primary} disabled={navigation.state === "loading"}>
          {t("members:search.submit")}
        </button>
        <Link to="/members" className={styles.reset}>
          {t("members:search.reset")}
        </Link>
      </div>
    </Form>
  );
}
