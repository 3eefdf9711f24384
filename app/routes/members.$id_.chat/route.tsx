import type { LoaderFunctionArgs } from "@remix-run/node";
import { conversationLoader } from "~/features/chat/conversation.server";

/** SPEC §2 /members/{id}/chat: the conversation with a member, also before the first message. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  conversationLoader(request, context, { by: "member", param: params.id });
export { action, default, handle, meta, shouldRevalidate } from "~/features/chat/screen-route";
