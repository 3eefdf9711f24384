import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./styles.css";

interface LiveAnswer {
  done: "saved" | null;
  result: SubmissionResult<string[]> | null;
}

/**
 * A preference form whose switches save it as they are flipped, once the page's script runs: the
 * whole form goes through a fetcher (so the last flip carries every switch, whichever post lands
 * last), marked `live` so an outage answers an error here instead of the error page. Without the
 * script the form has its Save button; with it a button comes back only to try again after a
 * failure, through the same fetcher.
 */
export function useLiveSave() {
  const hydrated = useHydrated();
  const fetcher = useFetcher<LiveAnswer>();
  const settled = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = settled?.result?.error?.[""] ?? undefined;
  const save = (form: HTMLFormElement | null) => {
    if (!form) return;
    const data = new FormData(form);
    data.set("live", "1");
    fetcher.submit(data, { method: "post" });
  };
  return {
    /** The switches save themselves (the script runs). */
    live: hydrated,
    save,
    onChange: hydrated ? (event: ChangeEvent<HTMLInputElement>) => save(event.currentTarget.form) : undefined,
    state: fetcher.state !== "idle" ? "saving" : settled?.done === "saved" ? "saved" : errors ? "failed" : "idle",
    errors: errors ?? undefined,
  } as const;
}

/**
 * Where the Save button stands without the script: what the switches' saving is at, read out as
 * it changes, and after a failure a button that saves the form again the same way. "Saved."
 * carries the test id only once it is true.
 */
export function LiveSaveFooter({
  saving,
  retry,
  testId,
}: {
  saving: ReturnType<typeof useLiveSave>;
  /** The Save button's label. */
  retry: string;
  testId: string;
}) {
  const { t } = useTranslation("account");
  const { state } = saving;
  const text =
    state === "saving"
      ? t("preferences.saving")
      : state === "saved"
      ? t("preferences.saved")
      : t("preferences.liveHint");
  return (
    <>
      <p role="status" className={styles.liveStatus} data-testid={state === "saved" ? testId : undefined}>
        {text}
      </p>
      {state === "failed" ? (
        <button
          type="button"
          className={buttons.button.primary}
          onClick={(event) => saving.save(event.currentTarget.form)}
        >
          {retry}
        </button>
      ) : null}
    </>
  );
}
