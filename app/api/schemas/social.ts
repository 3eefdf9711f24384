import { z } from "zod";
import { ProfileSchema } from "./user";
import { GIFT_KEYS } from "../../domain/members";

/** docs/product.md#chat: one conversation in the member's list. */
export const ChatSchema = z.object({
  conversation: z.object({ id: z.number().int().positive() }),
  profile: ProfileSchema,
  num_unread_messages: z.number().int().nonnegative(),
  last_message: z
    .object({
      text: z.string(),
      /** ISO 8601 date-time. */
      sent_at: z.string().datetime({ offset: true }),
      from_me: z.boolean(),
      /** Set when the message is a gift (sendGift): its key; the text may then be empty. */
      gift: z.enum(GIFT_KEYS).optional(),
    })
    .nullable(),
});
export type Chat = z.infer<typeof ChatSchema>;
export const ChatsResponseSchema = z.object({ chats: z.array(ChatSchema) });

/** docs/product.md#likes-and-matches: likes (profiles the member liked) and liked_by (who liked the member, with like_new). */
export const LikedBySchema = z.object({
  id: z.number().int().positive(),
  like_new: z.boolean(),
  profile: ProfileSchema,
});
export const LikesResponseSchema = z.object({
  profiles: z.array(ProfileSchema),
  liked_by: z.array(LikedBySchema),
});
export type Likes = z.infer<typeof LikesResponseSchema>;
