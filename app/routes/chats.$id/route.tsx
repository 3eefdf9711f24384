import type { LoaderFunctionArgs } from "@remix-run/node";
import { conversationLoader } from "~/features/chat/conversation.server";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

/** /chats/{id} (docs/product.md#chat): a conversation by its id. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  conversationLoader(request, context, { by: "id", param: params.id });
export { action, default, handle, meta, shouldRevalidate } from "~/features/chat/screen-route";
