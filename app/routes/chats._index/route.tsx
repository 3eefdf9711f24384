export { ChooseConversation as default } from "./choose-conversation";
