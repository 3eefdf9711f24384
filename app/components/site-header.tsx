import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "./button.css";
import * as styles from "./site-header.css";

export interface HeaderUser {
  name: string;
}

/** Top bar: the site's name, and either who is logged in with a logout form, or a login link. */
export function SiteHeader({ siteName, user }: { siteName: string; user: HeaderUser | null }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={user ? "/members" : "/"} className={styles.logo}>
          {siteName}
        </Link>
        {user ? (
          <Form method="post" action="/logout" className={styles.account}>
            <span className={styles.who} data-testid="logged-in-as">
              {t("nav.loggedInAs", { name: user.name })}
            </span>
            <button type="submit" className={buttons.button.ghost}>
              {t("nav.logout")}
            </button>
          </Form>
        ) : (
          <Link to="/login" className={buttons.button.primary}>
            {t("nav.login")}
          </Link>
        )}
      </div>
    </header>
  );
}
