import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { MethodLogo, useMethodName } from "~/features/payments/method-logo";
import { PackageList } from "~/features/payments/package-list";
import { StatePanel } from "~/features/payments/state-panel";
import * as styles from "~/features/payments/styles.css";
import { pageTitle } from "~/utils/meta";
import { repeatAction, repeatPage, type RepeatResult } from "./repeat.server";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["credits"] };

/** /credits/repeat-order (docs/decisions/017-payments.md): a member with a stored card buys again in one step. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json(await repeatPage(request, context));
}

export const action = ({ request, context }: ActionFunctionArgs) => repeatAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function RepeatOrder() {
  const { offer, key: pageKey, title } = useLoaderData<typeof loader>();
  const result = useActionData<RepeatResult>();
  const navigation = useNavigation();
  const { t } = useTranslation("credits");
  const methodName = useMethodName();
  const key = result?.key ?? pageKey;
  const card = offer.storedCard;
  const busy = navigation.state !== "idle";
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {card ? (
          <p className={styles.bankChoice} data-testid="stored-card">
            <MethodLogo method={card.brand} className={styles.logo} />
            <span>{t("repeat.card", { brand: methodName(card.brand), last4: card.last4, expires: card.expires })}</span>
          </p>
        ) : null}
      </header>
      {result?.error === "card_declined" && result.package ? (
        <StatePanel id="declined-title" testId="card-declined" title={t("errors.card_declined")} live="alert" failed>
          <p>{t("repeat.declinedText")}</p>
          <div className={styles.actions}>
            <RepeatForm pkg={result.package} formKey={key} busy={busy}>
              {t("repeat.tryAgain")}
            </RepeatForm>
            <Link to={`/credits/${result.package}/paypal`} className={buttons.button.ghost}>
              {t("repeat.usePaypal")}
            </Link>
          </div>
        </StatePanel>
      ) : result ? (
        <p role="alert" className={styles.alert} data-testid="repeat-error">
          {t(`errors.${result.error}`, { minutes: result.minutes ?? 60 })}
        </p>
      ) : null}
      {card ? (
        <PackageList
          packages={offer.packages}
          currency={offer.currency}
          as="bundles"
          action={(pkg) => (
            <RepeatForm pkg={pkg.id} formKey={key} busy={busy} testId={`repeat-${pkg.id}`}>
              {t("repeat.buy", { count: pkg.credits })}
            </RepeatForm>
          )}
        />
      ) : (
        <p className={styles.note} data-testid="no-stored-card">
          {t("repeat.noCard")} <Link to="/credits">{t("repeat.toCredits")}</Link>
        </p>
      )}
    </div>
  );
}

/** One purchase with the stored card: a button posting the package under the page's key. */
function RepeatForm({
  pkg,
  formKey,
  busy,
  testId,
  children,
}: {
  pkg: string;
  formKey: string;
  busy: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="repeat" />
      <input type="hidden" name="package" value={pkg} />
      <input type="hidden" name="key" value={formKey} />
      <button type="submit" className={buttons.button.primary} disabled={busy} data-testid={testId}>
        {children}
      </button>
    </Form>
  );
}
