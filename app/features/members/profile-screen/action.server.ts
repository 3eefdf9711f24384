import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { isApiError } from "~/api/errors";
import { MembersErrorCode } from "~/api/schemas/members";
import { IdSchema } from "~/api/schemas/common";
import { readForm } from "~/utils/read-form.server";
import { memberIdParam } from "./loader.server";

/** What the buttons of the profile screen post: one intent each, a gift with its id. */
const ProfileIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["like", "unlike", "block", "unblock"]) }),
  z.object({ intent: z.literal("gift"), gift: z.coerce.number().pipe(IdSchema) }),
]);
export type ProfileIntent = z.infer<typeof ProfileIntentSchema>["intent"];

/** Refusals the screen explains next to its buttons (members:actions.errors.*). */
const SHOWN_ERRORS = new Set<string>([
  MembersErrorCode.notEnoughCredits,
  MembersErrorCode.blockedByMember,
  "gift_not_found",
]);

export async function profileScreenAction(request: Request, context: RequestContext, idParam: string | undefined) {
  const id = memberIdParam(idParam);
  const form = Object.fromEntries(await readForm(request));
  const parsed = ProfileIntentSchema.safeParse(form);
  if (!parsed.success) return json({ intent: null, error: "invalid_request" }, { status: 400 });
  const action = parsed.data;
  // A visitor's buttons are links to the signup page; a post without a session goes there too.
  if (!(await context.token()))
    throw redirect(`/members/${id}/signup?need=${action.intent === "gift" ? "gift" : "like"}`);
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
        await context.api.call("sendGift", { body: { to: id, gift: action.gift } });
        break;
    }
    return json({ intent: action.intent, error: null });
  } catch (error) {
    if (isApiError(error) && SHOWN_ERRORS.has(error.code)) {
      return json({ intent: action.intent, error: error.code }, { status: error.status });
    }
    throw error;
  }
}
