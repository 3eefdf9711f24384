import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MemberCard } from "~/api/schemas/members";
import type { PromoTile } from "~/api/schemas/promo-tiles";
import * as buttons from "~/components/button.css";
import { MemberGrid } from "~/features/members/member-card";
import { PROMO_POSITIONS, tilesForPage, withPromoTiles } from "~/features/members/promo-tiles";
import { searchHref, type SearchFilters } from "~/features/members/search-filters";
import type { loader } from "./route";
import * as styles from "./styles.css";

/** Page numbers around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1).sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

/** One page of results as the API answered it. */
interface ResultPage {
  page: number;
  results: MemberCard[];
}

/**
 * The pages shown, each with its partner tiles at PROMO_POSITIONS (the tiles taking turns from
 * page to page); a member already shown on an earlier page (the list moved while reading) is left out.
 */
export function resultItems(pages: ResultPage[], tiles: readonly PromoTile[]) {
  const seen = new Set<number>();
  return pages.flatMap(({ page, results }) => {
    const fresh = results.filter((member) => !seen.has(member.id));
    for (const member of fresh) seen.add(member.id);
    return withPromoTiles(fresh, tilesForPage(tiles, page), PROMO_POSITIONS);
  });
}

/**
 * The results as pages. Without JavaScript, page links; with it, "Show more" appends the next
 * page in place (the link stays a link, so it also works before the page is interactive).
 */
export function SearchResults({
  filters,
  page,
  pages,
  numResults,
  results,
  cdnPrefix,
  promoTiles,
}: {
  filters: SearchFilters;
  page: number;
  pages: number;
  numResults: number;
  results: MemberCard[];
  cdnPrefix: string;
  promoTiles: PromoTile[];
}) {
  const { t } = useTranslation("members");
  const more = useFetcher<typeof loader>();
  const [appended, setAppended] = useState<ResultPage[]>([]);
  useEffect(() => setAppended([]), [page, results]);
  useEffect(() => {
    const data = more.data;
    if (more.state !== "idle" || !data) return;
    setAppended((current) =>
      data.page === (current.at(-1)?.page ?? page) + 1
        ? [...current, { page: data.page, results: data.result.results }]
        : current
    );
  }, [more.state, more.data, page]);

  const lastShown = appended.at(-1)?.page ?? page;
  const nextHref = searchHref(filters, lastShown + 1);
  // The count above is the members found: the tiles are not among them.
  const shown = resultItems([{ page, results }, ...appended], promoTiles);
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className={styles.count} aria-live="polite">
        {t("search.found", { count: numResults })}
      </h2>
      <MemberGrid members={shown} cdnPrefix={cdnPrefix} label={t("search.results")} eagerCount={4} />
      {lastShown < pages ? (
        <p className={styles.more}>
          <Link
            to={nextHref}
            className={buttons.button.ghost}
            data-testid="show-more"
            aria-disabled={more.state !== "idle" || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (more.state === "idle") more.load(nextHref.replace("/members?", "/members?index&"));
            }}
          >
            {more.state === "idle" ? t("search.show_more") : t("search.loading")}
          </Link>
        </p>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t("search.pages")} className={styles.pager}>
          <ul>
            {pageWindow(page, pages).map((p, i) =>
              p === null ? (
                <li key={`gap-${i}`} aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={p}>
                  <Link
                    to={searchHref(filters, p)}
                    aria-current={p === page ? "page" : undefined}
                    aria-label={t("search.page_n", { n: p })}
                    className={styles.pageLink}
                  >
                    {p}
                  </Link>
                </li>
              )
            )}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
