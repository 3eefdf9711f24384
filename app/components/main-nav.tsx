import { Form, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { badgeText, creditsBadgeTone } from "./badges";
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

/** SPEC §2 "Navigation and chrome" for a logged-in member. */
export function MainNav({ user }: { user: NavUser }) {
  const { t } = useTranslation();
  const creditsTone = creditsBadgeTone(user.credits);
  const prefetch = usePrefetch();
  return (
    <nav className={styles.nav} aria-label={t("nav.main")}>
      <ul className={styles.list}>
        <li>
          <NavLink to="/members" className={styles.link} end prefetch={prefetch}>
            {t("nav.searchMembers")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/chats" className={styles.link} prefetch={prefetch}>
            {t("nav.messages")}
            <CountBadge count={user.unread} label={t("nav.unreadMessages", { count: user.unread })} />
          </NavLink>
        </li>
        <li>
          <NavLink to="/likes" className={styles.link} prefetch={prefetch}>
            {t("nav.likes")}
            <CountBadge count={user.newLikes} label={t("nav.newLikes", { count: user.newLikes })} />
          </NavLink>
        </li>
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
              {t("nav.getPremium")}
            </NavLink>
          )}
        </li>
      </ul>
      <AccountMenu name={user.name} />
    </nav>
  );
}

/** A <details> menu: opens and closes without JavaScript; with it, closes on navigation and Escape. */
function AccountMenu({ name }: { name: string }) {
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
        <span aria-hidden="true">{name}</span>
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
