export { ChooseConversation as default } from "./choose-conversation";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
