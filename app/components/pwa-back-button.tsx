import { useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "./button.css";

/**
 * docs/product.md#navigation: in the installed app (no browser back button) the member, likes-type, liked-member,
 * credits and payment-method pages show a Back button. Routes ask for it with `handle.pwaBack`.
 */
export function PwaBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(window.matchMedia?.("(display-mode: standalone)").matches ?? false), []);
  if (!standalone) return null;
  return (
    <button type="button" className={buttons.button.ghost} onClick={() => navigate(-1)}>
      ← {t("nav.back")}
    </button>
  );
}
