import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import type { PaymentMethodId, PaymentStatus } from "~/api/schemas/payments";
import { StatePanel } from "~/features/payments/state-panel";
import * as styles from "~/features/payments/styles.css";

/** How often a waiting page asks again (the provider's webhook usually lands within seconds). */
export const PAYMENT_POLL_MS = 2500;

export interface PaymentView {
  id: number;
  status: PaymentStatus;
  package: string;
  method: PaymentMethodId;
  credits: number;
}

/**
 * docs/product.md#payment: the payment after the provider — pending ("Processing your payment"),
 * completed (credits added, a toast) or failed/cancelled with a way to try again.
 */
export function PaymentState({ payment }: { payment: PaymentView }) {
  if (payment.status === "completed") return <Completed payment={payment} />;
  if (payment.status === "failed" || payment.status === "cancelled") return <Failed payment={payment} />;
  return <Pending />;
}

/**
 * Waiting for the provider: with JavaScript the page asks again by itself; without, the member
 * reloads with the button (a plain link to the same address).
 */
function Pending() {
  const { t } = useTranslation("credits");
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();
  const [polling, setPolling] = useState(false);
  useEffect(() => {
    setPolling(true);
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, PAYMENT_POLL_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);
  return (
    <StatePanel id="payment-state" testId="payment-pending" title={t("payment.pending")} live="status" busy>
      <span className={styles.spinner} aria-hidden="true" />
      <p>{polling ? t("payment.pendingAuto") : t("payment.pendingManual")}</p>
      <a href={pathname + search} className={buttons.button.ghost} data-testid="payment-reload">
        {t("payment.reload")}
      </a>
    </StatePanel>
  );
}

function Completed({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation("credits");
  return (
    <>
      <StatePanel id="payment-state" testId="payment-completed" title={t("payment.completed")}>
        <p>{t("payment.completedText", { count: payment.credits })}</p>
        <p>{t("payment.premiumText")}</p>
        <div className={styles.actions}>
          <Link to="/members" className={buttons.button.primary}>
            {t("payment.toMembers")}
          </Link>
          <Link to="/credits" className={buttons.button.ghost}>
            {t("payment.buyMore")}
          </Link>
        </div>
      </StatePanel>
      <Toast message={t("payment.toast", { count: payment.credits })} />
    </>
  );
}

/** "Payment failed or has been cancelled.": the same package and method again, or another method. */
function Failed({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation("credits");
  return (
    <StatePanel id="payment-state" testId="payment-failed" title={t("payment.failed")} live="alert" failed>
      <p>{t("payment.failedText")}</p>
      <div className={styles.actions}>
        <Link to={`/credits/${payment.package}/${payment.method}`} className={buttons.button.primary}>
          {t("payment.tryAgain")}
        </Link>
        <Link to={`/credits/${payment.package}`} className={buttons.button.ghost}>
          {t("payment.otherMethod")}
        </Link>
      </div>
    </StatePanel>
  );
}

/** A toast (at most 350 px wide): announced once, closed with its button once the page is interactive. */
function Toast({ message }: { message: string }) {
  const { t } = useTranslation("credits");
  const [open, setOpen] = useState(true);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  if (!open) return null;
  return (
    <div className={styles.toast} role="status" data-testid="toast">
      <span>{message}</span>
      {interactive ? (
        <button
          type="button"
          className={styles.toastClose}
          onClick={() => setOpen(false)}
          aria-label={t("payment.closeToast")}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}
