import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useParams } from "@remix-run/react";
import { ConversationScreen } from "~/features/chat/conversation-screen";
import { conversationLoader } from "~/features/chat/conversation.server";
import { ChatSplit } from "~/features/chat/split";

/**
 * /members/{id}/chat (docs/product.md#chat): the conversation with a member, also before the first message. It is
 * outside the /chats layout, so its loader brings the list for a wide screen along (in parallel).
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  conversationLoader(request, context, { by: "member", param: params.id }, { withList: true });
export { action, handle, meta, shouldRevalidate } from "~/features/chat/screen-route";

export default function MemberChat() {
  const data = useLoaderData<typeof loader>();
  const { id } = useParams();
  return (
    <ChatSplit
      list={data.kind === "conversation" ? data.list : null}
      open={{ memberId: Number(id) }}
      deleteInPlace={false}
    >
      <ConversationScreen />
    </ChatSplit>
  );
}
