import { Link, useFetcher, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { Modal } from "~/components/modal";
import { choiceQuery } from "~/features/payments/checkout-query";
import { useFormatters } from "~/i18n/format";
import { listFormat, numberFormat } from "~/i18n/intl";
import { hoursAndMinutes, formatCountdown, TIME_BONUS_POPUP_DELAY_MS } from "./countdown";
import { inMembersArea } from "./members-area";
import type { MemberOffer as Offer } from "./offer.server";
import { useSecondsLeft } from "./use-seconds-left";
import * as styles from "./styles.css";

type TimeBonus = NonNullable<Offer["timeBonus"]>;

const usePercent = (value: string) => useFormatters().percent(value);

/**
 * The members area's offer (docs/product.md#time-bonus-and-welcome-discount): the time bonus's top
 * banner with its countdown and, 40 s into the members area at 0 credits, its popup; without a
 * time bonus the welcome code's banner. Both lead to the credits page.
 */
export function MemberOffer({ offer, credits }: { offer: Offer | null; credits: number }) {
  const inArea = inMembersArea(useMatches().map((m) => m.id));
  const bonus = offer?.timeBonus ?? null;
  if (bonus)
    return <TimeBonusOffer bonus={bonus} inArea={inArea} credits={credits} popupDismissed={offer!.popupDismissed} />;
  if (offer?.welcome && inArea) return <WelcomeBanner welcome={offer.welcome} />;
  return null;
}

function TimeBonusOffer({
  bonus,
  inArea,
  credits,
  popupDismissed,
}: {
  bonus: TimeBonus;
  inArea: boolean;
  credits: number;
  popupDismissed: boolean;
}) {
  const secondsLeft = useSecondsLeft(bonus);
  const [closed, setClosed] = useState(false);
  const popupDue = useDelay(
    inArea && secondsLeft > 0 && credits === 0 && !popupDismissed && !closed,
    TIME_BONUS_POPUP_DELAY_MS
  );
  if (secondsLeft <= 0) return null; // the bonus is over: cleared
  return (
    <>
      {inArea ? <TimeBonusBanner bonus={bonus} secondsLeft={secondsLeft} /> : null}
      {popupDue ? <TimeBonusModal bonus={bonus} secondsLeft={secondsLeft} onClose={() => setClosed(true)} /> : null}
    </>
  );
}

/**
 * True `delayMs` after `running` became true, false again as soon as it is not: leaving the
 * members area (or the popup's other conditions ending) cancels the timer, and moving between
 * pages of the area keeps it running.
 */
function useDelay(running: boolean, delayMs: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(false);
    if (!running) return;
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [running, delayMs]);
  return running && due;
}

function TimeBonusBanner({ bonus, secondsLeft }: { bonus: TimeBonus; secondsLeft: number }) {
  const { t } = useTranslation();
  const percent = usePercent(bonus.percentage);
  return (
    <aside className={styles.banner} aria-label={t("timeBonus.label")} data-testid="time-bonus-banner">
      <div className={styles.inner}>
        <p className={styles.text}>{t("timeBonus.text", { percent })}</p>
        <p className={styles.text}>
          {t("timeBonus.endsIn")} {/* A timer is not read out every second; its label says what it counts. */}
          <span role="timer" className={styles.clock} data-testid="time-bonus-countdown">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
        <Link to="/credits" className={styles.offerLink}>
          {t("timeBonus.cta", { percent })}
        </Link>
      </div>
    </aside>
  );
}

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
function TimeBonusModal({
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

function WelcomeBanner({ welcome }: { welcome: NonNullable<Offer["welcome"]> }) {
  const { t } = useTranslation();
  const percent = usePercent(welcome.percentage);
  return (
    <aside className={styles.banner} aria-label={t("welcomeDiscount.label")} data-testid="welcome-banner">
      <div className={styles.inner}>
        <p className={styles.text}>
          {t("welcomeDiscount.text", { percent })} <span className={styles.code}>{welcome.code}</span>
        </p>
        <Link to={`/credits${choiceQuery({ code: welcome.code })}`} className={styles.offerLink}>
          {t("welcomeDiscount.cta", { percent })}
        </Link>
      </div>
    </aside>
  );
}
