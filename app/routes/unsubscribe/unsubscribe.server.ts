import { json, type AppLoadContext } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { UnsubscribeTokenSchema, type EmailKind } from "~/api/schemas/notifications";
import { FORM_LIMIT_BYTES, readBody } from "~/utils/read-form.server";

/** What the page shows: the question, the outcome, or that the link is no good. */
export type UnsubscribeView =
  | { state: "invalid" }
  | { state: "confirm" | "already" | "done"; kind: EmailKind; email: string; token: string };

interface Answer {
  kind: EmailKind;
  email: string;
  unsubscribed: boolean;
}

/**
 * The API's answer, or null when it refused the token (404 invalid_unsubscribe_token, 400 for a
 * malformed one): the page explains that instead of failing. An outage (5xx) is the error page.
 */
async function ask(token: string, call: (token: string) => Promise<Answer>): Promise<Answer | null> {
  if (!UnsubscribeTokenSchema.safeParse({ token }).success) return null;
  try {
    return await call(token);
  } catch (error) {
    if (isApiError(error) && error.status < 500) return null;
    throw error;
  }
}

async function answerPage(context: AppLoadContext, view: UnsubscribeView) {
  const t = await context.t("unsubscribe");
  return json(
    { title: t("title"), view },
    { status: view.state === "invalid" ? 404 : 200, headers: { "Cache-Control": "no-store" } }
  );
}

/** Opening the link changes nothing (mail scanners open links): it asks what the token would stop. */
export async function unsubscribeLoader(request: Request, context: AppLoadContext) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const answer = await ask(token, (t) => context.api.call("getUnsubscribe", { query: { token: t } }));
  return answerPage(
    context,
    answer ? { state: answer.unsubscribed ? "already" : "confirm", ...answer, token } : { state: "invalid" }
  );
}

/**
 * The token posted by the page's button, or, for a mail provider's one-click POST (RFC 8058: the
 * body is only `List-Unsubscribe=One-Click`, url-encoded or multipart), the one in the address.
 */
async function postedToken(request: Request): Promise<string> {
  const body = await readBody(request, {
    multipart: { maxBytes: FORM_LIMIT_BYTES, parse: (counted) => counted.formData() },
  });
  const posted = (body.kind === "form" ? body.form : body.value).get("token");
  return typeof posted === "string" && posted ? posted : new URL(request.url).searchParams.get("token") ?? "";
}

/** Turns the token's kind off; no login and no Origin needed (a mail provider posts it). */
export async function unsubscribeAction(request: Request, context: AppLoadContext) {
  const token = await postedToken(request);
  const answer = await ask(token, (t) => context.api.call("unsubscribe", { body: { token: t } }));
  return answerPage(context, answer ? { state: "done", ...answer, token } : { state: "invalid" });
}
