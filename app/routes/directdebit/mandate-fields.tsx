import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/fields/text-field";
import type { MandateForm } from "./directdebit.schema";

type Fields = { [K in keyof MandateForm]-?: FieldMetadata<MandateForm[K], MandateForm, string[]> };

/** Account holder, IBAN, address and phone of a SEPA mandate (the limits are the contract's). */
export function MandateFields({ fields }: { fields: Fields }) {
  const { t } = useTranslation("directdebit");
  return (
    <>
      <TextField field={fields.account_holder} label={t("fields.account_holder")} autoComplete="name" maxLength={70} />
      <TextField
        field={fields.iban}
        label={t("fields.iban")}
        autoComplete="off"
        maxLength={42}
        description={t("fields.iban_hint")}
      />
      <TextField field={fields.street} label={t("fields.street")} autoComplete="address-line1" maxLength={70} />
      <TextField
        field={fields.house_number}
        label={t("fields.house_number")}
        autoComplete="address-line2"
        maxLength={10}
      />
      <TextField field={fields.zip} label={t("fields.zip")} autoComplete="postal-code" maxLength={10} />
      <TextField field={fields.city} label={t("fields.city")} autoComplete="address-level2" maxLength={50} />
      <TextField
        field={fields.phone}
        label={t("fields.phone")}
        type="tel"
        autoComplete="tel"
        maxLength={20}
        description={t("fields.phone_hint")}
      />
    </>
  );
}
