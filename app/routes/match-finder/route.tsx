import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PlayLinks } from "~/features/members/play-links";
import { pageTitle } from "~/utils/meta";
import { finderPage } from "./finder.server";
import { Questionnaire } from "./questionnaire";
import { FinderResults } from "./results";
import * as styles from "./styles.css";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

export const handle = { i18n: ["play", "members", "profile"] };

/** /match-finder (docs/product.md#match-finder): a short questionnaire whose answers (in the URL) rank suggested members. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([finderPage(request, context), context.t("play")]);
  return json({ ...page, title: t("finder.title") });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function MatchFinder() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("play");
  const location = useLocation();
  const questionnaire = (
    <Questionnaire
      key={location.search}
      answers={data.answers}
      countries={data.countries}
      interests={data.interests}
      error={data.error}
    />
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{data.title}</h1>
      {data.results ? (
        <>
          <FinderResults results={data.results} cdnPrefix={data.cdnPrefix} />
          <details className={styles.change}>
            <summary className={styles.summary}>{t("finder.change")}</summary>
            {questionnaire}
          </details>
        </>
      ) : (
        <>
          <p className={styles.intro}>{t("finder.intro")}</p>
          {questionnaire}
        </>
      )}
      <PlayLinks current="finder" />
    </div>
  );
}
