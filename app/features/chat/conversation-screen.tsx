import {
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useCallback, useEffect, useReducer, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatEvent } from "~/api/schemas/chat";
import { refreshLiveCounts } from "~/components/live-counts";
import * as forms from "~/components/form.css";
import { PageCard } from "~/components/page-card";
import { ResendActivation, ResendStatus, resendOutcome } from "~/features/signup/resend-activation";
import type { conversationLoader } from "./conversation.server";
import { useKeptHeld } from "./held-store";
import { MessageArea } from "./message-area";
import { applyChatEvent, mergeMessages, NO_LIVE_CHANGES, withReadState, type LiveConversation } from "./messages";
import { PremiumAlert } from "./send-error";
import { SendFooter, sendFetcherKey } from "./send-footer";
import type { SendResult } from "./send.server";
import { TopBar } from "./top-bar";
import { useChatEvents } from "./use-chat-events";
import * as styles from "./styles.css";

type Loaded = Extract<ReturnType<typeof useLoaderData<typeof conversationLoader>>, { kind: "conversation" }>;

/** /chats/{id} and /members/{id}/chat (docs/product.md#chat): top bar, messages, typing indicator, send footer. */
export function ConversationScreen() {
  const data = useLoaderData<typeof conversationLoader>();
  const { t } = useTranslation("chat");
  const refused = useActionData<SendResult>();
  if (data.kind === "gone") {
    return (
      <PageCard id="gone-title" title={t("gone.title")}>
        <p data-testid="partner-gone">{t("errors.member_not_found")}</p>
        {refused?.text ? (
          <label className={forms.field}>
            {t("gone.kept")}
            <textarea readOnly value={refused.text} rows={3} className={forms.textarea} />
          </label>
        ) : null}
      </PageCard>
    );
  }
  if (data.kind === "blocked") {
    return (
      <PageCard id="blocked-title" title={t("blocked.title")}>
        <p data-testid="blocked-by">{t("errors.blocked_by_member", { name: data.name })}</p>
      </PageCard>
    );
  }
  // A new partner or conversation starts with a fresh screen (live state, typed text).
  return <Conversation key={`${data.profile.id}:${data.conversation.id}`} data={data} />;
}

type LiveAction = { event: ChatEvent; now: number };

function Conversation({ data }: { data: Loaded }) {
  const { t } = useTranslation("chat");
  const { profile, rules, conversation } = data;
  const location = useLocation();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const open = { id: conversation.id, partnerId: profile.id };
  const [live, dispatch] = useReducer(
    (state: LiveConversation, { event, now }: LiveAction) => applyChatEvent(state, event, open, now),
    NO_LIVE_CHANGES
  );
  const [now, setNow] = useState(() => Date.now());
  const { held, setHeld, restored, sentMeanwhile } = useKeptHeld(data.viewer.id, profile.id);
  // Messages the service worker sent while this page loaded may be missing from its data.
  useEffect(() => {
    if (sentMeanwhile) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when they are found
  }, [sentMeanwhile]);
  const onEvent = useCallback((event: ChatEvent) => dispatch({ event, now: Date.now() }), []);
  useChatEvents(onEvent);
  // The typing indicator goes away by itself.
  useEffect(() => {
    if (live.typingUntil <= Date.now()) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), live.typingUntil - Date.now());
    return () => clearTimeout(timer);
  }, [live.typingUntil]);
  // The header's unread badge and the title's count were read alongside: read them again, the
  // page's and the live counts' both (the live ones, read in the background before, win over the
  // page's and would keep the opened messages counted until their next refresh).
  const markedRead = data.marked_read > 0;
  useEffect(() => {
    if (!markedRead) return;
    revalidator.revalidate();
    void refreshLiveCounts();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markedRead, data]);
  // A partner's message arriving live is read by a member looking at the conversation: reading the
  // conversation again marks it read on the server (and the effect above updates the counts). In a
  // tab out of sight it stays unread until the tab is shown again.
  const arrived = live.messages.filter((m) => !m.from_me).length;
  useEffect(() => {
    if (arrived === 0) return;
    const read = () => {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", read);
      revalidator.revalidate();
    };
    document.addEventListener("visibilitychange", read);
    read();
    return () => document.removeEventListener("visibilitychange", read);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived]);

  const sending = useFetcher<SendResult>({ key: sendFetcherKey(profile.id) });
  // "Sending…" while the post is under way; once answered, the stored message itself shows (merged
  // by id with its live event and the page's data read again), never beside a pending copy.
  const pending =
    sending.state === "submitting" && sending.formData?.get("intent") === "send"
      ? String(sending.formData.get("text") ?? "")
      : null;
  const sent = sending.state !== "submitting" ? sending.data?.messages ?? [] : [];
  const messages = withReadState(mergeMessages(data.messages, [...live.messages, ...sent]), live.readUpTo);
  const limitReached = !rules.can_start && conversation.id === null;
  return (
    <section className={styles.screen} aria-labelledby="partner-name">
      <TopBar profile={profile} credits={data.viewer.credits} cdnPrefix={data.cdnPrefix} />
      {data.has_older && messages.length > 0 ? (
        <Link to={`?before=${messages[0].id}`} className={styles.small} data-testid="load-older">
          {t("conversation.older")}
        </Link>
      ) : null}
      {params.get("before") ? (
        <Link to={location.pathname} className={styles.small}>
          {t("conversation.newest")}
        </Link>
      ) : null}
      {messages.length === 0 && !pending && held.length === 0 ? (
        <p className={styles.small}>{t("conversation.empty", { name: profile.name })}</p>
      ) : null}
      <MessageArea
        messages={messages}
        partnerName={profile.name}
        cdnPrefix={data.cdnPrefix}
        pending={pending}
        held={held}
      />
      {/* A status region always in the page; the dots are decoration, the words are for screen readers. */}
      <p className={styles.typing} role="status" data-testid="typing">
        {live.typingUntil > now ? (
          <>
            <span className={styles.typingBubble} aria-hidden="true" data-testid="typing-dots">
              <span className={styles.typingDot} />
              <span className={styles.typingDot} />
              <span className={styles.typingDot} />
            </span>
            <span className="visually-hidden">{t("conversation.typing", { name: profile.name })}</span>
          </>
        ) : null}
      </p>
      {rules.replies_wait_for_activation ? (
        <div className={styles.notice} data-testid="unconfirmed-notice">
          <p>{t("unconfirmed.text", { name: profile.name })}</p>
          <ResendActivation redirectTo={`${location.pathname}?sent=1`} />
          <ResendStatus outcome={resendOutcome(params.get("sent"))} />
        </div>
      ) : null}
      {rules.blocked_by_partner ? (
        <p role="alert" className={styles.alert} data-testid="blocked-by">
          {t("errors.blocked_by_member", { name: profile.name })}
        </p>
      ) : limitReached ? (
        <PremiumAlert />
      ) : (
        <SendFooter
          partner={profile}
          rules={rules}
          viewer={data.viewer}
          sendKey={data.sendKey}
          gifts={data.gifts}
          prefill={data.prefill}
          icebreakers={messages.length === 0 ? data.icebreakers : null}
          held={held}
          onHeld={setHeld}
          restored={restored}
        />
      )}
    </section>
  );
}
