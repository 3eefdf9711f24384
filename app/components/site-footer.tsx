import { useTranslation } from "react-i18next";
import * as styles from "./site-footer.css";

export function SiteFooter({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <p>{t("footer.adultsOnly", { siteName })}</p>
    </footer>
  );
}
