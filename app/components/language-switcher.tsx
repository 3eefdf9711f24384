import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "~/i18n/switcher";
import * as styles from "./language-switcher.css";

/** The header's language choice for the visitor's country (SPEC §9): one submit button per language. */
export function LanguageSwitcher({ languages }: { languages: string[] }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <Form method="post" action="/lang-config" className={styles.switcher} aria-label={t("language.switch")}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {languages.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          title={LANGUAGE_NAMES[lng]}
          aria-label={LANGUAGE_NAMES[lng]}
          aria-current={lng === i18n.language ? "true" : undefined}
          className={styles.option}
        >
          {lng.slice(0, 2).toUpperCase()}
        </button>
      ))}
    </Form>
  );
}
