import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { LikeToggle } from "~/features/members/like-toggle";
import { MemberGrid } from "~/features/members/member-card";
import { pageTitle } from "~/utils/meta";
import { matchesAction, matchesPage } from "./matches.server";
import { Welcome } from "./welcome";
import * as styles from "./styles.css";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

/** Right after signup: no entry warning, as on the completion page (docs/product.md#entry-warning). */
export const handle = { i18n: ["signup", "members"], entryWarning: false };

/** /signup-matches (docs/product.md#signup): the new member's welcome and first matches, each to like. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [page, t] = await Promise.all([matchesPage(request, context), context.t("signup")]);
  return json({ ...page, title: t("matches.title") });
}

export const action = ({ request, context }: ActionFunctionArgs) => matchesAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function SignupMatches() {
  const { welcome, looking, members, cdnPrefix, title } = useLoaderData<typeof loader>();
  const { t } = useTranslation("signup");
  const lookingFor = t(`matches.looking.${looking.gender ?? "any"}`, { min: looking.minAge, max: looking.maxAge });
  return (
    <div className={styles.page}>
      <Welcome {...welcome} />
      <section aria-labelledby="matches-title" className={styles.matches}>
        <h2 id="matches-title" className={styles.title}>
          {title}
        </h2>
        {members.length ? (
          <>
            <p className={styles.intro}>
              {lookingFor} {t("matches.like_hint")}
            </p>
            <MemberGrid
              members={members}
              cdnPrefix={cdnPrefix}
              label={title}
              eagerCount={4}
              extra={(member) => ({
                footer: (
                  <LikeToggle
                    memberId={member.id}
                    name={member.name}
                    state={members.find((m) => m.id === member.id)?.like ?? "none"}
                  />
                ),
              })}
            />
          </>
        ) : (
          <p className={styles.intro} data-testid="matches-empty">
            {t("matches.none")}
          </p>
        )}
      </section>
      <p className={styles.next}>
        <Link to="/members" className={`${buttons.button.primary} ${styles.onward}`}>
          {t("complete.continue")}
        </Link>
      </p>
    </div>
  );
}
