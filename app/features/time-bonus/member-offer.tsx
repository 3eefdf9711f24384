import { Link, useMatches } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { choiceQuery } from "~/features/payments/checkout-query";
import { formatCountdown, TIME_BONUS_POPUP_DELAY_MS } from "./countdown";
import { inMembersArea } from "./members-area";
import type { MemberOffer as Offer } from "./offer.server";
import { usePercent, type TimeBonus } from "./percent";
import { useSecondsLeft } from "./use-seconds-left";
import * as styles from "./styles.css";

// The popup only ever opens in the browser, 40 s after entering the members area: its code is
// loaded then, not with every page.
const TimeBonusModal = lazy(() => import("./time-bonus-modal"));

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
      {popupDue ? (
        <Suspense fallback={null}>
          <TimeBonusModal bonus={bonus} secondsLeft={secondsLeft} onClose={() => setClosed(true)} />
        </Suspense>
      ) : null}
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
        <p className={styles.offer}>{t("timeBonus.text", { percent })}</p>
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
