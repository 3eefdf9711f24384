import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChipPickerField } from "~/components/fields/chip-picker-field";
import { ChipsField } from "~/components/fields/choice-chips-field";
import { SegmentedField } from "~/components/fields/segmented-field";
import { ServerForm, SubmitButton } from "~/components/fields/server-form";
import { PlaceFields, type PlaceCountry } from "~/components/fields/place-fields";
import { InterestIcon } from "~/components/interest-icon";
import { CHOICE_OPTIONS } from "./choice-options";
import type { ProfileDetails } from "./details.schema";
import * as styles from "./styles.css";

type ChoiceName = keyof typeof CHOICE_OPTIONS;

/** The form's sections after the photos: who the member is, and what they look for. */
const ABOUT: ChoiceName[] = ["gender", "relationship_status", "hair_color", "eye_color", "body_type", "tattoos"];
const LOOKING_FOR: ChoiceName[] = ["sexuality", "signup_reason"];
/** Up to this many options (with "not specified") fit one bar on a phone. */
const SEGMENTED_MAX = 4;

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

/**
 * The descriptive fields, location and interests in sections; multipart, since the photo upload
 * posts it too. A section whose fields the site shows none of is left out.
 */
export function DetailsForm({ form, fields, visible, interests, countries, saved, busy, errorText }: Props) {
  const { t } = useTranslation("profile");
  // Short lists as one segmented bar, longer ones as chips; "not specified" clears the field.
  const choices = (names: ChoiceName[]) =>
    names
      .filter((name) => visible.includes(name))
      .map((name) => {
        const options = [
          { value: "", label: t("not_specified") },
          ...CHOICE_OPTIONS[name].map((value) => ({ value, label: t(`values.${name}.${value}`) })),
        ];
        const Control = options.length <= SEGMENTED_MAX ? SegmentedField : ChipsField;
        return <Control key={name} field={fields[name]} label={t(`fields.${name}`)} options={options} />;
      });
  const about = choices(ABOUT);
  const lookingFor = choices(LOOKING_FOR);
  const label = (key: string) => t(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") });
  return (
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
      {about.length > 0 || visible.includes("location") ? (
        <Section id="about-title" title={t("details")}>
          {about.length > 0 ? <div className={styles.choices}>{about}</div> : null}
          {visible.includes("location") ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{t("fields.location")}</legend>
              <div className={styles.grid}>
                <PlaceFields fields={fields} countries={countries} />
              </div>
            </fieldset>
          ) : null}
        </Section>
      ) : null}
      {lookingFor.length > 0 ? (
        <Section id="looking-for-title" title={t("looking_for")}>
          <div className={styles.choices}>{lookingFor}</div>
        </Section>
      ) : null}
      {visible.includes("interests") ? (
        <Section id="interests-title" title={t("fields.interests")}>
          <ChipPickerField
            field={fields.interests}
            label={t("interest_picker.legend")}
            choices={interests.map((key) => ({
              value: key,
              text: label(key),
              icon: <InterestIcon interest={key} className={styles.icon} />,
            }))}
            texts={{
              filter: t("interest_picker.filter"),
              chosen: t("interest_picker.chosen"),
              noneChosen: t("interest_picker.none"),
              remove: (text) => t("interest_picker.remove", { interest: text }),
              matches: (count) => t("interest_picker.matches", { count }),
            }}
          />
        </Section>
      ) : null}
      <div className={styles.saveBar}>
        <SubmitButton name="intent" value="save" busy={busy}>
          {t("save")}
        </SubmitButton>
      </div>
    </ServerForm>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
