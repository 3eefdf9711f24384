import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { CheckboxGroupField } from "~/components/fields/checkbox-group-field";
import { SelectField } from "~/components/fields/select-field";
import { ServerForm, SubmitButton } from "~/components/fields/server-form";
import { PlaceFields, type PlaceCountry } from "~/components/fields/place-fields";
import { InterestIcon } from "~/components/interest-icon";
import { CHOICE_FIELDS, FORM_CHOICE_FIELDS, GENDERS, SEXUALITIES } from "~/domain/profile-values";
import type { ProfileDetails } from "./details.schema";
import * as styles from "./styles.css";

/** The values each select offers; "" (not specified) clears the field. */
const OPTIONS: Record<(typeof FORM_CHOICE_FIELDS)[number], readonly string[]> = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  ...CHOICE_FIELDS,
};

interface Props {
  form: FormMetadata<ProfileDetails, string[]>;
  fields: { [K in keyof Required<ProfileDetails>]: FieldMetadata<ProfileDetails[K], ProfileDetails, string[]> };
  visible: string[];
  interests: string[];
  countries: PlaceCountry[];
  saved: boolean;
  busy: boolean;
  errorText: (code: string) => string;
}

/** The descriptive fields, location and interests; multipart, since the photo upload posts it too. */
export function DetailsForm({ form, fields, visible, interests, countries, saved, busy, errorText }: Props) {
  const { t } = useTranslation("profile");
  return (
    <section className={styles.card} aria-labelledby="details-title">
      <h2 id="details-title">{t("details")}</h2>
      <ServerForm
        form={form}
        errorText={errorText}
        encType="multipart/form-data"
        statusId="profile-form-status"
        status={
          saved ? (
            <p className={styles.status} role="status">
              {t("saved")}
            </p>
          ) : null
        }
      >
        <div className={styles.grid}>
          {FORM_CHOICE_FIELDS.filter((name) => visible.includes(name)).map((name) => (
            <SelectField key={name} field={fields[name]} label={t(`fields.${name}`)}>
              <option value="">{t("not_specified")}</option>
              {OPTIONS[name].map((option) => (
                <option key={option} value={option}>
                  {t(`values.${name}.${option}`)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
        {visible.includes("location") ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t("fields.location")}</legend>
            <div className={styles.grid}>
              <PlaceFields fields={fields} countries={countries} />
            </div>
          </fieldset>
        ) : null}
        {visible.includes("interests") ? (
          <CheckboxGroupField
            field={fields.interests}
            label={t("fields.interests")}
            className={styles.interests}
            choiceClassName={styles.interest}
            options={interests.map((key) => ({
              value: key,
              label: (
                <>
                  <InterestIcon interest={key} className={styles.icon} />
                  {t(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") })}
                </>
              ),
            }))}
          />
        ) : null}
        <div className={styles.actions}>
          <SubmitButton name="intent" value="save" busy={busy}>
            {t("save")}
          </SubmitButton>
        </div>
      </ServerForm>
    </section>
  );
}
