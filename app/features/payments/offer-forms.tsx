import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { ErrorTextProvider, getFilterField } from "~/components/fields/field";
import { SelectField } from "~/components/fields/select-field";
import { TextField } from "~/components/fields/text-field";
import { countryName } from "~/i18n/intl";
import { choiceQuery, CODE_INPUT_MAX } from "./checkout-query";
import type { Offer } from "./offer.server";
import * as styles from "./styles.css";

type OfferChoices = Pick<Offer, "country" | "countries" | "code" | "codeApplied" | "codeError">;

/**
 * The country to pay from (the product's `paymentCountry`): a GET form, so it works without JavaScript
 * and the choice lives in the address every next step reads. The code typed stays.
 */
export function CountryForm({ offer }: { offer: OfferChoices }) {
  const { t, i18n } = useTranslation("credits");
  const { pathname } = useLocation();
  if (offer.countries.length < 2) return null;
  // The member's own country first, the others by name in the member's language.
  const [own, ...others] = offer.countries.map((code) => ({ code, name: countryName(i18n.language, code) }));
  const names = [own, ...others.sort((a, b) => a.name.localeCompare(b.name, i18n.language))];
  return (
    <Form id="payment-country" method="get" action={pathname} className={styles.inlineForm} data-testid="country-form">
      {offer.code ? <input type="hidden" name="code" value={offer.code} /> : null}
      <ErrorTextProvider value={(code) => code}>
        <SelectField field={getFilterField("payment-country", "country", offer.country)} label={t("country.label")}>
          {names.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      </ErrorTextProvider>
      <button type="submit" className={buttons.button.ghost}>
        {t("country.submit")}
      </button>
    </Form>
  );
}

/**
 * The discount code field (the product's `discountcode`): a GET form whose code the page checks with the
 * API and carries on to checkout. A code that does not apply says why, and the field keeps it.
 */
export function DiscountCodeForm({ offer }: { offer: OfferChoices }) {
  const { t } = useTranslation("credits");
  const { pathname } = useLocation();
  const errors = offer.codeError ? [offer.codeError] : undefined;
  return (
    <Form id="payment-code" method="get" action={pathname} className={styles.inlineForm} data-testid="code-form">
      <input type="hidden" name="country" value={offer.country} />
      <TextField
        field={getFilterField("payment-code", "code", offer.code, errors)}
        label={t("code.label")}
        autoComplete="off"
        maxLength={CODE_INPUT_MAX}
        errorText={(key) => t(`errors.${key}`)}
        errorRole="alert"
        description={offer.codeApplied ? t("code.applied", { code: offer.code }) : undefined}
      />
      <button type="submit" className={buttons.button.ghost}>
        {t("code.submit")}
      </button>
      {offer.code ? (
        <Link to={`${pathname}${choiceQuery({ country: offer.country })}`} className={buttons.button.ghost}>
          {t("code.remove")}
        </Link>
      ) : null}
    </Form>
  );
}
