import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as styles from "./site-footer.css";

/** docs/product.md#navigation: the footer links to the static pages, pricing and complaints. */
export const FOOTER_LINKS = [
  ["/pages/terms", "footer.terms"],
  ["/pages/privacy", "footer.privacy"],
  ["/pages/cookies", "footer.cookies"],
  ["/pages/faq", "footer.faq"],
  ["/pages/return-policy", "footer.returnPolicy"],
  ["/pages/service", "footer.service"],
  ["/pages/ban", "footer.ban"],
  ["/pricing", "footer.pricing"],
  ["/complaints", "footer.complaints"],
  ["/lang-config", "language.title"],
] as const;

export interface FooterSitePage {
  to: string;
  title: string;
  /** The title's language, when the operator wrote none in the visitor's. */
  lang: string;
}

export interface FooterCompany {
  name: string;
  address: string;
  city: string;
  country: string;
}

/**
 * The index page gets the full footer (disclaimer, company, and for English the US record-keeping
 * statement); other pages a compact one (docs/product.md#navigation).
 */
export function SiteFooter({
  siteName,
  locale,
  full,
  company,
  disclaimer,
  sitePages = [],
}: {
  siteName: string;
  locale: string;
  full: boolean;
  company: FooterCompany | null;
  disclaimer: string;
  /** The site's own static pages (from its tenant file), after the built-in ones. */
  sitePages?: FooterSitePage[];
}) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer} data-testid={full ? "footer-full" : "footer-compact"}>
      <div className={styles.inner}>
        <nav aria-label={t("footer.label")}>
          <ul className={styles.links}>
            {FOOTER_LINKS.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={styles.link}>
                  {t(key)}
                </Link>
              </li>
            ))}
            {sitePages.map(({ to, title, lang }) => (
              <li key={to}>
                <Link to={to} className={styles.link} lang={lang === locale ? undefined : lang}>
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {full ? (
          <>
            <p className={styles.small}>{t("footer.adultsOnly", { siteName })}</p>
            {disclaimer ? <p className={styles.small}>{disclaimer}</p> : null}
            {company ? (
              <p className={styles.small}>
                {t("footer.operatedBy", {
                  siteName,
                  company: company.name,
                  address: `${company.address}, ${company.city}, ${company.country}`,
                })}
              </p>
            ) : null}
            {locale.startsWith("en") ? (
              <p className={styles.small} data-testid="us-footer">
                {t("footer.usCompliance")}
              </p>
            ) : null}
          </>
        ) : null}
        {/* The text ends the name with a full stop; "Amora Digital B.V." must not become "B.V.." */}
        <p className={styles.small}>
          {t("footer.copyright", { year, name: (company?.name ?? siteName).replace(/\.$/, "") })}
        </p>
      </div>
    </footer>
  );
}
