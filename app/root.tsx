import { cssBundleHref } from "@remix-run/css-bundle";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { ErrorPage, ErrorPageGuard, errorMessageKey, errorReason, errorStatus } from "~/components/error-page";
import { PageLayout } from "~/components/page-layout";
import * as buttons from "~/components/button.css";
import * as headerStyles from "~/components/site-header.css";
import { JoinButton } from "~/features/signup/join-modal";
import { SiteHeader } from "~/components/site-header";
import { I18nStore } from "~/i18n/i18n-store";
import { clearBadLocaleCookie } from "~/i18n/detect-locale.server";
import { switcherLanguages } from "~/i18n/switcher";
import { clearAuthToken } from "~/utils/auth.server";
import { useNonce } from "~/utils/nonce";
import { useLiveCounts } from "~/components/use-live-counts";
import { appModeCookie, entryWarningEligible, PWA_START_PARAM } from "~/features/entry-warning/eligibility.server";
import { pageTitle } from "~/utils/meta";
import { memberBanners } from "~/features/member-banners/dismissal.server";
import { MemberBanner } from "~/features/member-banners/member-banner";
import { useMemberPush, usePageHiddenBeacon } from "~/features/push/use-member-push";
import { usePushSnapshot } from "~/features/push/push-state";
import { MemberOffer } from "~/features/time-bonus/member-offer";
import { memberOffer } from "~/features/time-bonus/offer.server";
import { LikeModal } from "~/features/members/like-modal";
import { NewVersionPrompt } from "~/features/offline/new-version-prompt";
import { captureTracking, getTracking } from "~/features/signup/tracking.server";
import { signupOpen } from "~/domain/signup-rules";
import { consentState } from "~/features/consent/consent-state.server";
import { ConsentBannerSlot } from "~/features/consent/consent-banner-slot";
import { useTrackingScripts } from "~/features/consent/use-tracking-scripts";
import * as styles from "~/styles/global.css";
import { siteBrand } from "~/tenant/brand.server";
import { sitePageLinks } from "~/tenant/site-pages";
import { SiteStyle } from "~/components/site-style";
import { BRAND_SCRIPT_ID, brandJson, useSiteBrand } from "~/tenant/brand";
import { errorPage } from "~/utils/not-found";
import { OVERLOADED } from "~/api/overload";
import { restoreTypedText } from "~/utils/typed-before-hydration";

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "icon", href: "/icons/192.png", type: "image/png" },
  { rel: "apple-touch-icon", href: "/icons/192.png" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Refused by the web server before any page ran: only the site's error page (503: too busy).
  if (context.refusal) throw errorPage(context.refusal, context.refusal === 503 ? OVERLOADED : undefined);
  const { tenant } = context;
  const brand = siteBrand(tenant);
  const url = new URL(request.url);
  // Everything in parallel: the page costs the slowest call, not the sum.
  const [settings, user, counts, company, locale, offer] = await Promise.all([
    context.site.settings(),
    context.user(),
    context.navCounts(),
    // Footer only: a failure leaves the company line out rather than failing the page.
    context.site.company().catch(() => null),
    context.locale(),
    // The time bonus or welcome code, as soon as the member is known (docs/product.md#time-bonus-and-welcome-discount).
    context.user().then((member) => memberOffer(request, context, member)),
  ]);
  // A token the API no longer knows (expired, logged out elsewhere) is dropped.
  const headers = new Headers();
  if (user === null && (await context.token())) headers.append("Set-Cookie", await clearAuthToken(context));
  // Remember that this browser runs the installed app (the manifest's start_url says so).
  if (url.searchParams.has(PWA_START_PARAM)) headers.append("Set-Cookie", await appModeCookie.serialize("pwa"));
  const badLocale = await clearBadLocaleCookie(request.headers.get("Cookie"), tenant.languages);
  if (badLocale) headers.append("Set-Cookie", badLocale);
  await captureTracking(request, headers);
  const banners = await memberBanners(request, user, { pushKey: Boolean(settings.push_public_key) });
  const entryWarning = {
    eligible: await entryWarningEligible(request, {
      loggedIn: Boolean(user),
      enabled: settings.enable_site_entry_popup !== "no",
    }),
    country: settings.geoip_country,
    countries: tenant.entryWarningCountries,
  };
  return json(
    {
      locale,
      // Visitors' pages (home, login, signup, landing pages) are text: the fonts start with the HTML and
      // are cached by the time the member's pages open. There a photo is the largest paint, and preloaded
      // fonts competed with it on a phone's bandwidth; a font that comes later takes its fallback's room.
      fontPreloads: user ? [] : brand.fontPreloads,
      themeColor: brand.themeColor,
      entryWarning,
      banners,
      offer,
      /**
       * The visitor's cookie choice and, once accepted, the site's tracking scripts (decision 021).
       * Per visitor (the consent cookie): a shared cache of pages must key on it.
       */
      consent: consentState(request.headers.get("Cookie"), tenant),
      company: company && {
        name: company.name,
        address: company.address,
        city: company.city,
        country: company.country,
      },
      /** Marks operated profiles (one, and a list holding some) and closes the home page's footer. */
      fictionalWarning: settings.fictional_warning,
      switcherLanguages: switcherLanguages(settings.geoip_country, tenant.languages),
      site: {
        id: tenant.id,
        name: tenant.name,
        niche: tenant.niche,
        indexTitle: settings.index_title,
        description: settings.description,
        cdnPrefix: settings.cdn_prefix,
        /** The site's VAPID public key: this browser subscribes with it (docs/product.md#notifications-and-settings). */
        pushKey: settings.push_public_key,
        // Whether this visitor may sign up (docs/product.md#signup): else no page offers a signup that leads nowhere.
        signupOpen: signupOpen(settings.signups, (await getTracking(request))?.network),
        /** The site's own static pages, for the footer (docs/product.md#static-pages). */
        pages: sitePageLinks(tenant, locale),
      },
      user: user && {
        name: user.profile.name,
        credits: user.credits,
        paidUser: user.paid_user,
        unread: counts?.unread ?? 0,
        newLikes: counts?.newLikes ?? 0,
      },
    },
    { headers }
  );
}

export type RootLoader = typeof loader;

/**
 * The root shows the member, credits and counts: they change through the member's own actions
 * (any form post) or with time, which the navigation's 60 s refresh covers (/resources/counts).
 * A plain client navigation therefore does not ask again (docs/decisions/011); a same-URL
 * navigation or an explicit revalidate does.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionStatus,
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  // A form the API failed to save stays on screen with what was typed, not the error page.
  if (actionStatus && actionStatus >= 500) return false;
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
};

// An error page's title is drawn by Layout, which knows the site's brand without the root's data.
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => [
  ...(error ? [] : [pageTitle(matches, data?.site.indexTitle, { withSiteName: false })]),
  { name: "description", content: data?.site.description ?? "" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const error = useRouteError();
  const siteBrand = useSiteBrand();
  // The root's data may be missing on an error page (a refused post, an outage): the brand is not.
  const brand = data ? null : siteBrand;
  const { t, i18n } = useTranslation();
  const nonce = useNonce();
  const theme = data ?? brand;
  const siteName = data?.site.name ?? brand?.name;
  return (
    <html lang={data?.locale ?? i18n.language} dir={i18n.dir()} data-niche={data?.site.niche ?? brand?.niche}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {theme?.themeColor ? <meta name="theme-color" content={theme.themeColor} /> : null}
        {error ? (
          <title>
            {[t(errorMessageKey(errorStatus(error), errorReason(error))), siteName].filter(Boolean).join(" · ")}
          </title>
        ) : null}
        <Meta />
        {/* The niche's Latin font files start with the HTML instead of after the CSS (crossOrigin: fonts are fetched in CORS mode). */}
        {theme?.fontPreloads?.map((href) => (
          <link key={href} rel="preload" as="font" type="font/woff2" href={href} crossOrigin="anonymous" />
        ))}
        <Links />
        <SiteStyle css={siteBrand?.themeCss} nonce={nonce} />
      </head>
      <body className={styles.body}>
        {children}
        {brand ? (
          <script
            type="application/json"
            id={BRAND_SCRIPT_ID}
            nonce={nonce}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: brandJson(brand) }}
          />
        ) : null}
        <I18nStore />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Marks <html data-hydrated> once React owns the page: before that, clicks are plain document
 * navigations. Browser tests wait for it; it costs one attribute. Text typed while the page loaded
 * is back in place by then.
 */
function useHydratedMarker() {
  useEffect(() => {
    restoreTypedText();
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  useChangeLanguage(data.locale);
  const user = useLiveCounts(data.user, { pushSubscribed: usePushSnapshot().state === "subscribed" });
  useMemberPush(data.user !== null);
  usePageHiddenBeacon(data.user !== null);
  useHydratedMarker();
  useTrackingScripts(data.consent.scripts);
  return (
    <PageLayout
      data={{ ...data, user }}
      consent={data.consent.asked ? <ConsentBannerSlot consent={data.consent} siteName={data.site.name} /> : null}
      offer={<MemberOffer offer={data.offer} credits={user?.credits ?? 0} />}
      banner={<MemberBanner data={data.banners} pushKey={data.site.pushKey} />}
      popup={<LikeModal cdnPrefix={data.site.cdnPrefix} />}
      join={
        data.site.signupOpen && !user ? (
          <JoinButton label={t("nav.join")} className={`${buttons.button.primary} ${headerStyles.visitorButton}`} />
        ) : null
      }
    >
      <Outlet />
      <NewVersionPrompt />
    </PageLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const brand = useSiteBrand();
  const { t } = useTranslation();
  const status = errorStatus(error);
  return (
    <ErrorPageGuard fallbackText={() => ({ message: t("errors.errorPageFailed"), home: t("errors.goHome") })}>
      <div className={styles.page}>
        {data ? (
          <SiteHeader siteName={data.site.name} user={data.user} languages={data.switcherLanguages} />
        ) : brand ? (
          <SiteHeader siteName={brand.name} user={null} languages={brand.languages} />
        ) : null}
        <main id="main" className={styles.main}>
          <ErrorPage status={status} reason={errorReason(error)} />
        </main>
      </div>
    </ErrorPageGuard>
  );
}
