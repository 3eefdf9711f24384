/**
 * The kinds of notification a member chooses (docs/product.md#notifications-and-settings), in the
 * order the settings page lists them. Kept apart from their schemas so the page's script does not
 * carry zod.
 */
export const EMAIL_KINDS = [
  "new_conversations",
  "new_messages",
  "like",
  "unread_message_reminders",
  "promotions",
  "weekly_updates",
  "news",
  "reminders",
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** The pushes a member chooses; "like" covers likes and matches, as the e-mail of the same name does. */
export const PUSH_KINDS = ["new_conversations", "new_messages", "like"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
