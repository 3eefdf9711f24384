import { Form, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { badgeText, creditsBadgeTone } from "~/utils/badges";
import { LanguageForm } from "./language-switcher";
import * as languageStyles from "./language-switcher.css";
import { usePrefetch } from "./use-prefetch";
import * as styles from "./main-nav.css";

export interface NavUser {
  name: string;
  credits: number;
  paidUser: boolean;
  unread: number;
  newLikes: number;
}

function CountBadge({ count, label }: { count: number; label: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className={styles.badge.unread} aria-label={label} data-testid="badge">
      {text}
    </span>
  );
}

/** Line icons of the tab bar (24×24, drawn with the text colour). */
const ICONS = {
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm9 16-4.2-4.2",
  messages: "M4 5h16v11H8l-4 4z",
  likes: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  profile: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0",
};

function TabIcon({ path }: { path: string }) {
  return (
    <svg className={styles.tabIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Words that differ by screen: `narrow` on phones, `wide` from tablets up. The hidden one is
 * display:none, so the accessible name is always the words on screen.
 */
function ByWidth({ narrow, wide }: { narrow: ReactNode; wide: ReactNode }) {
  return (
    <>
      <span className={styles.narrowOnly} data-width="narrow">
        {narrow}
      </span>
      <span className={styles.wideOnly} data-width="wide">
        {wide}
      </span>
    </>
  );
}

/** The navigation (docs/product.md#navigation) for a logged-in member; on phones a bottom tab bar. */
export function MainNav({ user, languages = [] }: { user: NavUser; languages?: string[] }) {
  const { t } = useTranslation();
  const creditsTone = creditsBadgeTone(user.credits);
  const prefetch = usePrefetch();
  return (
    <nav className={styles.nav} aria-label={t("nav.main")}>
      {/* On phones these are the bottom tab bar (Profile included); from tablets up, header links. */}
      <ul className={styles.tabBar}>
        <li>
          <NavLink to="/members" className={styles.tab} end prefetch={prefetch}>
            <TabIcon path={ICONS.search} />
            <ByWidth narrow={t("nav.search")} wide={t("nav.searchMembers")} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/chats" className={styles.tab} prefetch={prefetch}>
            <TabIcon path={ICONS.messages} />
            <span>{t("nav.messages")}</span>
            <CountBadge count={user.unread} label={t("nav.unreadMessages", { count: user.unread })} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/likes" className={styles.tab} prefetch={prefetch}>
            <TabIcon path={ICONS.likes} />
            <span>{t("nav.likes")}</span>
            <CountBadge count={user.newLikes} label={t("nav.newLikes", { count: user.newLikes })} />
          </NavLink>
        </li>
        <li className={styles.phoneOnly}>
          <NavLink to="/profile" className={styles.tab}>
            <TabIcon path={ICONS.profile} />
            <span>{t("nav.myProfile")}</span>
          </NavLink>
        </li>
      </ul>
      <ul className={styles.list}>
        <li>
          {user.paidUser ? (
            <NavLink to="/credits" className={styles.link}>
              {t("nav.credits")}
              {creditsTone ? (
                <span
                  className={styles.badge[creditsTone]}
                  data-testid="credits-badge"
                  data-tone={creditsTone}
                  aria-label={t("nav.creditsLeft", { count: user.credits })}
                >
                  {user.credits}
                </span>
              ) : null}
            </NavLink>
          ) : (
            <NavLink to="/premium" className={styles.premium}>
              <ByWidth narrow="Premium" wide={t("nav.getPremium")} />
            </NavLink>
          )}
        </li>
      </ul>
      <AccountMenu name={user.name} languages={languages} />
    </nav>
  );
}

/** A <details> menu: opens and closes without JavaScript; with it, closes on navigation and Escape. */
function AccountMenu({ name, languages }: { name: string; languages: string[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location]);
  return (
    <details
      ref={ref}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === "Escape" && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector("summary")?.focus();
        }
      }}
    >
      <summary className={styles.summary} data-testid="account-menu">
        <span className="visually-hidden" data-testid="logged-in-as">
          {t("nav.loggedInAs", { name })}
        </span>
        {/* On phones the member's initial in a round badge keeps the header on one row. */}
        <span aria-hidden="true" className={styles.initial}>
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span aria-hidden="true" className={styles.wideOnly}>
          {name}
        </span>
      </summary>
      <ul className={styles.menuList}>
        <li>
          <NavLink to="/profile" className={styles.menuItem}>
            {t("nav.myProfile")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/notifications" className={styles.menuItem}>
            {t("nav.settings")}
          </NavLink>
        </li>
        {languages.length > 1 ? (
          <li className={styles.narrowOnly}>
            <LanguageForm
              compact
              languages={languages}
              redirectTo={location.pathname + location.search}
              className={styles.menuLanguages}
              optionClassName={languageStyles.option}
              aria-label={t("language.switch")}
            />
          </li>
        ) : null}
        <li>
          <Form method="post" action="/logout">
            <button type="submit" className={styles.menuItem}>
              {t("nav.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
