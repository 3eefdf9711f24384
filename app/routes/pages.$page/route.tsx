import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatters } from "~/i18n/format";
import { pageTitle } from "~/utils/meta";
import { notFound } from "~/utils/not-found";
import {
  STATIC_PAGES,
  staticPageValues,
  type StaticPage,
  type StaticPageValues,
} from "~/routes/pages.$page/static-pages";
import { sitePage, type SitePageText } from "~/tenant/site-pages";
import { ConsentChoiceSlot } from "~/features/consent/consent-choice-slot";
import type { RootLoader } from "~/root";
import * as styles from "./styles.css";

/** A visitor's static page is kept by the page cache (docs/web-tier.md#the-page-cache). */
export const handle = { i18n: ["pages"], pageCache: true };

/**
 * /pages/terms, /pages/privacy …: the legal and help pages, filled in from the company's data; any
 * other /pages/<token> is one of the site's own pages from its tenant file, or the 404 page.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const page = params.page as StaticPage;
  if (!STATIC_PAGES.includes(page)) {
    const own = sitePage(context.tenant, params.page ?? "", await context.locale());
    if (!own) throw notFound();
    return json({ own, title: own.title } as const);
  }
  const [company, settings, locale, t] = await Promise.all([
    context.site.company(),
    context.site.settings(),
    context.locale(),
    context.t("pages"),
  ]);
  const values = staticPageValues({
    company,
    settings,
    siteName: context.tenant.name,
    formatDate: formatters(locale).date,
  });
  return json({ page, values, title: t(`${page}.title`) });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

interface Section {
  heading: string;
  body: string;
}

export default function StaticPageRoute() {
  const data = useLoaderData<typeof loader>();
  return "own" in data ? <SitePageArticle page={data.own} /> : <BuiltInPage page={data.page} values={data.values} />;
}

/** The site's own page: the operator's plain text, escaped; marked with its language when it is not the visitor's. */
function SitePageArticle({ page }: { page: SitePageText }) {
  return (
    <article className={styles.article} aria-labelledby="page-title" lang={page.lang}>
      <h1 id="page-title">{page.title}</h1>
      {page.blocks.map((block, index) =>
        block.kind === "heading" ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>
      )}
    </article>
  );
}

function BuiltInPage({ page, values }: { page: StaticPage; values: StaticPageValues }) {
  const consent = useRouteLoaderData<RootLoader>("root")?.consent;
  const { t } = useTranslation("pages");
  const sections = t(`${page}.sections`, { ...values, returnObjects: true }) as Section[];
  return (
    <article className={styles.article} aria-labelledby="page-title">
      <h1 id="page-title">{t(`${page}.title`)}</h1>
      {page === "terms" ? <p className={styles.version}>{t("versionDate", { date: values.termsDate })}</p> : null}
      {/* The visitor's cookie choice, to change either way (docs/product.md#cookie-consent-and-tracking-scripts). */}
      {page === "cookies" && consent && consent.purposes.length > 0 ? <ConsentChoiceSlot consent={consent} /> : null}
      {sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.body.split("\n").map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <aside className={styles.contact} aria-label={t("contact.title")}>
        <h2>{t("contact.title")}</h2>
        <p>
          {values.company}, {values.address}
        </p>
        <p>
          {t("contact.phone")}: <a href={`tel:${values.phone}`}>{values.phone}</a> · {t("contact.email")}:{" "}
          <a href={`mailto:${values.email}`}>{values.email}</a>
        </p>
        <p>
          {t("contact.kvk")}: {values.kvk} · {t("contact.vat")}: {values.vat}
        </p>
      </aside>
    </article>
  );
}
