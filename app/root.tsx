import { cssBundleHref } from "@remix-run/css-bundle";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { getSettings } from "~/api/cache.server";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { detectLocale } from "~/i18n/detect-locale.server";
import { getApi } from "~/utils/api.server";
import { clearAuthToken } from "~/utils/auth.server";
import { useNonce } from "~/utils/nonce";
import { useLiveCounts } from "~/components/use-live-counts";
import { getNavCounts } from "~/utils/counts.server";
import { pageTitle } from "~/utils/meta";
import { getCurrentUser } from "~/utils/session.server";
import * as styles from "~/styles/global.css";
import { tenantThemeCss } from "~/styles/tenant-theme";

export const links: LinksFunction = () => (cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { tenant } = context;
  const { client, token } = await getApi(request, context);
  const url = new URL(request.url);
  // Settings and the member in parallel: the page costs the slower call, not the sum.
  const [settings, user, counts] = await Promise.all([
    getSettings(client, tenant.id, url.searchParams),
    getCurrentUser(request, context),
    token ? getNavCounts(client) : null,
  ]);
  const locale = await detectLocale(request, tenant, settings.domain_language);
  // A token the API no longer knows (expired, logged out elsewhere) is dropped.
  const headers = token && !user ? { "Set-Cookie": await clearAuthToken(context) } : undefined;
  return json(
    {
      locale,
      themeCss: tenantThemeCss(tenant.theme),
      site: {
        id: tenant.id,
        name: tenant.name,
        niche: tenant.niche,
        indexTitle: settings.index_title,
        description: settings.description,
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

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  pageTitle(matches, data?.site.indexTitle, { withSiteName: false }),
  { name: "description", content: data?.site.description ?? "" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { i18n } = useTranslation();
  const nonce = useNonce();
  return (
    <html lang={data?.locale ?? i18n.language} dir={i18n.dir()} data-niche={data?.site.niche}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data?.themeCss ? (
          <style nonce={nonce} suppressHydrationWarning>
            {data.themeCss}
          </style>
        ) : null}
      </head>
      <body className={styles.body}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, site, user: loadedUser } = useLoaderData<typeof loader>();
  useChangeLanguage(locale);
  const user = useLiveCounts(loadedUser);
  return (
    <div className={styles.page}>
      <SiteHeader siteName={site.name} user={user} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter siteName={site.name} />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div className={styles.page}>
      {data ? <SiteHeader siteName={data.site.name} user={data.user} /> : null}
      <main id="main" className={styles.main}>
        <ErrorPage status={status} />
      </main>
    </div>
  );
}
