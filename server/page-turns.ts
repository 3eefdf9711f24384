import type { AppLoadContext } from "@remix-run/node";
import type express from "express";
import type { RequestContext } from "../app/context.server";
import { countRefused, EVENTS_PATH } from "./metrics";
import { ADDRESS_SHARE, admissionStep, MEMBER_SHARE, type Admission } from "./overload";

/**
 * Pages take turns (docs/decisions/026-overload-and-metrics.md): each member (their session, else
 * their address) and each site holds a bounded share of the process's turns, an upload goes one at
 * a time per member, and a request that gets no turn is answered by `busy` (the site's 503 page,
 * or 429 to a member whose share is in use). Not waiting: kept visitors' pages (a hit is answered
 * from memory; a burst for one page draws it once), the live event streams (they hold a
 * connection, not work; their own caps bound them), and what the server refused already.
 */
export function pageTurns({
  admission,
  busy,
}: {
  admission: Admission;
  busy: (req: express.Request, res: express.Response, context: AppLoadContext) => Promise<void>;
}): express.RequestHandler {
  const contextOf = (res: express.Response) => res.locals.context as RequestContext;
  return admissionStep({
    admission,
    exempt: (req, res) =>
      Boolean(res.locals.visitor) || contextOf(res).refusal !== undefined || req.path === EVENTS_PATH,
    // Whose share a request counts against: the member's session (from the signed cookie), else the address.
    claim: async (_req, res) => {
      const context = contextOf(res);
      const token = await context.token();
      return token
        ? { member: `session ${token}`, site: context.tenant.id, share: MEMBER_SHARE }
        : { member: `address ${context.clientIp}`, site: context.tenant.id, share: ADDRESS_SHARE };
    },
    // An upload (a photo, a chat image) costs seconds of the API's work: one at a time per member.
    slow: (req) => req.method === "POST" && typeof req.is("multipart/form-data") === "string",
    alreadySlow: (_req, res) => {
      contextOf(res).uploadInProgress = true;
    },
    refuse: (req, res, next, refusal) => {
      // The site's error page without any page's loaders (app/root.tsx).
      const context = res.locals.context as AppLoadContext;
      context.refusal = refusal === "member" ? 429 : 503;
      busy(req, res, context).catch(next);
    },
    refused: countRefused,
  });
}
