import { useTranslation } from "react-i18next";
import { PageCard } from "~/components/page-card";
import type { RouteHandle } from "~/components/page-layout";

/** What the service worker shows when a page cannot load without a network (cached at install). */
export const handle: RouteHandle = { layout: "lander", entryWarning: false };

export default function Offline() {
  const { t } = useTranslation();
  return (
    <PageCard id="offline-title" title={t("offline.title")}>
      <p>{t("offline.text")}</p>
      <a href="/">{t("offline.retry")}</a>
    </PageCard>
  );
}
