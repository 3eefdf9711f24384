import { Link, useActionData, useFetcher } from "@remix-run/react";
import { GiftTiles } from "~/components/gift-tiles";
import { useTranslation } from "react-i18next";
import * as buttons from "~/components/button.css";
import type { LikeState } from "~/domain/members";
import { VisitorButton } from "../signup-modal";
import * as styles from "./styles.css";

export interface ActionsProps {
  memberId: number;
  name: string;
  like: LikeState;
  blocked: boolean;
  viewer: { credits: number; paid: boolean } | null;
  gifts: { id: number; key: string }[];
  giftCredits: number;
  /** The gift form's key (null for a visitor, who has no gift form). */
  giftKey: string | null;
}

type ActionData = { intent: string | null; error: string | null };

/**
 * Like / unlike, gift, message, block / unblock and report (docs/product.md#member-profile). Each button is a form post
 * that works without JavaScript; with it the post runs in place and the screen refreshes.
 * A visitor gets links to the signup page instead, which open the signup modal with JavaScript.
 */
export function MemberActions(props: ActionsProps) {
  const { t } = useTranslation("members");
  const { memberId, viewer } = props;
  if (!viewer) {
    return (
      <div className={styles.actions}>
        <VisitorButton need="like" memberId={memberId} className={buttons.button.primary}>
          {t("actions.like")}
        </VisitorButton>
        <VisitorButton need="chat" memberId={memberId} className={buttons.button.ghost}>
          {t("actions.message")}
        </VisitorButton>
        <VisitorButton need="gift" memberId={memberId} className={buttons.button.ghost}>
          {t("actions.gift")}
        </VisitorButton>
      </div>
    );
  }
  return <MemberButtons {...props} viewer={viewer} />;
}

function MemberButtons({
  memberId,
  name,
  like,
  blocked,
  viewer,
  gifts,
  giftCredits,
  giftKey,
}: ActionsProps & {
  viewer: NonNullable<ActionsProps["viewer"]>;
}) {
  const { t } = useTranslation("members");
  const fetcher = useFetcher<ActionData>({ key: `member-${memberId}` });
  const busy = fetcher.state !== "idle";
  // With JavaScript the answer comes to the fetcher; without, the post was a navigation.
  const posted = useActionData<ActionData>();
  const done = fetcher.state === "idle" ? fetcher.data ?? posted : undefined;
  const intentButton = (intent: string, label: string, className: string = buttons.button.ghost) => (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy}>
      {label}
    </button>
  );
  if (blocked) {
    return (
      <div className={styles.actions}>
        <p role="status" className={styles.note}>
          {t("actions.you_blocked", { name })}
        </p>
        <fetcher.Form method="post">{intentButton("unblock", t("actions.unblock"))}</fetcher.Form>
      </div>
    );
  }
  const tooFewCredits = viewer.credits < giftCredits;
  return (
    <div className={styles.actions}>
      <fetcher.Form method="post" className={styles.inline}>
        {like === "none"
          ? intentButton("like", t("actions.like"), buttons.button.primary)
          : intentButton("unlike", like === "match" ? t("actions.unlike_match") : t("actions.unlike"))}
      </fetcher.Form>
      {like === "match" ? (
        <p className={styles.matchNote} data-testid="match-state">
          {t("actions.is_match", { name })}
        </p>
      ) : like === "liked" ? (
        <p className={styles.note} data-testid="like-state">
          {t("actions.liked", { name })}
        </p>
      ) : null}
      <Link to={`/members/${memberId}/chat`} className={buttons.button.ghost}>
        {t("actions.message")}
      </Link>
      <details className={styles.giftMenu}>
        <summary className={buttons.button.ghost}>{t("actions.gift")}</summary>
        <fetcher.Form method="post" className={styles.giftList}>
          <input type="hidden" name="intent" value="gift" />
          <input type="hidden" name="key" value={giftKey ?? ""} />
          <p className={styles.note}>
            {t("gifts.cost", { count: giftCredits })} {t("gifts.balance", { count: viewer.credits })}
          </p>
          <GiftTiles gifts={gifts} price={giftCredits} disabled={busy} />
          {tooFewCredits ? <BuyCredits paid={viewer.paid} /> : null}
        </fetcher.Form>
      </details>
      <fetcher.Form method="post" className={styles.inline}>
        {intentButton("block", t("actions.block"))}
      </fetcher.Form>
      <Link to={`/complaints?member=${memberId}`} className={styles.report}>
        {t("actions.report")}
      </Link>
      {done?.error ? (
        <div role="alert" className={styles.error} data-testid="action-error">
          <p>{t(`actions.errors.${done.error}`, { name })}</p>
          {done.error === "not_enough_credits" ? <BuyCredits paid={viewer.paid} /> : null}
        </div>
      ) : done?.intent === "gift" ? (
        <p role="status" className={styles.note} data-testid="gift-sent">
          {t("gifts.sent", { name })}
        </p>
      ) : null}
    </div>
  );
}

/** docs/product.md#credits-and-premium: paid members buy credits; the others are offered premium (any purchase makes them premium). */
function BuyCredits({ paid }: { paid: boolean }) {
  const { t } = useTranslation("members");
  return (
    <Link to={paid ? "/credits" : "/premium"} className={buttons.button.primary}>
      {t("gifts.buy")}
    </Link>
  );
}
