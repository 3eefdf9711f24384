import { useLocation, useMatches, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "./button.css";

/**
 * Where Back leads when the installed app was opened on the page itself (a notification, the
 * start screen): there is no page of the app to go back to, and history.back() would do nothing.
 */
const NO_HISTORY_FALLBACK = "/members";

/**
 * docs/product.md#navigation: in the installed app (no browser back button) the member, likes-type, liked-member,
 * credits and payment-method pages show a Back button. Routes ask for it with `handle.pwaBack`:
 * `true`, or the address Back leads to when the app has no page before this one.
 */
/**
 * Nothing of the app lies before this page: it has the router's "default" key (the page the app
 * opened on), or the router's first history index (the page may have replaced its own entry since,
 * which gives it a new key).
 */
function openedHere(key: string): boolean {
  const state: unknown = window.history.state;
  const index = state && typeof state === "object" && "idx" in state ? state.idx : undefined;
  return key === "default" || index === 0;
}

export function PwaBackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const location = useLocation();
  const [standalone, setStandalone] = useState(false);
  useEffect(() => setStandalone(window.matchMedia?.("(display-mode: standalone)").matches ?? false), []);
  if (!standalone) return null;
  const asked = [...matches]
    .reverse()
    .map((m) => (m.handle as { pwaBack?: unknown } | undefined)?.pwaBack)
    .find(Boolean);
  const fallback = typeof asked === "string" ? asked : NO_HISTORY_FALLBACK;
  return (
    <button
      type="button"
      className={buttons.button.ghost}
      onClick={() => (openedHere(location.key) ? navigate(fallback) : navigate(-1))}
    >
      ← {t("nav.back")}
    </button>
  );
}
