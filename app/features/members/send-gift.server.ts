import type { RequestContext } from "~/context.server";
import { contentKey } from "~/utils/idempotency-key.server";

/**
 * A gift's Idempotency-Key: the key the page drew into its gift form, with the member and the gift
 * chosen. The same form sent twice (a double click, the browser sending it again, a retry after a
 * lost answer) is one gift and one charge; another gift chosen on the same page is another one.
 */
export const giftKey = (formKey: string, to: number, gift: number) => contentKey(formKey, `gift:${to}:${gift}`);

/** Sends gift `gift` to member `to` from a gift form carrying `formKey` (the profile screen, the chat). */
export const sendGift = (context: RequestContext, to: number, gift: number, formKey: string) =>
  context.api.call("sendGift", { body: { to, gift }, idempotencyKey: giftKey(formKey, to, gift) });
