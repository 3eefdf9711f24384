import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { RouteHandle } from "~/components/page-layout";
import { FaceGrid } from "~/features/landing/faces";
import { landerBase, type LanderBase } from "~/features/landing/lander-data.server";
import { LanderPage } from "~/features/landing/lander-page";
import { useTranslation } from "react-i18next";
import type { RootLoader } from "~/root";
import * as buttons from "~/components/button.css";
import * as styles from "./styles.css";

/** Small line icons (24 × 24, stroke in currentColor); decorative, so hidden from assistive tech. */
const ICONS = {
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm9 16-4-4",
  like: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z",
  chat: "M4 5h16v11H9l-5 4V5Zm4 5h8m-8 3h5",
  discreet: "M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Z",
  adults: "m5 12 4 4 10-10",
  free: "M12 3v18m5-14H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6",
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

const STEPS = ["search", "like", "chat"] as const;
const PROMISES = ["discreet", "adults", "free"] as const;

/** A visitor's home page is kept by the page cache (docs/web-tier.md#the-page-cache): paid traffic arrives here in bursts. */
export const handle: RouteHandle = { i18n: ["landers", "signup", "promo"], pageCache: true };

/**
 * The home page is the first lander (docs/product.md#landing-pages): a visitor sees the site's
 * members near them and the signup's first step; a member, the way to the members area.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await context.user()) return json({ base: null });
  return json({ base: await landerBase(request, context, undefined) });
}

export default function Home() {
  const { base } = useLoaderData<typeof loader>();
  return base ? <VisitorHome base={base} /> : <MemberHome />;
}

function VisitorHome({ base }: { base: LanderBase }) {
  const { t } = useTranslation(["common", "landers"]);
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site } = root;
  return (
    <LanderPage
      base={base}
      title={site.indexTitle || site.name}
      lead={site.description}
      signupHeading={t("landers:home.signup")}
      legal={false}
      // The signup comes first, the faces right under it: on a phone the first screen paints as text,
      // with no photo to wait for (the landers lead with their pictures instead).
      picture={null}
      more={
        <>
          <ul className={styles.promises}>
            {PROMISES.filter((key) => key !== "free" || base.signup.open).map((key) => (
              <li key={key} className={styles.promise}>
                <Icon name={key} />
                {t(`landers:home.promises.${key}`)}
              </li>
            ))}
          </ul>
          <section aria-labelledby="near-you" className={styles.near}>
            <h2 id="near-you" className={styles.stepsTitle}>
              {t("landers:home.near_you")}
            </h2>
            <FaceGrid faces={base.faces.slice(0, 12)} priority={0} tiles={base.tiles} />
          </section>
          <HowItWorks siteName={site.name} />
        </>
      }
    />
  );
}

function HowItWorks({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.stepsTitle}>
        {t("landers:home.howItWorks")}
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((key) => (
          <li key={key} className={styles.step}>
            <span className={styles.stepIcon}>
              <Icon name={key} />
            </span>
            <h3 className={styles.stepTitle}>{t(`landers:home.steps.${key}.title`)}</h3>
            <p className={styles.stepText}>{t(`landers:home.steps.${key}.text`, { siteName })}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A member at the home page: the way into the members area. */
function MemberHome() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site, user } = root;
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.inner}>
          <h1 id="home-title" className={styles.title}>
            {site.indexTitle || site.name}
          </h1>
          <p className={styles.lead}>{site.description}</p>
          <div className={styles.actions}>
            {user ? (
              <Link to="/members" className={buttons.button.primary}>
                {t("landers:home.toMembers")}
              </Link>
            ) : (
              <>
                {/* A closed signup (invite-only, or no traffic source) offers the login only. */}
                {site.signupOpen ? (
                  <Link to="/signup" className={buttons.button.primary}>
                    {t("landers:home.join")}
                  </Link>
                ) : null}
                <Link to="/login" className={site.signupOpen ? buttons.button.ghost : buttons.button.primary}>
                  {t("nav.login")}
                </Link>
              </>
            )}
          </div>
          <ul className={styles.promises}>
            {PROMISES.filter((key) => key !== "free" || site.signupOpen).map((key) => (
              <li key={key} className={styles.promise}>
                <Icon name={key} />
                {t(`landers:home.promises.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <HowItWorks siteName={site.name} />
    </>
  );
}
