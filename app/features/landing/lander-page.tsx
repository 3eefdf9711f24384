import { Link, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import type { RootLoader } from "~/root";
import { intlTag, numberFormat } from "~/i18n/intl";
import type { LanderBase, LanderSignup as LanderSignupData } from "./lander-data.server";
import { LanderSignup } from "./lander-signup";
import * as styles from "./lander-page.css";

const LEGAL_LINKS = [
  ["/pages/terms", "footer.terms"],
  ["/pages/privacy", "footer.privacy"],
  ["/pages/cookies", "footer.cookies"],
] as const;

/**
 * The frame of every landing page (docs/product.md#landing-pages): eyebrow (the slug's theme or
 * city), headline, lead and how many are online, the page's own picture, the first signup step
 * beside it on wide screens and under it on a phone, more below, and the legal lines.
 */
export function LanderPage({
  base,
  title,
  lead,
  signupHeading,
  picture,
  more,
  loginTo,
  signup = base.signup,
  signupRef,
  legal = true,
}: {
  base: LanderBase;
  title: string;
  lead: string;
  signupHeading: string;
  /** The page's hook, drawn right under the headline: a phone sees it before the signup. */
  picture: ReactNode;
  more?: ReactNode;
  loginTo?: string;
  /** The signup to embed when not the page's own (aimed at a profile). */
  signup?: LanderSignupData;
  signupRef?: Ref<HTMLDivElement>;
  /** The legal lines at the foot; off where the layout's own footer has them (the home page). */
  legal?: boolean;
}) {
  const { t, i18n } = useTranslation(["landers", "common"]);
  const root = useRouteLoaderData<RootLoader>("root");
  const eyebrow =
    base.variant.type === "theme"
      ? t(`landers:themes.${base.variant.word}`)
      : base.variant.type === "city"
      ? t("landers:singles_in", { place: base.variant.city })
      : null;
  return (
    <div className={styles.page} data-testid="lander">
      <div className={styles.top}>
        <header className={styles.main}>
          {eyebrow ? (
            <p className={styles.eyebrow} data-testid="lander-variant">
              {eyebrow}
            </p>
          ) : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {base.online > 0 ? (
            <p className={styles.proof}>
              {t("landers:online_now", {
                count: base.online,
                formatted: numberFormat(intlTag(i18n.language)).format(base.online),
              })}
            </p>
          ) : null}
        </header>
        <div className={styles.main}>{picture}</div>
        <div className={styles.aside} ref={signupRef}>
          <LanderSignup signup={signup} heading={signupHeading} loginTo={loginTo} />
        </div>
      </div>
      {more}
      {legal ? (
        <footer className={styles.footer}>
          <ul className={styles.links}>
            {LEGAL_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={styles.link}>
                  {t(`common:${key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.fine}>{t("common:footer.adultsOnly", { siteName: base.siteName })}</p>
          {root?.fictionalWarning.plural ? <p className={styles.fine}>{root.fictionalWarning.plural}</p> : null}
        </footer>
      ) : null}
    </div>
  );
}
