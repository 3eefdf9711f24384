import { useTranslation } from "react-i18next";
import * as styles from "./styles.css";

/**
 * /chats on a wide screen: beside the list, the place of the conversation says to pick one. The
 * newest is not opened by itself: opening marks its messages read (docs/product.md#chat), which the member
 * should decide. A phone shows the list alone.
 */
export function ChooseConversation() {
  const { t } = useTranslation("chat");
  return (
    <div className={styles.choose} data-testid="choose-conversation">
      <h2 className={styles.title}>{t("list.choose.title")}</h2>
      <p>{t("list.choose.text")}</p>
    </div>
  );
}
