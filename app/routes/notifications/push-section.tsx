import { useRevalidator } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { refreshPushState, usePushSnapshot } from "~/features/push/push-state";
import { subscribePush, unsubscribePush } from "~/features/push/push-subscription";
import * as styles from "./styles.css";

/**
 * Pushes in this browser: the state docs/product.md#notifications-and-settings names
 * (unsupported, capable and unknown, subscribed, denied), each said in words, and the button that
 * turns them on or off. Subscribing needs JavaScript; without it the page says so.
 * `devices`: the member's browsers that receive pushes, as the API counts them.
 */
export function PushSection({ pushKey, devices }: { pushKey: string | null; devices: number }) {
  const { t } = useTranslation("account");
  const { state } = usePushSnapshot();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    void refreshPushState();
  }, []);

  const change = async (turnOn: boolean) => {
    setBusy(true);
    setFailed(false);
    const ok = turnOn ? (await subscribePush(pushKey!)) !== "failed" : await unsubscribePush();
    setFailed(!ok);
    setBusy(false);
    // The number of the member's browsers changed.
    revalidate();
  };

  const shown = !pushKey ? "noKey" : state;
  return (
    <div className={styles.pushBox} data-testid="push-browser" data-state={shown}>
      <p className={styles.note} role="status">
        {t(`preferences.push.state.${shown}`)}
      </p>
      {pushKey && state === "unknown" ? (
        <button type="button" className={buttons.button.primary} disabled={busy} onClick={() => void change(true)}>
          {t("preferences.push.turnOn")}
        </button>
      ) : null}
      {pushKey && state === "subscribed" ? (
        <button type="button" className={buttons.button.ghost} disabled={busy} onClick={() => void change(false)}>
          {t("preferences.push.turnOff")}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.alert}>
          {t("preferences.push.failed")}
        </p>
      ) : null}
      <p className={styles.note} data-testid="push-devices">
        {t("preferences.push.devices", { count: devices })}
      </p>
    </div>
  );
}
