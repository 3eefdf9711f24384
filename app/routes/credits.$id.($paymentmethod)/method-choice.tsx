import { useForm } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttonStyles from "~/components/button.css";
import { RadioGroupField } from "~/components/fields/radio-group-field";
import { ServerForm } from "~/components/fields/server-form";
import type { Package, PaymentMethod, PaymentMethodId } from "~/api/schemas/payments";
import { useFormatters } from "~/i18n/format";
import { MethodLabel } from "~/features/payments/method-logo";
import type { Offer } from "~/features/payments/offer.server";
import { Price } from "~/features/payments/price";
import { StatePanel } from "~/features/payments/state-panel";
import * as styles from "~/features/payments/styles.css";
import type { SubmissionResult } from "@conform-to/react";

export interface CheckoutView {
  package: Package;
  method: PaymentMethodId | null;
  offer: Offer;
  query: string;
  key: string;
}

/** The form's hidden fields: what the page was priced for, its key, and whether the page's script runs. */
function Hidden({ view }: { view: CheckoutView }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return (
    <>
      {scripted ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="country" value={view.offer.country} />
      {view.offer.codeApplied ? <input type="hidden" name="code" value={view.offer.code} /> : null}
      <input type="hidden" name="key" value={view.key} />
    </>
  );
}

/** Package, price, the method's fee and the total (the API prices the payment the same way). */
export function Summary({ view, method }: { view: CheckoutView; method: PaymentMethod | null }) {
  const { t } = useTranslation("credits");
  const { money } = useFormatters();
  const { package: pkg, offer } = view;
  const price = pkg.discounted_amount ?? pkg.amount;
  const fee = method?.fee ?? 0;
  return (
    <dl className={styles.summary} data-testid="checkout-summary">
      <div className={styles.summaryRow}>
        <dt>{t("packages.credits", { count: pkg.credits })}</dt>
        <dd>
          <Price amount={pkg.amount} discounted={pkg.discounted_amount} currency={offer.currency} />
        </dd>
      </div>
      {fee > 0 ? (
        <div className={styles.summaryRow}>
          <dt>{t("checkout.fee")}</dt>
          <dd>{money(fee, offer.currency)}</dd>
        </div>
      ) : null}
      {method ? (
        <div className={styles.total}>
          <dt>{t("checkout.total")}</dt>
          <dd data-testid="checkout-total">{money(price + fee, offer.currency)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type Result = SubmissionResult<string[]> | undefined;
/** The form's errors in the member's language (credits:errors.*); a wait names its minutes. */
function useErrorText(minutes: number | null) {
  const { t } = useTranslation("credits");
  return (key: string) => t(`errors.${key}`, { minutes: minutes ?? 60 });
}

/**
 * The methods of the member's country, most used first, each with its mark. A method without a
 * bank step pays at once (a button of the pay form); one with banks, and SEPA direct debit, lead
 * on to their own step.
 */
export function MethodChoice({
  view,
  lastResult,
  minutes,
}: {
  view: CheckoutView;
  lastResult: Result;
  minutes: number | null;
}) {
  const { t } = useTranslation("credits");
  const { money } = useFormatters();
  const errorText = useErrorText(minutes);
  const [form] = useForm({ id: "pay", lastResult });
  return (
    <ServerForm form={form} errorText={errorText} intent="pay">
      <Hidden view={view} />
      <h2 className={styles.tier} id="methods-title">
        {t("checkout.methodsTitle")}
      </h2>
      <ul className={styles.methods} aria-labelledby="methods-title" data-testid="methods">
        {view.offer.methods.map((method) => {
          const content = (
            <>
              <MethodLabel method={method.id} logoClassName={styles.logo} />
              {method.fee > 0 ? (
                <span className={styles.fee}>
                  {t("checkout.plusFee", { fee: money(method.fee, view.offer.currency) })}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={method.id} data-method={method.id}>
              {method.banks.length > 0 || method.id === "sdd" ? (
                <Link to={`/credits/${view.package.id}/${method.id}${view.query}`} className={styles.methodTile}>
                  {content}
                </Link>
              ) : (
                <button type="submit" name="method" value={method.id} className={styles.methodTile}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </ServerForm>
  );
}

/** A chosen method: its bank (iDEAL, EPS, Przelewy24 …) when it has a bank step, then pay. */
export function PayStep({
  view,
  method,
  lastResult,
  minutes,
}: {
  view: CheckoutView;
  method: PaymentMethod;
  lastResult: Result;
  minutes: number | null;
}) {
  const { t } = useTranslation("credits");
  const { money } = useFormatters();
  const errorText = useErrorText(minutes);
  const [form, fields] = useForm<{ bank: string }>({ id: "pay", lastResult });
  const total = (view.package.discounted_amount ?? view.package.amount) + method.fee;
  return (
    <ServerForm
      form={form}
      errorText={errorText}
      intent="pay"
      submit={t("checkout.pay", { amount: money(total, view.offer.currency) })}
      footer={<Link to={`/credits/${view.package.id}${view.query}`}>{t("checkout.otherMethod")}</Link>}
    >
      <Hidden view={view} />
      <input type="hidden" name="method" value={method.id} />
      <p className={styles.bankChoice}>
        <MethodLabel method={method.id} logoClassName={styles.logo} />
      </p>
      {method.banks.length > 0 ? (
        <RadioGroupField
          field={fields.bank}
          label={t("checkout.bank")}
          options={method.banks.map((bank) => ({ value: bank.id, label: bank.name }))}
        />
      ) : null}
    </ServerForm>
  );
}

/** Without JavaScript the post answers this page, which goes on to the provider by itself. */
export function ToProvider({ checkoutUrl }: { checkoutUrl: string }) {
  const { t } = useTranslation("credits");
  return (
    <StatePanel id="to-provider" testId="to-provider" title={t("checkout.toProvider")} live="status">
      <a href={checkoutUrl} className={buttonStyles.button.primary}>
        {t("checkout.toProviderLink")}
      </a>
    </StatePanel>
  );
}
