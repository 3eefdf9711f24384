import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { blockMember, unblockMember } from "../blocking";
import { respond } from "../http";
import { memberAction, siteMember } from "../reachable";
import { serveEndpoint } from "../serve-endpoint";

/**
 * block.php (docs/product.md#blocking-and-complaints: a blocked member cannot view the blocker's profile or contact them; chats
 * and likes are removed). Any member of the site may be blocked, even one who blocked the member
 * first or is no longer visible; both calls are harmless when repeated.
 */
export function blockRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "blockMember", async (c) => {
    const { member, id, db, clock } = await memberAction(c, "blockMember");
    await db.transaction(async (tx) => blockMember(tx, member.id, (await siteMember(tx, member, id)).id, clock()));
    return respond(c, "blockMember", { ok: true });
  });

  serveEndpoint(app, "unblockMember", async (c) => {
    const { member, id, db } = await memberAction(c, "unblockMember");
    await unblockMember(db, member.id, (await siteMember(db, member, id)).id);
    return respond(c, "unblockMember", { ok: true });
  });
}
