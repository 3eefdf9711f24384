import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { pageTitle } from "~/utils/meta";
import type { conversationLoader } from "./conversation.server";
import { sendAction } from "./send.server";

/**
 * The route module of a conversation, served at two addresses (docs/product.md#routes-and-layouts): /chats/{id} (by the
 * conversation) and /members/{id}/chat (by the partner, also before the first message). Both route
 * files name their loader and re-export the rest.
 */
export const handle = { layout: "chat", i18n: ["chat", "members"] };
export const action = ({ request, context }: ActionFunctionArgs) => sendAction(request, context);
type Loader = (args: LoaderFunctionArgs) => ReturnType<typeof conversationLoader>;
export const meta: MetaFunction<Loader> = ({ data, matches }) => [
  pageTitle(matches, data?.kind === "conversation" ? data.title : undefined),
];
export { ConversationScreen as default } from "./conversation-screen";

/**
 * A send the server could not take (an outage, or no network: the service worker's "offline") or
 * refused keeps the conversation on screen as it is, with the footer's message: reading it again
 * would only fail too, or turn a partner who went away into the 404 page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus && actionStatus >= 400 ? false : defaultShouldRevalidate;
