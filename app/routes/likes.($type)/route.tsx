import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LIKE_TABS, type LikeTab } from "~/domain/members";
import { MemberGrid } from "~/features/members/member-card";
import { notFound } from "~/utils/not-found";
import { pageTitle } from "~/utils/meta";
import { likeTabs } from "./like-tabs";
import * as styles from "./styles.css";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

/** The installed app's Back button: a likes tab is reached from the navigation or a notification. */
export const handle = { i18n: ["members"], pwaBack: true };

/** /likes and /likes/{type} (docs/product.md#likes-and-matches): who liked the member, whom the member liked, and the matches. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const tab = (params.type ?? "received") as LikeTab;
  if (!LIKE_TABS.includes(tab)) throw notFound();
  await context.requireUser();
  const [likes, settings, t] = await Promise.all([
    context.api.call("getLikes"),
    context.site.settings(),
    context.t("members"),
  ]);
  const tabs = likeTabs(likes);
  return json({
    tab,
    counts: tabs.counts,
    members: tabs[tab],
    cdnPrefix: settings.cdn_prefix,
    title: t("likes.title"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function Likes() {
  const { tab, counts, members, cdnPrefix, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("members");
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <nav aria-label={t("likes.tabs")}>
        <ul className={styles.tabs}>
          {LIKE_TABS.map((name) => (
            <li key={name}>
              <Link
                to={`/likes/${name}`}
                className={styles.tab}
                aria-current={name === tab ? "page" : undefined}
                preventScrollReset
              >
                {t(`likes.tab.${name}`)} <span className={styles.tabCount}>{counts[name]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {members.length === 0 ? (
        <div className={styles.empty} data-testid="likes-empty">
          <h2>{t(`likes.empty.${tab}.title`)}</h2>
          <p>{t(`likes.empty.${tab}.text`)}</p>
          <Link to={tab === "received" ? "/profile" : "/members"}>{t(`likes.empty.${tab}.action`)}</Link>
        </div>
      ) : (
        <>
          {/* The cards' names are headings of this list (h3): name it for those who move by headings. */}
          <h2 className="visually-hidden">{t(`likes.tab.${tab}`)}</h2>
          <MemberGrid
            members={members}
            cdnPrefix={cdnPrefix}
            label={t(`likes.tab.${tab}`)}
            eagerCount={4}
            extra={(member) => {
              const entry = members.find((m) => m.id === member.id);
              return {
                href: `/likes/m/${member.id}`,
                marker: entry?.isNew
                  ? t("likes.new")
                  : entry?.isMatch && tab !== "matches"
                  ? t("likes.match")
                  : undefined,
              };
            }}
          />
        </>
      )}
    </div>
  );
}
