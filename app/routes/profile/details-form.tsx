import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { FieldError } from "~/components/field-error";
import { CheckboxGroupField } from "~/components/fields/checkbox-group-field";
import { SelectField } from "~/components/fields/select-field";
import { TextField } from "~/components/fields/text-field";
import * as formCss from "~/components/form.css";
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
  countries: { code: string; name: string; regions: string[] }[];
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
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={formCss.stack}
        aria-describedby="profile-form-status"
      >
        <div id="profile-form-status">
          {saved ? (
            <p className={styles.status} role="status">
              {t("saved")}
            </p>
          ) : null}
          <FieldError id={form.errorId} errors={form.errors?.map(errorText)} role="alert" />
        </div>
        <div className={styles.grid}>
          {FORM_CHOICE_FIELDS.filter((name) => visible.includes(name)).map((name) => (
            <SelectField key={name} field={fields[name]} label={t(`fields.${name}`)} errorText={errorText}>
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
              <SelectField field={fields.country} label={t("fields.country")} errorText={errorText}>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <SelectField field={fields.region} label={t("fields.region")} errorText={errorText}>
                <option value="">{t("not_specified")}</option>
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
              <TextField
                field={fields.city}
                label={t("fields.city")}
                errorText={errorText}
                maxLength={80}
                autoComplete="address-level2"
              />
            </div>
          </fieldset>
        ) : null}
        {visible.includes("interests") ? (
          <CheckboxGroupField
            field={fields.interests}
            label={t("fields.interests")}
            errorText={errorText}
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
          <button type="submit" name="intent" value="save" className={buttons.button.primary} disabled={busy}>
            {t("save")}
          </button>
        </div>
      </Form>
    </section>
  );
}
