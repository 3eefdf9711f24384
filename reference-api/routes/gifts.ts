import type { Hono } from "hono";
import { GIFT_KEYS } from "../../app/domain/members";
import { MembersErrorCode as E } from "../../app/api/schemas/members";
import type { AppEnv } from "../app-env";
import { recordSend, refuseFastSender, siteCredits } from "../chat-rules";
import { deliverMessage } from "../conversations";
import type { EndpointResponse } from "../../app/api/endpoints";
import { authRequired, HttpError, idempotencyKey, readBody, respond } from "../http";
import { claimKey, keepAnswer } from "../keyed-requests";
import { publishDelivery } from "../message-events";
import { reachableMember } from "../reachable";
import { lockMemberRow } from "../members";
import { serveEndpoint } from "../serve-endpoint";

type GiftAnswer = EndpointResponse<"sendGift">;

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
    const key = idempotencyKey(c);
    const { to, gift: giftId } = await readBody(c, "sendGift");
    const gift = GIFTS.find((g) => g.id === giftId);
    if (!gift) throw new HttpError(404, { error: "gift_not_found" });
    const { db, clock } = c.get("options");
    const price = siteCredits(c.get("site"), "gift_credits");
    // Paying and delivering are one step: a refused payment stores nothing, a failed delivery
    // charges nothing, and two gifts at once cannot both spend the same credits. The same form
    // sent twice (a double click, a retry) is one gift, one charge: the key is claimed under the
    // member's lock and the answer kept with it.
    const sent = await db.transaction(async (tx) => {
      await lockMemberRow(tx, member.id);
      const claim = key ? await claimKey<GiftAnswer>(tx, member.id, "gift", key) : undefined;
      if (claim) return claim;
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
      const answer: GiftAnswer = { credits: paid.credits, conversation_id: delivered.conversationId };
      if (key) await keepAnswer(tx, member.id, "gift", key, answer);
      return { answer, delivered: { target, delivery, delivered } };
    });
    if ("replay" in sent) return respond(c, "sendGift", sent.replay);
    // The gift shows in both sides' open chats, and the member's tabs show the credits left.
    const { target, delivery, delivered } = sent.delivered;
    const live = c.get("live");
    await publishDelivery(live, member, target, delivered, delivery, delivery.at);
    await live.bus.publish(member.id, { type: "credits", credits: sent.answer.credits });
    return respond(c, "sendGift", sent.answer);
  });
}
