import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus } from "~/api/errors";
import { pageRefusals, refusalOf } from "~/api/refusals.server";
import { ChatErrorCode, type Message } from "~/api/schemas/chat";
import { IdSchema } from "~/api/schemas/common";
import { messageWithoutHiddenCharacters } from "~/domain/hidden-characters";
import { contentKey, FORM_KEY_PATTERN } from "~/utils/idempotency-key.server";
import { sendGift } from "~/features/members/send-gift.server";
import { readBody, refuseControlCharacters } from "~/utils/read-form.server";
import { UPLOAD_LIMIT_BYTES } from "~/utils/upload-limits";
import { parseUploadMultipart, RequestTooLargeError } from "~/utils/upload.server";

/** The longest text the contract lets through; the site's own limit (rules.message_length) is the API's to apply. */
const CONTRACT_TEXT_MAX = 5000;

const id = z.coerce.number().pipe(IdSchema);
/** What the send footer posts: text (or an image with an optional text), or a gift, each under the page's key. */
const SendIntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["send", "image"]),
    to: id,
    key: z.string().regex(FORM_KEY_PATTERN),
    text: z.string().default(""),
    js: z.literal("1").optional(),
  }),
  z.object({
    intent: z.literal("gift"),
    to: id,
    gift: id,
    key: z.string().regex(FORM_KEY_PATTERN),
    js: z.literal("1").optional(),
  }),
]);

/** What the footer says for each refusal of a send, keeping what was typed (chat:errors.*). */
export const SEND_REFUSALS = pageRefusals({
  endpoints: ["sendMessage", "sendImageMessage", "sendGift"],
  keyPrefix: "chat:errors",
  messages: {
    [ChatErrorCode.memberNotFound]: "member_not_found",
    [ChatErrorCode.blockedByMember]: "blocked_by_member",
    [ChatErrorCode.notEnoughCredits]: "not_enough_credits",
    [ChatErrorCode.conversationLimitReached]: "conversation_limit_reached",
    [ChatErrorCode.messageTooLong]: "message_too_long",
    [ChatErrorCode.sendingTooFast]: "sending_too_fast",
    request_in_progress: "request_in_progress",
    gift_not_found: "gift_not_found",
    photo_missing: "invalid_image",
    photo_invalid_type: "invalid_image",
    photo_too_large: "image_too_large",
    payload_too_large: "image_too_large",
    upload_in_progress: "one_at_a_time",
    validation_failed: "invalid_request",
    unknown_site: "invalid_request",
  },
  fallback: "failed",
});

/**
 * A send's outcome for the footer. A failed text or image answers the form's `key` with its text:
 * the footer sends again under it, so a send the API stored although its answer was lost (late,
 * an error, a cut connection) is stored and charged once.
 */
export type SendResult = {
  intent: string | null;
  error: string | null;
  text: string;
  name?: string;
  key?: string;
  /** The messages stored by a send (with JavaScript): shown at once, before the page reads itself again. */
  messages?: Message[];
};

/** The Idempotency-Key of a text: the form's key and the text (a changed text is a new message). */
export const textKey = contentKey;

/**
 * Sends a text, an image or a gift to the member of the conversation (docs/product.md#chat). Each goes
 * with the form's key in its Idempotency-Key, so a resubmitted form is stored and charged once.
 * Without JavaScript a sent message redirects to the conversation (post/redirect/get); with it
 * (`js=1`) the answer goes to the footer's fetcher. Every refusal keeps the typed text.
 */
export async function sendAction(request: Request, context: RequestContext) {
  await context.requireUser();
  const body = await readBody(request, {
    multipart: {
      maxBytes: UPLOAD_LIMIT_BYTES,
      parse: (upload) =>
        parseUploadMultipart(upload, "image").catch((error) => {
          if (error instanceof RequestTooLargeError) return null;
          throw error;
        }),
    },
  });
  if (body.kind === "multipart" && body.value === null) return refused("send", "image_too_large", "", 413);
  const { form, photoTooLarge } = body.kind === "form" ? { form: body.form, photoTooLarge: false } : body.value!;
  refuseControlCharacters(form);
  const image = form.get("image");
  const hasImage = image instanceof File && image.size > 0;
  const parsed = SendIntentSchema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (!parsed.success) return refused(null, "invalid_request", String(form.get("text") ?? ""), 400);
  const sent = parsed.data;
  // Hidden characters (bidi overrides, zero-width ones) go before anything is counted or sent.
  const text = sent.intent === "gift" ? "" : messageWithoutHiddenCharacters(sent.text).trim();
  if (photoTooLarge) return refused("image", "image_too_large", text, 413, undefined, sent.key);
  // The member's last image is still under way (server/overload.ts): one at a time, text kept.
  if (hasImage && context.uploadInProgress) return refused("image", "one_at_a_time", text, 429, undefined, sent.key);
  try {
    let conversationId: number;
    const stored: Message[] = [];
    const keep = (answer: { message: Message; conversation_id: number }) => {
      stored.push(answer.message);
      return answer.conversation_id;
    };
    if (sent.intent === "gift") {
      conversationId = (await sendGift(context, sent.to, sent.gift, sent.key)).conversation_id;
    } else if (hasImage) {
      const upload = new FormData();
      upload.set("to", String(sent.to));
      upload.set("image", image);
      conversationId = keep(await context.api.call("sendImageMessage", { form: upload, idempotencyKey: sent.key }));
      // A text typed with the image goes after it, under its own key derived from the form's.
      if (text) conversationId = keep(await sendText(context, sent.to, text, textKey(`${sent.key}-text`, text)));
    } else {
      if (!text) return refused("send", "empty", "", 400);
      if (text.length > CONTRACT_TEXT_MAX)
        return refused("send", ChatErrorCode.messageTooLong, text, 400, undefined, sent.key);
      conversationId = keep(await sendText(context, sent.to, text, textKey(sent.key, text)));
    }
    if (!sent.js) return redirect(`/chats/${conversationId}`);
    return json<SendResult>({ intent: sent.intent, error: null, text: "", messages: stored });
  } catch (error) {
    const intent = sent.intent === "gift" ? "gift" : hasImage ? "image" : "send";
    const key = sent.key;
    const refusal = refusalOf(SEND_REFUSALS, error);
    if (refusal) return refused(intent, refusal.message, text, refusal.status, refusal.body?.name, key);
    // An outage keeps the typed text and the key too: the footer says to try again, and a try is
    // the same message (the API may have stored it and lost only its answer).
    const outage = apiOutageStatus(error);
    if (outage) return refused(intent, "unavailable", text, outage, undefined, key);
    throw error;
  }
}

const sendText = (context: RequestContext, to: number, text: string, key: string) =>
  context.api.call("sendMessage", { body: { to, text }, idempotencyKey: key });

const refused = (intent: string | null, error: string, text: string, status: number, name?: string, key?: string) =>
  json<SendResult>({ intent, error, text, ...(name ? { name } : {}), ...(key ? { key } : {}) }, { status });
