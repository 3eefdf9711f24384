import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus } from "~/api/errors";
import { pageRefusals, refusalOf } from "~/api/refusals.server";
import { IdSchema } from "~/api/schemas/common";
import { FORM_KEY_PATTERN } from "~/utils/idempotency-key.server";
import { readForm } from "~/utils/read-form.server";
import { sendGift } from "../send-gift.server";
import { memberIdParam } from "./loader.server";

/** What the buttons of the profile screen post: one intent each, a gift with its id and the page's key. */
const ProfileIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["like", "unlike", "block", "unblock"]) }),
  z.object({
    intent: z.literal("gift"),
    gift: z.coerce.number().pipe(IdSchema),
    key: z.string().regex(FORM_KEY_PATTERN),
  }),
]);
export type ProfileIntent = z.infer<typeof ProfileIntentSchema>["intent"];

/**
 * What the screen says next to its buttons for each refusal of its calls (members:actions.errors.*):
 * the member went away (deleted, invisible, another site, an unknown id), blocked the viewer, …
 */
export const PROFILE_REFUSALS = pageRefusals({
  endpoints: ["likeMember", "unlikeMember", "blockMember", "unblockMember", "sendGift"],
  keyPrefix: "members:actions.errors",
  messages: {
    member_not_found: "member_not_found",
    blocked_by_member: "blocked_by_member",
    not_enough_credits: "not_enough_credits",
    gift_not_found: "gift_not_found",
    sending_too_fast: "sending_too_fast",
    request_in_progress: "request_in_progress",
    // Oneself (fields.id = self) or a request the API could not take: nothing a member typed.
    validation_failed: "invalid_request",
    payload_too_large: "invalid_request",
    unknown_site: "invalid_request",
  },
  fallback: "invalid_request",
});

export type ProfileAction = z.infer<typeof ProfileIntentSchema>;

/** What a button's post answers: what was pressed, the refusal's message key (null: done), a blocker's name. */
export interface IntentAnswer {
  intent: ProfileIntent | null;
  error: string | null;
  name?: string;
}

/**
 * Runs one button's call on member `id` for the signed-in member. A refusal or an outage is an
 * answer with its status, said where the member pressed (the list or profile stays on screen);
 * anything else is thrown. Shared by the profile screen and the signup's matches (decision 023).
 */
export async function runMemberIntent(
  context: RequestContext,
  id: number,
  action: ProfileAction
): Promise<{ answer: IntentAnswer; status: number }> {
  try {
    switch (action.intent) {
      case "like":
        await context.api.call("likeMember", { body: { id } });
        break;
      case "unlike":
        await context.api.call("unlikeMember", { body: { id } });
        break;
      case "block":
        await context.api.call("blockMember", { body: { id } });
        break;
      case "unblock":
        await context.api.call("unblockMember", { body: { id } });
        break;
      case "gift":
        await sendGift(context, id, action.gift, action.key);
        break;
    }
    return { answer: { intent: action.intent, error: null }, status: 200 };
  } catch (error) {
    const refusal = refusalOf(PROFILE_REFUSALS, error);
    if (refusal) {
      const name = refusal.body?.name;
      return {
        answer: { intent: action.intent, error: refusal.message, ...(name ? { name } : {}) },
        status: refusal.status,
      };
    }
    const outage = apiOutageStatus(error);
    if (outage) return { answer: { intent: action.intent, error: "unavailable" }, status: outage };
    throw error;
  }
}

export async function profileScreenAction(request: Request, context: RequestContext, idParam: string | undefined) {
  const id = memberIdParam(idParam);
  const form = Object.fromEntries(await readForm(request));
  const parsed = ProfileIntentSchema.safeParse(form);
  if (!parsed.success) return json({ intent: null, error: "invalid_request" }, { status: 400 });
  const action = parsed.data;
  // A visitor's buttons are links to the signup page; a post without a session goes there too.
  if (!(await context.token()))
    throw redirect(`/members/${id}/signup?need=${action.intent === "gift" ? "gift" : "like"}`);
  const { answer, status } = await runMemberIntent(context, id, action);
  return json(answer, { status });
}
