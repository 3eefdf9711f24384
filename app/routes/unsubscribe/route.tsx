import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Outcome } from "~/components/outcome";
import { PageCard } from "~/components/page-card";
import { LinkConfirmForm } from "~/features/account/link-confirm";
import { pageTitle } from "~/utils/meta";
import { unsubscribeAction, unsubscribeLoader } from "./unsubscribe.server";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["unsubscribe"] };

/**
 * /unsubscribe?token=… (docs/product.md#notifications-and-settings): the link of every
 * notification e-mail and of its List-Unsubscribe header. No login: the signed token names
 * member, site and kind. Opening it asks; the button (or a mail provider's one-click POST) stops
 * that kind of e-mail.
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => unsubscribeLoader(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => unsubscribeAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(matches, data?.title),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const view = useActionData<typeof action>()?.view ?? loaded.view;
  const { t } = useTranslation("unsubscribe");
  const settings = { to: "/notifications", text: t("settings") };
  return (
    <PageCard id="unsubscribe-title" title={t("title")}>
      {view.state === "invalid" ? (
        <Outcome message={t("invalid")} failed link={settings} />
      ) : view.state === "confirm" ? (
        <LinkConfirmForm
          token={view.token}
          text={t("confirm", { kind: t(`kinds.${view.kind}`), email: view.email })}
          button={t("button")}
        />
      ) : (
        <Outcome
          message={t(view.state, { kind: t(`kinds.${view.kind}`), email: view.email })}
          testId="unsubscribe-done"
          link={settings}
        />
      )}
    </PageCard>
  );
}
