import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import { listFormat, numberFormat } from "~/i18n/intl";
import { hoursAndMinutes } from "./countdown";
import { usePercent, type TimeBonus } from "./percent";
import * as styles from "./styles.css";

/** "3 hours, 59 minutes" in the member's language. */
function useHoursAndMinutes(secondsLeft: number): string {
  const { i18n } = useTranslation();
  const { hours, minutes } = hoursAndMinutes(secondsLeft);
  const unit = (value: number, name: "hour" | "minute") =>
    numberFormat(i18n.language, { style: "unit", unit: name, unitDisplay: "long" }).format(value);
  const parts = [
    ...(hours > 0 ? [unit(hours, "hour")] : []),
    ...(minutes > 0 || hours === 0 ? [unit(minutes, "minute")] : []),
  ];
  return listFormat(i18n.language, { type: "unit", style: "long" }).format(parts);
}

/** Says to act fast, with the time left; the offer and "not now" both remember that it was shown. */
export default function TimeBonusModal({
  bonus,
  secondsLeft,
  onClose,
}: {
  bonus: TimeBonus;
  secondsLeft: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const percent = usePercent(bonus.percentage);
  const timeLeft = useHoursAndMinutes(secondsLeft);
  const dismiss = useFetcher();
  const { pathname, search } = useLocation();
  // The dismissal's answer leads on: back to this page, or with the offer to the credits page.
  const close = (redirectTo = pathname + search) => {
    dismiss.submit({ banner: "time_bonus_modal", redirectTo }, { method: "post", action: "/banners/dismiss" });
    onClose();
  };
  return (
    <Modal labelledBy="time-bonus-title" onClose={() => close()} testId="time-bonus-modal">
      <div className={styles.modal}>
        <h2 id="time-bonus-title" className={styles.modalTitle}>
          {t("timeBonus.modalTitle")}
        </h2>
        <p className={styles.modalText}>{t("timeBonus.modalText", { percent, time: timeLeft })}</p>
        <Link
          to="/credits"
          className={buttons.button.primary}
          autoFocus
          onClick={(event) => {
            event.preventDefault();
            close("/credits");
          }}
        >
          {t("timeBonus.cta", { percent })}
        </Link>
        <button type="button" className={buttons.button.ghost} onClick={() => close()}>
          {t("timeBonus.notNow")}
        </button>
      </div>
    </Modal>
  );
}
