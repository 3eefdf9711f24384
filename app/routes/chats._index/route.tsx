import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageTitle } from "~/utils/meta";
import { chatList, deleteChat } from "./list.server";

/** SPEC §2 chats: the member's conversations, each deletable. */
export const handle = { layout: "chat", i18n: ["chat", "members"] };
export const loader = ({ context }: LoaderFunctionArgs) => chatList(context);
export const action = ({ request, context }: ActionFunctionArgs) => deleteChat(request, context);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [pageTitle(matches, data?.title)];
export { ChatList as default } from "./chat-list";
