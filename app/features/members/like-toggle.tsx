import { useActionData, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LikeState } from "~/domain/members";
import { useHydrated } from "~/utils/use-hydrated";
import * as styles from "./like-toggle.css";

/** What the page's action answers a like or unlike of one member of a list. */
export interface LikeAnswer {
  id: number;
  intent: string | null;
  error: string | null;
  name?: string;
}

/**
 * The like button of one member in a list (docs/product.md#likes-and-matches): a toggle button
 * (pressed: liked) in a form post to the page's own action, so it works without JavaScript; with
 * it the post runs in place (`js=1` tells the action to answer rather than redirect back) and the
 * page's data is read again. The accessible name adds the
 * member's name to the visible "Like", as a list holds many of them. A match says so below.
 */
export function LikeToggle({ memberId, name, state }: { memberId: number; name: string; state: LikeState }) {
  const { t } = useTranslation("members");
  const fetcher = useFetcher<LikeAnswer>({ key: `like-${memberId}` });
  const posted = useActionData<LikeAnswer>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  // With JavaScript the answer comes to the fetcher; without, the post was a navigation.
  const done = fetcher.state === "idle" ? fetcher.data ?? (posted?.id === memberId ? posted : undefined) : undefined;
  // While the post runs the button already shows what it asked for.
  const liked = busy ? fetcher.formData?.get("intent") === "like" : state !== "none";
  return (
    <fetcher.Form method="post" className={styles.form}>
      <input type="hidden" name="id" value={memberId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value={liked ? "unlike" : "like"}
        aria-pressed={liked}
        className={styles.toggle}
        // Not disabled while posting: a disabled button would drop the keyboard's focus.
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
        data-testid="like-toggle"
      >
        {t("actions.like")}
        <span className="visually-hidden"> {name}</span>
      </button>
      {state === "match" && !busy ? (
        <p className={styles.match} data-testid="match-state">
          {t("actions.is_match", { name })}
        </p>
      ) : null}
      {done?.error ? (
        <p role="alert" className={styles.error}>
          {t(`actions.errors.${done.error}`, { name: done.name ?? name })}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
