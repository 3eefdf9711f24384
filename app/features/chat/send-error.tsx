import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import type { SendResult } from "./send.server";
import * as styles from "./styles.css";

/** What a free member sees where premium is needed (docs/product.md#chat): title, text and a Get Premium button. */
export function PremiumAlert() {
  const { t } = useTranslation("chat");
  return (
    <div role="alert" className={styles.alert} data-testid="premium-alert">
      <h2 className={styles.alertTitle}>{t("premium.title")}</h2>
      <p>{t("premium.text")}</p>
      <Link to="/premium" className={buttons.button.primary}>
        {t("premium.button")}
      </Link>
    </div>
  );
}

/**
 * Why a send failed, translated: not enough credits with a way to buy them (paid members buy
 * credits, the others premium, docs/product.md#chat), the conversation limit as the premium alert, a block in
 * its own words (docs/product.md#blocking-and-complaints), a text too long.
 */
export function SendError({
  result,
  name,
  paid,
  max,
}: {
  result: SendResult;
  name: string;
  paid: boolean;
  max: number;
}) {
  const { t } = useTranslation("chat");
  if (result.error === "conversation_limit_reached") return <PremiumAlert />;
  return (
    <div role="alert" className={styles.alert} data-testid="send-error">
      <p>{t(`errors.${result.error}`, { name: result.name ?? name, max, defaultValue: t("errors.failed") })}</p>
      {result.error === "not_enough_credits" ? (
        <Link to={paid ? "/credits" : "/premium"} className={buttons.button.primary} data-testid="buy-credits">
          {t("errors.buy")}
        </Link>
      ) : null}
    </div>
  );
}
