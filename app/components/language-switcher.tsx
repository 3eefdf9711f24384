import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES } from "~/i18n/switcher";
import * as styles from "./language-switcher.css";

/**
 * A form with one submit button per language, posting to /lang-config (works without JavaScript).
 * `compact` shows the language code (the header) instead of the language's own name (the page).
 */
export function LanguageForm(props: {
  languages: string[];
  redirectTo: string;
  compact?: boolean;
  className: string;
  optionClassName: string;
  "aria-label"?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Form method="post" action="/lang-config" className={props.className} aria-label={props["aria-label"]}>
      <input type="hidden" name="redirectTo" value={props.redirectTo} />
      {props.languages.map((lng) => (
        <button
          key={lng}
          type="submit"
          name="lng"
          value={lng}
          lang={lng}
          title={props.compact ? LANGUAGE_NAMES[lng] : undefined}
          aria-label={props.compact ? LANGUAGE_NAMES[lng] : undefined}
          aria-current={lng === i18n.language ? "true" : undefined}
          className={props.optionClassName}
        >
          {props.compact ? lng.slice(0, 2).toUpperCase() : LANGUAGE_NAMES[lng]}
        </button>
      ))}
    </Form>
  );
}

/**
 * The header's language choice for the visitor's country (docs/product.md#languages-and-locales).
 * `wideOnly`: from tablets up only (a member's phone header has it in the account menu).
 */
export function LanguageSwitcher({ languages, wideOnly = false }: { languages: string[]; wideOnly?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <LanguageForm
      compact
      languages={languages}
      redirectTo={location.pathname + location.search}
      className={wideOnly ? styles.switcherWideOnly : styles.switcher}
      optionClassName={styles.option}
      aria-label={t("language.switch")}
    />
  );
}
