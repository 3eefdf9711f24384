import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-page";
import { pageTitle } from "~/utils/meta";
import { Receipt } from "./receipt";
import { TransactionList } from "./transaction-list";
import { receipt, transactionList } from "./transactions.server";

export const handle = { i18n: ["transactions", "credits"] };

/** /transactions (the member's payments) and /transactions/{id} (one payment's printable receipt). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([
    params.id === undefined ? transactionList(context) : receipt(context, params.id),
    context.t("transactions"),
  ]);
  const title =
    page.view === "list"
      ? t("title")
      : t(page.payment.status === "completed" ? "receipt.title" : "receipt.titlePayment", {
          id: page.payment.payment_id,
        });
  return json({ ...page, title });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Transactions() {
  const data = useLoaderData<typeof loader>();
  return data.view === "list" ? (
    <TransactionList title={data.title} payments={data.payments} />
  ) : (
    <Receipt title={data.title} payment={data.payment} company={data.company} refundDays={data.refundDays} />
  );
}

export { RouteErrorBoundary as ErrorBoundary };
