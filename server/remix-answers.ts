import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/node";
// The Express adapter's own request and response conversion (exported by it, not declared: see
// server/remix-express.d.ts), so only what Remix answers is looked at here.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import type express from "express";
import { errorJson } from "../app/utils/error-json";

/**
 * Remix's answers with the framework's own texts taken out. For a data request (`?_data=`) or a
 * resource route Remix writes its errors itself — a route the address does not lead to, a method
 * a route has no action for, a loader that threw — as `{"message":"Unexpected Server Error"}` or
 * plain text; those become the site's short JSON error with the same status. The pages' own answers
 * (what a loader or action returned or threw) pass unchanged. Document pages are cleaned where they
 * are drawn (app/entry.server.tsx).
 */
export function withoutFrameworkTexts(answer: Response): Response {
  const lastResort = answer.status === 500 && /^text\/plain/i.test(answer.headers.get("Content-Type") ?? "");
  if (!answer.headers.has("X-Remix-Error") && !lastResort) return answer;
  return errorJson(answer.status, { statusText: answer.statusText, headers: { "X-Remix-Error": "yes" } });
}

/** The Express handler that runs Remix for the request context the server built (`res.locals.context`). */
export function remixAnswers({ build, mode }: { build: ServerBuild; mode: string }): express.RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const answer = await handle(createRemixRequest(req, res), res.locals.context as AppLoadContext);
      await sendRemixResponse(res, withoutFrameworkTexts(answer));
    } catch (error) {
      next(error);
    }
  };
}
