import type { Hono } from "hono";
import { GIFT_KEYS } from "../../app/domain/members";
import { MembersErrorCode as E } from "../../app/api/schemas/members";
import type { AppEnv } from "../app-env";
import { recordSend, refuseFastSender, siteCredits } from "../chat-rules";
import { deliverMessage } from "../conversations";
import { authRequired, HttpError, readBody, respond } from "../http";
import { publishDelivery } from "../message-events";
import { reachableMember } from "../reachable";
import { serveEndpoint } from "../serve-endpoint";

/** The catalogue: ids 1…n for GIFT_KEYS in order (the web tier translates the keys). */
const GIFTS = GIFT_KEYS.map((key, i) => ({ id: i + 1, key }));

/** gifts.php: the catalogue, and sending a gift into the conversation for the site's gift_credits. */
export function giftRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getGifts", (c) =>
    respond(c, "getGifts", { gifts: GIFTS, credits: siteCredits(c.get("site"), "gift_credits") })
  );

  serveEndpoint(app, "sendGift", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { to, gift: giftId } = await readBody(c, "sendGift");
    const gift = GIFTS.find((g) => g.id === giftId);
    if (!gift) throw new HttpError(404, { error: "gift_not_found" });
    const { db, clock } = c.get("options");
    const price = siteCredits(c.get("site"), "gift_credits");
    // Paying and delivering are one step: a refused payment stores nothing, a failed delivery
    // charges nothing, and two gifts at once cannot both spend the same credits.
    const answer = await db.transaction(async (tx) => {
      const target = await reachableMember(tx, member, to);
      await refuseFastSender(tx, member.id, clock());
      const [paid] = await tx.query<{ credits: number }>(
        "UPDATE members SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits",
        [member.id, price]
      );
      if (!paid) throw new HttpError(402, { error: E.notEnoughCredits });
      await recordSend(tx, member.id, clock());
      const delivery = { body: "", gift: gift.key, at: clock() };
      const delivered = await deliverMessage(tx, member.id, target.id, delivery);
      return { target, delivery, delivered, credits: paid.credits };
    });
    // The gift shows in both sides' open chats, and the member's tabs show the credits left.
    const live = c.get("live");
    const { bus } = live;
    await publishDelivery(live, member, answer.target, answer.delivered, answer.delivery, answer.delivery.at);
    await bus.publish(member.id, { type: "credits", credits: answer.credits });
    return respond(c, "sendGift", { credits: answer.credits, conversation_id: answer.delivered.conversationId });
  });
}
