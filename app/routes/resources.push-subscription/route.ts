import { json, type ActionFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { PushSubscriptionSchema, RemovePushSubscriptionRequestSchema } from "~/api/schemas/notifications";
import { keepPushEndpoint } from "~/features/push/endpoint-cookie.server";
import { intentOf, readForm } from "~/utils/read-form.server";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * This browser's push subscription, posted by the page (features/push/push-subscription.ts) when the
 * member turns pushes on (`subscribe`, the subscription as PushSubscription.toJSON() gives it) or
 * off (`unsubscribe`, its endpoint), and after a login. Answers JSON; a visitor gets 401.
 * Attaching the same subscription again moves or keeps it: repeated posts change nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = intentOf(form, ["subscribe", "unsubscribe"]);
  if (!(await context.user())) return json({ error: "authentication_required" }, { status: 401, headers: noStore });
  let kept: string | null;
  try {
    if (intent === "subscribe") {
      const subscription = PushSubscriptionSchema.safeParse(parseJson(form.get("subscription")));
      if (!subscription.success) return json({ error: "invalid_subscription" }, { status: 400, headers: noStore });
      await context.api.call("addPushSubscription", { body: { subscription: subscription.data } });
      kept = subscription.data.endpoint;
    } else {
      const body = RemovePushSubscriptionRequestSchema.safeParse({ endpoint: form.get("endpoint") });
      if (!body.success) return json({ error: "invalid_subscription" }, { status: 400, headers: noStore });
      await context.api.call("removePushSubscription", { body: body.data });
      kept = null;
    }
  } catch (error) {
    if (!isApiError(error)) throw error;
    return json({ error: error.code }, { status: error.status, headers: noStore });
  }
  // The logout detaches what this browser attached (features/push/endpoint-cookie.server.ts).
  return json({ ok: true }, { headers: { ...noStore, "Set-Cookie": await keepPushEndpoint(kept) } });
}

function parseJson(value: FormDataEntryValue | null): unknown {
  if (typeof value !== "string") return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
