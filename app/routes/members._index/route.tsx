import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MemberGrid } from "~/features/members/member-card";
import { PlayLinks } from "~/features/members/play-links";
import { useSignupOpen } from "~/features/signup/use-signup-open";
import { pageTitle } from "~/utils/meta";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import { searchPage } from "./search.server";
import * as styles from "./styles.css";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["members", "profile", "play", "promo"] };

/** /members (docs/product.md#member-search): the member search, and the home after login. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([searchPage(request, context), context.t("members")]);
  return json({ ...page, title: t("search.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Members() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("members");
  const location = useLocation();
  const signupOpen = useSignupOpen();
  const { result } = data;
  const empty = result.numResults === 0 && result.similar_results.length === 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{data.title}</h1>
      {data.loggedIn ? <PlayLinks /> : null}
      <details className={styles.filterPanel} open>
        <summary className={styles.filterSummary}>{t("search.filters")}</summary>
        <SearchForm
          key={location.search}
          filters={data.filters}
          countries={data.countries}
          extraFields={data.extraFields}
          interests={data.interests}
        />
      </details>
      {data.loggedIn ? null : signupOpen ? (
        <p className={styles.visitorNote}>
          {t("search.visitor_note")} <Link to="/signup">{t("search.visitor_signup")}</Link>
        </p>
      ) : (
        <p className={styles.visitorNote}>
          {t("search.visitor_note_members_only")} <Link to="/login">{t("need_login.login")}</Link>
        </p>
      )}
      {empty ? (
        <div className={styles.empty} data-testid="search-empty">
          <h2>{t("search.empty_title")}</h2>
          <p>{t("search.empty_text")}</p>
          <Link to="/members">{t("search.reset")}</Link>
        </div>
      ) : (
        <SearchResults
          filters={data.filters}
          page={data.page}
          pages={result.pages}
          numResults={result.numResults}
          results={result.results}
          cdnPrefix={data.cdnPrefix}
          promoTiles={data.promoTiles}
        />
      )}
      {result.similar_results.length > 0 ? (
        <section aria-labelledby="similar-title" data-testid="similar-results">
          <h2 id="similar-title" className={styles.count}>
            {t("search.similar", { count: result.similar_numResults })}
          </h2>
          <MemberGrid members={result.similar_results} cdnPrefix={data.cdnPrefix} label={t("search.similar_label")} />
        </section>
      ) : null}
    </div>
  );
}
