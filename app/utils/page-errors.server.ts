import type { EntryContext } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

/**
 * A page's errors as they go into the page and its inline data: only what the error page shows,
 * the status and its text (app/components/error-page.tsx). Errors Remix makes itself carry a
 * developer's sentence ("You made a POST request to … but did not provide an `action`"), a thrown
 * Error its message and name; the server's log has them, the member's browser gets none. What a
 * page threw on purpose (a Response with its own data) is kept. Remix has already written the
 * errors into the inline data (`serverHandoffString`) when the page is drawn, so both are cleaned.
 */
export function withoutDeveloperTexts(context: EntryContext): void {
  const errors = context.staticHandlerContext.errors;
  if (!errors) return;
  const handoff = JSON.parse(context.serverHandoffString ?? "{}") as { state?: { errors?: Record<string, unknown> } };
  const inline = handoff.state?.errors ?? {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (!isRouteErrorResponse(error)) {
      errors[routeId] = new Error();
      inline[routeId] = { message: "", __type: "Error" };
    } else if ((error as { internal?: boolean }).internal) {
      Object.assign(error, { data: null, error: undefined });
      const { status, statusText } = error;
      inline[routeId] = { status, statusText, internal: true, data: null, __type: "RouteErrorResponse" };
    }
  }
  if (handoff.state?.errors) context.serverHandoffString = inlineJson(handoff);
}

/** JSON safe inside a <script> element, escaped as Remix escapes its own (`createServerHandoffString`). */
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]);
