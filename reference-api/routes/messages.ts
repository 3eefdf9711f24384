import crypto from "node:crypto";
import type { Context, Hono } from "hono";
import { ChatErrorCode as E } from "../../app/api/schemas/chat";
import { IdSchema } from "../../app/api/schemas/common";
import type { EndpointResponse } from "../../app/api/endpoints";
import type { AppEnv } from "../app-env";
import { conversationStart, freeMessagesLeft, recordSend, refuseFastSender, siteCredits } from "../chat-rules";
import { deliverMessage, type Delivered, type Delivery } from "../conversations";
import type { Db } from "../db";
import { HttpError, idempotencyKey, readBody, requireMember, respond } from "../http";
import { claimKey, keepAnswer, keptAnswer } from "../keyed-requests";
import type { MemberRow } from "../members";
import { lockMemberRow } from "../members";
import { publishDelivery, sentMessage } from "../message-events";
import type { ProcessedPhoto } from "../photos/process";
import { decodeUpload, oneUploadOf, readUpload } from "../photos/upload";
import { reachableMember } from "../reachable";
import { serveEndpoint } from "../serve-endpoint";

type SendAnswer = EndpointResponse<"sendMessage">;
type Tx = Pick<Db, "query">;

interface Outgoing {
  to: number;
  text: string;
  image?: ProcessedPhoto;
}

/**
 * Sends a text or an image in one transaction: who may be reached, the conversation-start rule,
 * the length, then a free message or the price, the files, both sides' copies, and the answer
 * kept under the Idempotency-Key. A retry with the same key (also one arriving at the same time:
 * the member's row lock and the key's primary key decide) answers the first one's result.
 */
async function send(c: Context<AppEnv>, name: "sendMessage" | "sendImageMessage", outgoing: Outgoing) {
  const member = requireMember(c);
  const key = idempotencyKey(c);
  const { db, clock } = c.get("options");
  const site = c.get("site");
  const at = clock();
  const result = await db.transaction(async (tx) => {
    // One send of a member at a time: starts, free messages and the key are decided in order.
    await lockMemberRow(tx, member.id);
    if (key) {
      const claim = await claimKey<SendAnswer>(tx, member.id, "message", key);
      if (claim) return claim;
    }
    const { target, start } = await refuseUnsendable(tx, member, outgoing.to, at);
    if ([...outgoing.text].length > siteCredits(site, "message_length")) {
      throw new HttpError(400, { error: E.messageTooLong });
    }
    if (start.isNew) {
      await tx.query(
        "INSERT INTO conversation_starts (member_id, profile_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        [member.id, target.id, at]
      );
    }
    await recordSend(tx, member.id, at);
    const paid = await pay(tx, member, outgoing.image ? siteCredits(site, "photo_credits") : undefined, c);
    const delivery: Delivery = {
      body: outgoing.text,
      at,
      image: outgoing.image && (await storeImage(tx, outgoing.image)),
    };
    const delivered = await deliverMessage(tx, member.id, target.id, delivery);
    const answer: SendAnswer = {
      message: sentMessage(delivered, delivery),
      conversation_id: delivered.conversationId,
      credits: paid.credits,
      free_messages_left: freeMessagesLeft(site, member.paid_user, paid.free_messages_used),
    };
    if (key) await keepAnswer(tx, member.id, "message", key, answer);
    return { answer, target, delivery, delivered, charged: paid.charged };
  });
  if ("replay" in result) return respond(c, name, result.replay);
  await announce(c, member, result);
  return respond(c, name, result.answer);
}

/**
 * What refuses any send before it is paid for: who may be reached (404 / 403 blocked_by_member),
 * the pace (429 sending_too_fast) and the conversation-start rule (403 conversation_limit_reached).
 */
async function refuseUnsendable(tx: Tx, member: MemberRow, to: number, at: Date) {
  const target = await reachableMember(tx, member, to);
  await refuseFastSender(tx, member.id, at);
  const start = await conversationStart(tx, member, target.id);
  if (!start.allowed) throw new HttpError(403, { error: E.conversationLimitReached });
  return { target, start };
}

/**
 * Pays for a message: a free text message while the member (a free member) has some left, else
 * the price (`photoPrice` for an image, message_credits for text). 402 not_enough_credits.
 */
async function pay(tx: Tx, member: MemberRow, photoPrice: number | undefined, c: Context<AppEnv>) {
  const site = c.get("site");
  if (photoPrice === undefined) {
    const [free] = await tx.query<{ credits: number; free_messages_used: number }>(
      `UPDATE members SET free_messages_used = free_messages_used + 1
       WHERE id = $1 AND NOT paid_user AND free_messages_used < $2 RETURNING credits, free_messages_used`,
      [member.id, freeMessagesLeft(site, false, 0)]
    );
    if (free) return { ...free, charged: false };
  }
  const price = photoPrice ?? siteCredits(site, "message_credits");
  const [paid] = await tx.query<{ credits: number; free_messages_used: number }>(
    "UPDATE members SET credits = credits - $2 WHERE id = $1 AND credits >= $2 RETURNING credits, free_messages_used",
    [member.id, price]
  );
  if (!paid) throw new HttpError(402, { error: E.notEnoughCredits });
  return { ...paid, charged: price > 0 };
}

/** An image message's files, under unguessable names the cdn serves (photos/serve.ts). */
async function storeImage(tx: Tx, image: ProcessedPhoto): Promise<{ filename: string; thumb_filename: string }> {
  const name = crypto.randomBytes(12).toString("base64url");
  const files = { filename: `photos/${name}.webp`, thumb_filename: `photos/${name}-thumb.webp` };
  await tx.query(
    "INSERT INTO photo_files (filename, photo_id, content_type, data) VALUES ($1, NULL, $3, $4), ($2, NULL, $3, $5)",
    [files.filename, files.thumb_filename, image.contentType, image.full, image.thumb]
  );
  return files;
}

/** After the commit: the live events, the credits left, and a fictional profile's answer. */
async function announce(
  c: Context<AppEnv>,
  member: MemberRow,
  sent: { answer: SendAnswer; target: MemberRow; delivery: Delivery; delivered: Delivered; charged: boolean }
): Promise<void> {
  const live = c.get("live");
  const { bus, replies } = live;
  await publishDelivery(live, member, sent.target, sent.delivered, sent.delivery, sent.delivery.at);
  if (sent.charged) await bus.publish(member.id, { type: "credits", credits: sent.answer.credits });
  replies.schedule(member, sent.target);
}

/** message.php and message-image.php: sending, paid and exactly once (decision 016). */
export function messageRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "sendMessage", async (c) => {
    requireMember(c);
    const { to, text } = await readBody(c, "sendMessage");
    return send(c, "sendMessage", { to, text });
  });

  serveEndpoint(app, "sendImageMessage", async (c) => {
    const member = requireMember(c);
    const key = idempotencyKey(c);
    const { db, clock } = c.get("options");
    // A retry of a stored image answers what was stored, whatever the credits and the pace are now.
    const replay = key && (await keptAnswer<SendAnswer>(db, member.id, "message", key));
    if (replay) return respond(c, "sendImageMessage", replay);
    // Everything that refuses the send is asked before the image is decoded (send asks again in its
    // transaction): a flood of images, or images nobody can pay for, cost no CPU and no memory.
    return oneUploadOf(member.id, async () => {
      await refuseFastSender(db, member.id, clock());
      if (member.credits < siteCredits(c.get("site"), "photo_credits")) {
        throw new HttpError(402, { error: E.notEnoughCredits });
      }
      const { form, file } = await readUpload(c, "image");
      const to = IdSchema.safeParse(typeof form.to === "string" && /^\d{1,10}$/.test(form.to) ? Number(form.to) : NaN);
      if (!to.success) throw new HttpError(400, { error: "validation_failed", fields: { to: "invalid_type" } });
      await refuseUnsendable(db, member, to.data, clock());
      return send(c, "sendImageMessage", { to: to.data, text: "", image: await decodeUpload(c, file) });
    });
  });
}
