import { useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { PageCard } from "~/components/page-card";
import { useFormatters } from "~/i18n/format";
import { pageTitle } from "~/utils/meta";
import { CodeStep } from "./code-step";
import { MandateFields } from "./mandate-fields";
import type { MandateForm } from "./directdebit.schema";
import { directDebitAction, directDebitPage } from "./directdebit.server";
import { ServerForm } from "~/components/fields/server-form";
import * as styles from "./styles.css";

export const handle = { i18n: ["directdebit", "credits"] };

/** /directdebit (docs/product.md#sepa-direct-debit): the SEPA mandate for a package, confirmed by a code sent by SMS. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([directDebitPage(request, context), context.t("directdebit")]);
  return json({ ...page, title: t("title") });
}

export const action = ({ request, context }: ActionFunctionArgs) => directDebitAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function DirectDebit() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("directdebit");
  const format = useFormatters();
  const minutes = actionData?.minutes ?? null;
  const errorText = (code: string) => t(`errors.${code}`, { minutes, defaultValue: t("errors.invalid") });
  const [form, fields] = useForm<MandateForm>({
    id: "directdebit-mandate",
    lastResult: actionData?.step === "details" ? actionData.result : undefined,
    // Checked on the server at Send only: a check on blur is a submission of its own, and on a busy
    // site it could land after the Send and cancel it.
  });
  const pkg = data.package;
  const price = pkg.discounted_amount ?? pkg.amount;
  return (
    <PageCard id="directdebit-title" title={data.title}>
      <p className={styles.summary} data-testid="directdebit-summary">
        {t("summary", { count: pkg.credits, price: format.money(price, data.currency) })}
        {pkg.discounted_amount !== null ? (
          <>
            {" "}
            <s>
              <span className="visually-hidden">{t("oldPrice")} </span>
              {format.money(pkg.amount, data.currency)}
            </s>
          </>
        ) : null}
      </p>
      {data.discount && pkg.discounted_amount !== null ? (
        <p className={styles.note}>
          {t("discount", { code: data.discount.code, percent: format.percent(data.discount.percent) })}
        </p>
      ) : null}
      {data.codeError ? (
        <p role="alert" className={styles.note}>
          {t(`credits:errors.${data.codeError}`)}
        </p>
      ) : null}
      {!data.available ? (
        <>
          <p role="alert">{t("unavailable")}</p>
          <Link to={data.back} className={buttons.button.primary}>
            {t("otherMethod")}
          </Link>
        </>
      ) : actionData?.step === "code" ? (
        <CodeStep answer={actionData} errorText={errorText} formKey={data.formKey} />
      ) : (
        <ServerForm
          form={form}
          errorText={errorText}
          intent="mandate"
          status={<p className={styles.note}>{t("intro")}</p>}
          submit={t("sendCode")}
          footer={
            <Link to={data.back} className={buttons.button.ghost}>
              {t("otherMethod")}
            </Link>
          }
        >
          {/* The details sent twice (a double click, a retry) start one mandate and send one SMS. */}
          <input type="hidden" name="key" value={data.formKey} />
          <MandateFields fields={fields} />
        </ServerForm>
      )}
    </PageCard>
  );
}
