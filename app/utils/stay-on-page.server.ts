import { json, type AppLoadContext } from "@remix-run/node";

/**
 * The answer of a form that keeps the visitor on the page it was sent from (the entry warning, the
 * cookie banner): without JavaScript `back`, the page loaded again; to the page's script
 * (`context.fromScript`) only the cookies `back` sets, after which the router reads the page's data again
 * where it is. Answered with a redirect, the script would drop it whenever another form's answer had
 * started a navigation since this form was sent (the warning confirmed and the banner's Accept
 * tapped at once): the page would be read without this form's cookie, and the banner asked again.
 */
export function stayOnPage(context: Pick<AppLoadContext, "fromScript">, back: Response): Response {
  if (!context.fromScript) return back;
  const headers = new Headers();
  for (const cookie of back.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return json(null, { headers });
}
