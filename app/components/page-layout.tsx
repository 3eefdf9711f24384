import { Link, useMatches } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import * as global from "~/styles/global.css";
import { EntryWarning } from "./entry-warning";
import { ProgressBar } from "./progress-bar";
import { SavedCopyNotice } from "./saved-copy-notice";
import { PwaBackButton } from "./pwa-back-button";
import type { NavUser } from "./main-nav";
import { SiteFooter, type FooterCompany, type FooterSitePage } from "./site-footer";
import * as navStyles from "./main-nav.css";
import { SiteHeader } from "./site-header";
import * as styles from "./site-header.css";

/** The layouts of docs/product.md#routes-and-layouts. A route picks one with `handle.layout`; the default has the full chrome. */
export type LayoutKind = "default" | "chat" | "lander" | "empty";

export interface RouteHandle {
  layout?: LayoutKind;
  /** docs/product.md#entry-warning: complete-signup and the reset-password pages never show the entry warning. */
  entryWarning?: false;
  /**
   * docs/product.md#navigation: show a Back button when running as the installed app; a path is
   * where it leads when the app opened on this page (else the members area).
   */
  pwaBack?: boolean | string;
  i18n?: string | string[];
  /**
   * docs/web-tier.md#the-page-cache: a visitor's page of this route is drawn once per site,
   * language, country and variant and served from the web process's memory afterwards. `query`
   * names the query parameters the page reads (each value is its own page); any other parameter
   * is left out of the address the page is drawn for.
   */
  pageCache?: true | { query: readonly string[] };
}

export interface ChromeData {
  locale: string;
  site: { name: string; cdnPrefix: string; pages?: FooterSitePage[] };
  user: NavUser | null;
  entryWarning: { eligible: boolean; country: string; countries: string[] };
  company: FooterCompany | null;
  /** The settings' fictional_warning (docs/product.md#sites-and-niches): the home page's footer says the plural. */
  fictionalWarning: { singular: string; plural: string };
  switcherLanguages: string[];
}

/**
 * Whether the entry warning shows: only where the visitor is eligible (logged out, first visit,
 * site setting, not an installed app), never on routes that opt out, and in the chat, lander and
 * empty layouts only for the tenant's countries (NL and DE by default). The default layout shows
 * it to every country (docs/decisions/004).
 */
export function showEntryWarning(
  layout: LayoutKind,
  warning: ChromeData["entryWarning"],
  routeAllows: boolean
): boolean {
  if (!warning.eligible || !routeAllows) return false;
  return layout === "default" || warning.countries.includes(warning.country);
}

/**
 * The page's chrome around a route. The pieces that carry feature logic are handed in by the root
 * (components do not import features); the layout only decides where, and whether, they show.
 */
export function PageLayout({
  data,
  offer,
  banner,
  popup,
  consent,
  join,
  children,
}: {
  data: ChromeData;
  /**
   * Right under the header of the default and chat layouts, for a signed-in member: the time
   * bonus's banner and popup, which decide by route themselves (the members area has pages of both).
   */
  offer?: ReactNode;
  /** Under the header of the default layout, for a signed-in member (the member banners). */
  banner?: ReactNode;
  /** In the default layout's header for a visitor: the call to join that opens the signup modal. */
  join?: ReactNode;
  /** Over the default layout, never together with the entry warning (the like modal). */
  popup?: ReactNode;
  /** At the bottom of the window on every layout, under the entry warning while it asks (the cookie banner). */
  consent?: ReactNode;
  children: ReactNode;
}) {
  const matches = useMatches();
  const handles = matches.map((m) => (m.handle ?? {}) as RouteHandle);
  const layout = [...handles].reverse().find((h) => h.layout)?.layout ?? "default";
  const isIndex = matches.at(-1)?.id === "routes/_index";
  const warning = showEntryWarning(layout, data.entryWarning, !handles.some((h) => h.entryWarning === false));
  const [warningClosed, setWarningClosed] = useState(false);
  // A member's phone has the tab bar at the bottom of the window (main-nav.css.ts).
  const tabBar = (layout === "default" || layout === "chat") && Boolean(data.user);
  // Behind the warning the page takes no focus and no typing, from the first byte (with or without
  // JavaScript): a field typed into before the script makes the warning modal would lose its focus,
  // and the keys after it, the moment the warning took over.
  const behindWarning = warning && !warningClosed ? { inert: "" } : {};
  const main = (
    <main id="main" className={layout === "default" ? global.main : global.mainBare}>
      {handles.some((h) => h.pwaBack) ? <PwaBackButton /> : null}
      {children}
    </main>
  );
  return (
    <>
      <div className={global.page} data-layout={layout} {...behindWarning}>
        <ProgressBar />
        {layout === "default" || layout === "chat" ? (
          <SiteHeader
            siteName={data.site.name}
            user={data.user}
            languages={data.switcherLanguages}
            join={layout === "default" ? join : undefined}
          />
        ) : null}
        {(layout === "default" || layout === "chat") && data.user ? offer : null}
        {layout === "chat" ? <SavedCopyNotice /> : null}
        {layout === "lander" ? (
          <header className={styles.header}>
            <div className={styles.inner}>
              <Link to="/" className={styles.logo}>
                {data.site.name}
              </Link>
            </div>
          </header>
        ) : null}
        {layout === "default" && data.user ? banner : null}
        {main}
        {layout === "default" ? (
          <SiteFooter
            siteName={data.site.name}
            locale={data.locale}
            full={isIndex}
            company={data.company}
            disclaimer={data.fictionalWarning.plural}
            sitePages={data.site.pages}
          />
        ) : null}
        {consent ? <div className={tabBar ? global.bottomDockAboveTabBar : global.bottomDock}>{consent}</div> : null}
        {tabBar ? <div className={navStyles.tabBarSpace} aria-hidden="true" /> : null}
        {layout === "default" && !warning ? popup : null}
      </div>
      {warning ? <EntryWarning siteName={data.site.name} onClose={() => setWarningClosed(true)} /> : null}
    </>
  );
}
