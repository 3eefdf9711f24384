import { useForm } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageCard } from "~/components/page-card";
import { pageTitle } from "~/utils/meta";
import { ComplaintFields } from "./complaint-fields";
import type { ComplaintForm } from "./complaint.schema";
import { complaintMode, complaintPage, sendComplaint } from "./complaint.server";
import { ServerForm } from "~/components/fields/server-form";
import { COMPLAINT_TEXT_MAX } from "~/domain/members";

export const handle = { i18n: ["complaints"] };

/** /complaints (docs/product.md#blocking-and-complaints): report a member (from the profile screen) or send the operator a complaint. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([complaintPage(request, context), context.t("complaints")]);
  const title = page.target ? t("title_member", { name: page.target.name }) : t("title_general");
  return json({ ...page, reasons: complaintMode(page).reasons, title });
}

export const action = ({ request, context }: ActionFunctionArgs) => sendComplaint(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Complaints() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("complaints");
  // Checked on the server at Send only: a check on blur is a submission of its own, and on a busy
  // site it could land after the Send and cancel it (the page neither left nor said why).
  const [form, fields] = useForm<ComplaintForm>({ lastResult: actionData?.result });
  const errorText = (code: string) =>
    t(`errors.${code}`, { max: COMPLAINT_TEXT_MAX, defaultValue: t("errors.invalid") });
  const name = data.target?.name ?? "";
  if (data.sent) {
    return (
      <PageCard id="complaints-title" title={t("sent_title")}>
        <p role="status" data-testid="complaint-sent">
          {t("sent_text")}
        </p>
        {data.target?.blocked ? <p data-testid="complaint-blocked">{t("sent_blocked", { name })}</p> : null}
        <Link to={data.visitor ? "/" : "/members"}>{t(data.visitor ? "back_home" : "back_members")}</Link>
      </PageCard>
    );
  }
  return (
    <PageCard id="complaints-title" title={data.title}>
      <p>{data.target ? t("intro_member", { name }) : t("intro_general")}</p>
      <ServerForm form={form} errorText={errorText} submit={t("submit")}>
        <ComplaintFields fields={fields} reasons={data.reasons} visitor={data.visitor} blockName={data.target?.name} />
      </ServerForm>
    </PageCard>
  );
}
