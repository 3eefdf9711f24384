import { json } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { ICEBREAKERS_OFFERED } from "~/domain/chat";
import { memberIdParam } from "~/features/members/profile-screen/loader.server";
import { answerOrRefusal, refusalResponse, showChangedBadges } from "~/features/members/partner-refusals.server";
import { chatListBeside } from "./list/list.server";

/** Which conversation an address names: by its id (/chats/{id}) or by the partner (/members/{id}/chat). */
export type ConversationTarget = { by: "id" | "member"; param: string | undefined };

/**
 * A conversation (/chats/{id} and /members/{id}/chat, docs/product.md#chat): its newest page of messages (or the
 * page before ?before=), the partner, the rules of sending, a fresh key for the send form, and for
 * an empty conversation the icebreakers. A member who is blocked by the partner gets the blocked text (docs/product.md#blocking-and-complaints).
 * `withList` loads the conversation list alongside, for an address outside the /chats layout (whose
 * own loader brings it): a wide screen shows it beside the conversation.
 */
export async function conversationLoader(
  request: Request,
  context: RequestContext,
  target: ConversationTarget,
  { withList = false }: { withList?: boolean } = {}
) {
  const id = memberIdParam(target.param);
  const url = new URL(request.url);
  const before = url.searchParams.get("before");
  const query: Record<string, string> = { [target.by]: String(id) };
  if (before && /^\d{1,10}$/.test(before)) query.before = before;
  const [user, { answer, refusal }, settings, gifts, t, list] = await Promise.all([
    context.requireUser(),
    answerOrRefusal(context, context.api.call("getConversation", { query })),
    context.site.settings(),
    context.site.gifts(),
    context.t("chat"),
    withList ? chatListBeside(context) : null,
  ]);
  if (refusal) return refusalResponse(refusal);

  // docs/product.md#chat: opening sets the conversation's unread count to 0 (marked_read, answered once).
  if (answer.marked_read > 0) await showChangedBadges(request, context);
  const empty = answer.messages.length === 0 && !query.before;
  const icebreakers = empty
    ? await context.api
        .call("getIcebreakers")
        .then((r) => r.icebreakers.slice(0, ICEBREAKERS_OFFERED))
        .catch(() => [] as string[])
    : [];
  return json({
    kind: "conversation" as const,
    ...answer,
    viewer: { id: user.profile.id, credits: user.credits, paid: user.paid_user },
    // The send form's Idempotency-Key: a resubmitted form (a double click, Back and send again) is
    // stored and charged once. A page drawn again gets a new one.
    sendKey: crypto.randomUUID(),
    prefill: (url.searchParams.get("text") ?? "").slice(0, answer.rules.message_length),
    icebreakers,
    gifts: gifts.gifts,
    cdnPrefix: settings.cdn_prefix,
    title: t("conversation.title", { name: answer.profile.name }),
    list,
  });
}

export type ConversationData = Awaited<ReturnType<typeof conversationLoader>>;
