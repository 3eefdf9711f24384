import { useTranslation } from "react-i18next";
import type { RouteHandle } from "~/components/page-layout";
import * as form from "~/components/form.css";

/** What the service worker shows when a page cannot load without a network (cached at install). */
export const handle: RouteHandle = { layout: "lander", entryWarning: false };

export default function Offline() {
  const { t } = useTranslation();
  return (
    <section className={form.card} aria-labelledby="offline-title">
      <h1 id="offline-title" className={form.title}>
        {t("offline.title")}
      </h1>
      <p>{t("offline.text")}</p>
      <a href="/">{t("offline.retry")}</a>
    </section>
  );
}
