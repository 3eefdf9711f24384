import { json } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus, isApiError } from "~/api/errors";
import { IdSchema } from "~/api/schemas/common";
import { readForm } from "~/utils/read-form.server";
import type { DeleteResult } from "./delete-result";

export type { DeleteResult };

/**
 * The member's conversations, newest first (by the last message; one without messages last): the
 * list of /chats, and the one beside a conversation on a wide screen.
 */
export async function loadChatList(context: RequestContext) {
  await context.requireUser();
  const [{ chats }, settings, t] = await Promise.all([
    context.api.call("getChats"),
    context.site.settings(),
    context.t("chat"),
  ]);
  const sorted = [...chats].sort((a, b) =>
    (b.last_message?.sent_at ?? "").localeCompare(a.last_message?.sent_at ?? "")
  );
  return { chats: sorted, cdnPrefix: settings.cdn_prefix, title: t("list.title") };
}

export type ChatListData = Awaited<ReturnType<typeof loadChatList>>;

/**
 * The list beside an open conversation: when only the list fails (an outage of chats.php), the
 * conversation still opens, alone as on a phone. A redirect (to log in) still goes through.
 */
export const chatListBeside = (context: RequestContext) =>
  loadChatList(context).catch((error: unknown) => {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  });

/** The loader of the /chats layout: the list, whichever pane beside it is open. */
export const chatList = async (context: RequestContext) => json(await loadChatList(context));

/**
 * Deletes the member's side of a conversation (docs/product.md#chat) once confirmed (`confirmed=1`):
 * there is no way back at the API, so a delete is undone before it is sent (docs/decisions/016-chat.md,
 * "Deleting with a way back"). With JavaScript the list hides the row, offers Undo for a few
 * seconds and only then posts, confirmed; without it the first post asks to confirm. A failure
 * answers an error the list shows as an alert, and the list is loaded again, so the row comes back.
 */
export async function deleteChat(request: Request, context: RequestContext) {
  await context.requireUser();
  const form = await readForm(request);
  const id = IdSchema.safeParse(Number(form.get("conversation")));
  if (form.get("intent") !== "delete" || !id.success)
    return json<DeleteResult>({ deleted: null, error: "invalid_request" }, { status: 400 });
  if (form.get("confirmed") !== "1") return json<DeleteResult>({ deleted: null, error: null, confirm: id.data });
  try {
    await context.api.call("deleteChat", { body: { conversation: id.data } });
  } catch (error) {
    const status = apiOutageStatus(error) ?? (isApiError(error) ? error.status : null);
    if (status === null) throw error;
    return json<DeleteResult>({ deleted: null, error: "delete_failed" }, { status });
  }
  // The conversation's unread messages leave the badges with it.
  await context.forgetMember();
  return json<DeleteResult>({ deleted: id.data, error: null });
}
