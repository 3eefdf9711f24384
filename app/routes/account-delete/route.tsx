import { getFormProps, useForm } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { RadioGroupField } from "~/components/fields/radio-group-field";
import { ServerForm } from "~/components/fields/server-form";
import { PasswordField } from "~/components/fields/password-field";
import { TextField } from "~/components/fields/text-field";
import * as buttons from "~/components/button.css";
import * as form from "~/components/form.css";
import { PageCard } from "~/components/page-card";
import { accountError } from "~/features/account/errors.server";
import {
  DELETE_REASONS,
  DeleteConfirmFormSchema,
  DeleteReasonFormSchema,
  parseForm,
} from "~/features/account/forms.server";
import { clearAuthToken } from "~/utils/auth.server";
import { pageTitle } from "~/utils/meta";
import * as styles from "./styles.css";
import { intentOf, readForm } from "~/utils/read-form.server";

export const handle = { i18n: ["account"] };

/**
 * Account deletion (docs/product.md#account-deletion), in two server-rendered steps (no JavaScript needed): the reason, then
 * the company's delete discount next to the final confirmation. Afterwards the member is logged
 * out and sent to the operator's partner site when one is configured, else to /account-deleted.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.requireUser();
  const [company, t] = await Promise.all([context.site.company().catch(() => null), context.t("account")]);
  return json({ reasons: DELETE_REASONS, discount: company?.delete_discount ?? 0, title: t("delete.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export async function action({ request, context }: ActionFunctionArgs) {
  await context.requireUser();
  const formData = await readForm(request);
  const reasonForm = parseForm(formData, DeleteReasonFormSchema);
  if (reasonForm.status !== "success")
    return json({ step: "reason" as const, result: reasonForm.reply(), chosen: null, error: null }, 400);
  const { reason, remarks } = reasonForm.value;
  const chosen = { reason: reason!, remarks: remarks ?? "" };
  if (!intentOf(formData, ["confirm"], { orNone: true }))
    return json({ step: "confirm" as const, result: null, chosen, error: null });
  // A session alone must not be enough to delete the account: the password is asked again.
  const hideFields = ["password"];
  const submission = parseForm(formData, DeleteConfirmFormSchema);
  if (submission.status !== "success")
    return json({ step: "confirm" as const, result: submission.reply({ hideFields }), chosen, error: null }, 400);
  try {
    const { partner_url } = await context.api.call("deleteAccount", {
      body: { reason: reason!, remarks, password: submission.value.password },
    });
    // The API has ended the session already; the cookie goes too.
    return redirect(partner_url ?? "/account-deleted", {
      headers: { "Set-Cookie": await clearAuthToken(context) },
    });
  } catch (error) {
    const { key, minutes, status } = accountError(error);
    // A wrong password, or a wait before the password may be tried again, is the password's error.
    if (key === "wrong_password" || minutes !== null) {
      const result = submission.reply({ fieldErrors: { password: [key] }, hideFields });
      return json({ step: "confirm" as const, result, chosen, error: null, minutes }, status);
    }
    return json({ step: "confirm" as const, result: submission.reply({ hideFields }), chosen, error: key }, 400);
  }
}

export default function AccountDelete() {
  const { reasons, discount } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("account");
  const [deleteForm, fields] = useForm<{ reason: string; remarks: string }>({
    id: "delete-account",
    lastResult: actionData?.step === "reason" ? actionData.result : undefined,
  });
  const [confirmForm, confirmFields] = useForm<{ password: string }>({
    id: "delete-confirm",
    lastResult: actionData?.step === "confirm" ? actionData.result ?? undefined : undefined,
  });
  const minutes = actionData && "minutes" in actionData ? actionData.minutes : null;
  const errorText = (key: string) => t(`errors.${key}`, { minutes });
  const busy = navigation.state === "submitting";

  // Both steps in one card: the reason first, then the offer and the final confirmation.
  const chosen = actionData?.step === "confirm" ? actionData.chosen : null;

  return (
    <PageCard id="delete-title" title={chosen ? t("delete.confirmTitle") : t("delete.title")}>
      {chosen ? (
        <>
          {discount > 0 ? (
            <div className={styles.offer} data-testid="delete-offer">
              <h2 className={styles.offerTitle}>{t("delete.offerTitle")}</h2>
              <p>{t("delete.offerText", { discount })}</p>
              <Link to="/credits?offer=delete" className={buttons.button.primary} data-testid="delete-offer-accept">
                {t("delete.offerAccept", { discount })}
              </Link>
            </div>
          ) : null}
          <Form method="post" {...getFormProps(confirmForm)} className={form.stack}>
            <input type="hidden" name="reason" value={chosen.reason} />
            <input type="hidden" name="remarks" value={chosen.remarks} />
            <input type="hidden" name="intent" value="confirm" />
            {actionData?.error ? <p role="alert">{t(`errors.${actionData.error}`)}</p> : null}
            <p>{t("delete.confirmText", { days: 14 })}</p>
            <PasswordField
              field={confirmFields.password}
              label={t("delete.password")}
              autoComplete="current-password"
              errorText={errorText}
            />
            <button type="submit" className={buttons.button.ghost} disabled={busy}>
              {t("delete.confirm")}
            </button>
            <Link to="/members" className={buttons.button.ghost}>
              {t("delete.keep")}
            </Link>
          </Form>
        </>
      ) : (
        <ServerForm
          form={deleteForm}
          errorText={errorText}
          submit={t("delete.continue")}
          footer={
            <Link to="/notifications" className={buttons.button.ghost}>
              {t("delete.keep")}
            </Link>
          }
        >
          <RadioGroupField
            field={fields.reason}
            label={t("delete.reasonLegend")}
            options={reasons.map((r) => ({ value: r, label: t(`delete.reasons.${r}`) }))}
          />
          <TextField field={fields.remarks} label={t("delete.remarks")} rows={3} />
        </ServerForm>
      )}
    </PageCard>
  );
}
