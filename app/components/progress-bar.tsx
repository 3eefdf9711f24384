import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./progress-bar.css";

import { PROGRESS_HIDE_MS, PROGRESS_THROTTLE_MS } from "./progress-timing";

type Phase = "hidden" | "running" | "done";

export function ProgressBar() {
  const { t } = useTranslation();
  const busy = useNavigation().state !== "idle";
  const [phase, setPhase] = useState<Phase>("hidden");

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase("running"), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    if (phase === "running") setPhase("done");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- phase changes are driven by `busy` only
  }, [busy]);

  // Counted from when "done" is on screen, not from when it was asked for: under load the new
  // page's render can delay that commit.
  useEffect(() => {
    if (phase !== "done") return;
    const hide = setTimeout(() => setPhase("hidden"), PROGRESS_HIDE_MS);
    return () => clearTimeout(hide);
  }, [phase]);

  return (
    <div
      role="progressbar"
      aria-label={t("nav.loading")}
      aria-hidden={phase === "hidden"}
      data-phase={phase}
      className={styles.bar[phase]}
    />
  );
}
