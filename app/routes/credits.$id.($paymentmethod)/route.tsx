import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "~/features/payments/styles.css";
import { pageTitle } from "~/utils/meta";
import { checkoutLoader, payAction, toProviderHeaders } from "./checkout.server";
import { MethodChoice, PayStep, Summary, ToProvider } from "./method-choice";
import { PaymentState } from "./payment-state";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["credits"], pwaBack: "/credits" };

/**
 * /credits/{package}/{method?} (docs/decisions/017-payments.md): choose how to pay for a package,
 * the bank for methods that have one, then the provider's checkout; the provider sends the member
 * back here with `?payment=`.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => checkoutLoader(request, context, params);

export const action = ({ request, context, params }: ActionFunctionArgs) => payAction(request, context, params);

export const headers: HeadersFunction = ({ actionHeaders }) => toProviderHeaders(actionHeaders);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("credits");
  const lastResult = actionData?.result ?? undefined;
  const checkoutUrl = actionData && "checkoutUrl" in actionData ? actionData.checkoutUrl : null;
  const minutes = actionData && "minutes" in actionData ? (actionData.minutes as number | null) : null;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        {data.kind === "checkout" ? (
          <p>
            <Link to={`/credits${data.query}`}>{t("checkout.otherPackage")}</Link>
          </p>
        ) : null}
      </header>
      {checkoutUrl ? (
        <ToProvider checkoutUrl={checkoutUrl} />
      ) : data.kind === "payment" ? (
        <PaymentState payment={data.payment} />
      ) : (
        <CheckoutStep view={data} lastResult={lastResult} minutes={minutes} />
      )}
    </div>
  );
}

function CheckoutStep({
  view,
  lastResult,
  minutes,
}: {
  view: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: "checkout" }>;
  lastResult: Parameters<typeof MethodChoice>[0]["lastResult"];
  minutes: number | null;
}) {
  const method = view.method ? view.offer.methods.find((m) => m.id === view.method) ?? null : null;
  return (
    <>
      <Summary view={view} method={method} />
      {method ? (
        <PayStep view={view} method={method} lastResult={lastResult} minutes={minutes} />
      ) : (
        <MethodChoice view={view} lastResult={lastResult} minutes={minutes} />
      )}
    </>
  );
}
