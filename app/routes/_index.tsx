import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RootLoader } from "~/root";
import * as buttons from "~/components/button.css";
import * as styles from "./_index.css";

export default function Home() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site, user } = root;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <h1 id="home-title" className={styles.title}>
        {site.indexTitle || site.name}
      </h1>
      <p className={styles.lead}>{site.description}</p>
      {user ? (
        <Link to="/members" className={buttons.button.primary}>
          {t("home.toMembers")}
        </Link>
      ) : (
        <Link to="/login" className={buttons.button.primary}>
          {t("nav.login")}
        </Link>
      )}
    </section>
  );
}
