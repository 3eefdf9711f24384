import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { SelectField } from "~/components/fields/select-field";
import { TextField } from "~/components/fields/text-field";
import { FieldHelp } from "~/components/fields/field";
import * as fieldStyles from "~/components/fields/fields.css";
import { COMPLAINT_TEXT_MAX } from "~/domain/members";
import type { ComplaintForm } from "./complaint.schema";

type Fields = { [K in keyof Required<ComplaintForm>]: FieldMetadata<ComplaintForm[K], ComplaintForm, string[]> };

/** Reason, what happened, a visitor's address and, for a report, "also block". */
export function ComplaintFields({
  fields,
  reasons,
  visitor,
  blockName,
}: {
  fields: Fields;
  reasons: readonly string[];
  visitor: boolean;
  /** The reported member, who may be blocked in the same step. */
  blockName?: string;
}) {
  const { t } = useTranslation("complaints");
  return (
    <>
      <SelectField field={fields.reason} label={t("reason")}>
        <option value="">{t("choose")}</option>
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        field={fields.text}
        label={t("text")}
        rows={6}
        maxLength={COMPLAINT_TEXT_MAX}
        description={t("text_hint", { max: COMPLAINT_TEXT_MAX })}
      />
      {visitor ? (
        <TextField
          field={fields.email}
          label={t("email")}
          type="email"
          autoComplete="email"
          description={t("email_hint")}
        />
      ) : null}
      {blockName ? (
        <div>
          <label className={fieldStyles.choice}>
            <input
              key={fields.block.key}
              type="checkbox"
              id={fields.block.id}
              name={fields.block.name}
              form={fields.block.formId}
              defaultChecked={fields.block.initialValue === "on"}
              aria-describedby={fields.block.descriptionId}
            />
            {t("block", { name: blockName })}
          </label>
          <FieldHelp field={fields.block} description={t("block_hint", { name: blockName })} />
        </div>
      ) : null}
    </>
  );
}
