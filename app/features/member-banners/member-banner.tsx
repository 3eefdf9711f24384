import { Form, Link, useFetcher, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { visibleBanner, type BannerKind } from "./kinds";
import * as buttons from "~/components/button.css";
import * as styles from "./member-banner.css";

export interface BannerData {
  /** The banners that apply to the member, in the order of docs/product.md#member-banners (root loader). */
  kinds: BannerKind[];
  /** The address the activation e-mail went to (only set with the activate reminder). */
  email: string;
}

/**
 * Banners for the signed-in member (docs/product.md#member-banners), account parts: "confirm your e-mail" with a button
 * for a new confirmation e-mail, else "add a photo" with a remembered "Not now". Plain forms, so
 * both work without JavaScript; with it, "Not now" does not leave the page.
 */
export function MemberBanner({ data }: { data: BannerData }) {
  const { t } = useTranslation();
  const routeIds = useMatches().map((m) => m.id);
  const { pathname, search } = useLocation();
  const dismiss = useFetcher();
  const kind = visibleBanner(data.kinds, routeIds);
  if (!kind || (kind === "add_photo" && dismiss.state !== "idle")) return null;
  const here = pathname + search;
  return (
    <aside className={styles.banner} aria-label={t(`banners.${kind}.label`)} data-testid={`banner-${kind}`}>
      <div className={styles.inner}>
        {kind === "activate" ? (
          <>
            <p className={styles.text}>{t("banners.activate.text", { email: data.email })}</p>
            {/* The completion page confirms the new e-mail and explains the link again. */}
            <Form method="post" action="/activate/resend" className={styles.form}>
              <input type="hidden" name="redirectTo" value="/complete-signup?sent=1" />
              <button type="submit" className={buttons.button.primary}>
                {t("banners.activate.resend")}
              </button>
            </Form>
          </>
        ) : (
          <>
            <p className={styles.text}>{t("banners.add_photo.text")}</p>
            <div className={styles.actions}>
              <Link to="/profile#photos-title" className={buttons.button.primary}>
                {t("banners.add_photo.add")}
              </Link>
              <dismiss.Form method="post" action="/banners/dismiss" className={styles.form}>
                <input type="hidden" name="redirectTo" value={here} />
                <button type="submit" className={buttons.button.ghost}>
                  {t("banners.add_photo.dismiss")}
                </button>
              </dismiss.Form>
            </div>
          </>
        )}
      </div>
    </aside>
  );
}
