import type { ActionFunctionArgs } from "@remix-run/node";
import { IdSchema } from "~/api/schemas/common";
import { readForm } from "~/utils/read-form.server";

/**
 * The member is typing to a member (posted by the send footer at most every TYPING_SEND_EVERY_MS):
 * passed on as sendTyping. Fire and forget: it never shows an error, so it always answers 204.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const to = IdSchema.safeParse(Number((await readForm(request)).get("to")));
  if (to.success && (await context.token())) {
    await context.api.call("sendTyping", { body: { to: to.data } }).catch(() => {});
  }
  return new Response(null, { status: 204 });
}
