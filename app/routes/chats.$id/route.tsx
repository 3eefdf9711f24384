import type { LoaderFunctionArgs } from "@remix-run/node";
import { conversationLoader } from "~/features/chat/conversation.server";

/** SPEC §2 chats-id: a conversation by its id. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  conversationLoader(request, context, { by: "id", param: params.id });
export { action, default, handle, meta, shouldRevalidate } from "~/features/chat/screen-route";
