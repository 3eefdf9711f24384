import type { Hono } from "hono";
import { GIFT_KEYS } from "../../app/domain/members";
import { MembersErrorCode as E } from "../../app/api/schemas/members";
import type { AppEnv, SiteRow } from "../app-env";
import { deliver } from "../conversations";
import { authRequired, HttpError, readBody, respond } from "../http";
import { reachableMember } from "../reachable";
import { SITE_CREDITS } from "../seed/sites";
import { serveEndpoint } from "../serve-endpoint";

/** The catalogue: ids 1…n for GIFT_KEYS in order (the web tier translates the keys). */
const GIFTS = GIFT_KEYS.map((key, i) => ({ id: i + 1, key }));

/** What a gift costs on the site: its gift_credits (the demo sites' price when a site lacks it). */
const giftCredits = (site: SiteRow) =>
  Number((site.settings as { gift_credits?: unknown }).gift_credits ?? SITE_CREDITS.gift_credits);

/** gifts.php: the catalogue, and sending a gift into the conversation for the site's gift_credits. */
export function giftRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getGifts", (c) => respond(c, "getGifts", { gifts: GIFTS, credits: giftCredits(c.get("site")) }));

  serveEndpoint(app, "sendGift", async (c) => {
    const member = c.get("member");
    if (!member) throw authRequired();
    const { to, gift: giftId } = await readBody(c, "sendGift");
    const gift = GIFTS.find((g) => g.id === giftId);
    if (!gift) throw new HttpError(404, { error: "gift_not_found" });
    const { db, clock } = c.get("options");
    const price = giftCredits(c.get("site"));
    // Paying and delivering are one step: a refused payment stores nothing, a failed delivery
    // charges nothing, and two gifts at once cannot both spend the same credits.
    const answer = await db.transaction(async (tx) => {
      const target = await reachableMember(tx, member, to);
      const [paid] = await tx.query<{ credits: number }>(
        "UPDATE members SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits",
        [member.id, price]
      );
      if (!paid) throw new HttpError(402, { error: E.notEnoughCredits });
      const conversationId = await deliver(tx, member.id, target.id, { body: "", gift: gift.key, at: clock() });
      return { credits: paid.credits, conversation_id: conversationId };
    });
    return respond(c, "sendGift", answer);
  });
}
