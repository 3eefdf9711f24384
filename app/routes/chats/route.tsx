import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useParams } from "@remix-run/react";
import { chatList, chatListBeside, deleteChat, type DeleteResult } from "~/features/chat/list/list.server";
import { ChatSplit } from "~/features/chat/split";
import { pageTitle } from "~/utils/meta";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

/**
 * /chats and /chats/{id} (docs/product.md#chat): the member's conversations, each deletable, and the open one beside
 * them on a wide screen. The list is loaded here, in parallel with the conversation's loader, and
 * not again when the member moves from one conversation to another.
 */
export const handle = { layout: "chat", i18n: ["chat", "members"] };
export const loader = ({ context, params }: LoaderFunctionArgs) =>
  params.id ? chatListBeside(context).then((list) => json(list)) : chatList(context);
export const action = ({ request, context }: ActionFunctionArgs) => deleteChat(request, context);
// The list beside a conversation keeps still, as the conversation does, after a send that failed.
export { shouldRevalidate } from "~/features/chat/screen-route";
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];

export default function ChatsLayout() {
  const list = useLoaderData<typeof loader>();
  const posted = useActionData<DeleteResult>();
  const { id } = useParams();
  return (
    <ChatSplit list={list} open={id ? { conversationId: Number(id) } : undefined} posted={posted} deleteInPlace>
      <Outlet />
    </ChatSplit>
  );
}
