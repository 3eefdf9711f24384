import { json, type AppLoadContext } from "@remix-run/node";
import { readForm } from "~/utils/read-form.server";
import { accountErrorKey } from "./errors.server";

/** The token of an e-mailed link: from the page's query (GET), from the button's form (POST). */
export async function linkToken(request: Request): Promise<string> {
  if (request.method === "GET") return new URL(request.url).searchParams.get("token") ?? "";
  const value = (await readForm(request)).get("token");
  return typeof value === "string" ? value : "";
}

/**
 * The loader of a page an e-mailed link opens: the link's token and the page's title, never
 * cached. Opening it changes nothing (a mail scanner's GET); the page's button posts the token.
 */
export async function linkPageLoader(request: Request, context: AppLoadContext, titleKey: string) {
  const t = await context.t("account");
  return json({ token: await linkToken(request), title: t(titleKey) }, { headers: { "Cache-Control": "no-store" } });
}

/**
 * Applies the posted token with `apply`. Answers null when it worked, else the error key to show:
 * `link_invalid` for a missing, used or expired link, or one of `kept` the API answered. An API
 * failure (5xx) is rethrown as the site's error page.
 */
export async function applyLinkToken(
  request: Request,
  apply: (token: string) => Promise<unknown>,
  kept: string[] = []
): Promise<string | null> {
  const token = await linkToken(request);
  if (!token) return "link_invalid";
  try {
    await apply(token);
    return null;
  } catch (error) {
    const key = accountErrorKey(error);
    return kept.includes(key) ? key : "link_invalid";
  }
}
