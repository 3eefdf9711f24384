import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MemberGrid } from "~/features/members/member-card";
import { useFormatters } from "~/i18n/format";
import * as styles from "./styles.css";

interface Suggestion {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  main_image: { thumb_filename: string } | null;
  online: boolean;
  score: number;
  shared_interests: string[];
}

/** The ranked suggestions: each card says how well the member fits and which interests both share. */
export function FinderResults({ results, cdnPrefix }: { results: Suggestion[]; cdnPrefix: string }) {
  const { t } = useTranslation(["play", "profile"]);
  const format = useFormatters();
  if (results.length === 0) {
    return (
      <div className={styles.empty} data-testid="finder-empty">
        <h2>{t("finder.none_title")}</h2>
        <p>{t("finder.none_text")}</p>
        <Link to="/members">{t("swipe.empty_link")}</Link>
      </div>
    );
  }
  const byId = new Map(results.map((r) => [r.id, r]));
  return (
    <section aria-labelledby="finder-results" className={styles.results}>
      <h2 id="finder-results">{t("finder.results")}</h2>
      <MemberGrid
        members={results}
        cdnPrefix={cdnPrefix}
        label={t("finder.results")}
        eagerCount={4}
        extra={(member) => {
          const { score, shared_interests: shared = [] } = byId.get(member.id) ?? {};
          return {
            marker: <span data-testid="match-score">{t("finder.score", { score })}</span>,
            footer: shared.length ? (
              <p className={styles.shared}>
                {t("finder.shared", {
                  list: format.list(shared.map((key) => t(`profile:interests.${key}`, { defaultValue: key }))),
                })}
              </p>
            ) : null,
          };
        }}
      />
    </section>
  );
}
