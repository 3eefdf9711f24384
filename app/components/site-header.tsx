import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "./button.css";
import { LanguageSwitcher } from "./language-switcher";
import { MainNav, type NavUser } from "./main-nav";
import * as styles from "./site-header.css";

/** Top bar: the site's name, then the member's navigation or a login button. */
export function SiteHeader({
  siteName,
  user,
  languages = [],
  join,
}: {
  siteName: string;
  user: NavUser | null;
  languages?: string[];
  /** A visitor's call to join (the signup modal's button), where the site takes signups. */
  join?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={user ? "/members" : "/"} className={styles.logo}>
          {siteName}
        </Link>
        <div className={styles.actions}>
          {/* A member's phone header keeps one row: the language choice moves into the account menu. */}
          <LanguageSwitcher languages={languages} wideOnly={user !== null} />
          {user ? (
            <MainNav user={user} languages={languages} />
          ) : (
            <>
              {join}
              <Link
                to="/login"
                className={`${join ? buttons.button.ghost : buttons.button.primary} ${styles.visitorButton}`}
              >
                {t("nav.login")}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
