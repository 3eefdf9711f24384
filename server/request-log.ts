import type { RequestHandler } from "express";
import { logger } from "../lib/logger";
import type { RequestContext } from "../app/context.server";
import { PAGE_CACHE_HEADER } from "./page-cache";

/** One structured line per request: tenant, route, status, duration and the API calls it made. */
export const logRequests = (): RequestHandler => (req, res, next) => {
  const start = process.hrtime.bigint();
  res.on("finish", () => {
    const context = res.locals.context as RequestContext | undefined;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    logger.info(
      {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        tenant: context?.tenant.id ?? null,
        route: context?.requestLog.routeId ?? null,
        pageCache: res.getHeader(PAGE_CACHE_HEADER),
        api: context?.requestLog.api.length ? context.requestLog.api : undefined,
      },
      "request"
    );
  });
  next();
};
