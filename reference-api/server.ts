import { apiEnv } from "../lib/env";
import { scopedLogger } from "../lib/logger";
import { Hono, type Context } from "hono";
import type { IncomingMessage } from "node:http";
import { bodyLimit } from "hono/body-limit";
import { declaredErrors, endpoints, FORCED_DOMAIN_PARAM } from "../app/api/endpoints";
import { MAX_PHOTO_BYTES } from "../app/api/schemas/profile";
import { hashToken } from "./auth";
import type { AppEnv, AppOptions, SiteRow } from "./app-env";
import { HttpError } from "./http";
import { memberSelect, type MemberRow } from "./members";
import { avatarRoutes } from "./routes/avatars";
import { blockRoutes } from "./routes/blocks";
import { complaintRoutes } from "./routes/complaints";
import { LIKE_BACK_SWEEP_MS } from "./like-backs";
import { NOTIFICATION_SWEEP_MS } from "./notification-mails";
import { createLive } from "./live";
import { chatRoutes } from "./routes/chat";
import { eventRoutes } from "./routes/events";
import { giftRoutes } from "./routes/gifts";
import { messageRoutes } from "./routes/messages";
import { notificationRoutes } from "./routes/notifications";
import { likeRoutes } from "./routes/likes";
import { catalogRoutes } from "./routes/catalog";
import { devRoutes } from "./routes/dev";
import { clockOffsetSql, shifted } from "./member-clocks";
import { settingsRoutes } from "./routes/settings";
import { accountRoutes } from "./routes/account";
import { profileRoutes } from "./routes/profile";
import { promoTileRoutes } from "./routes/promo-tiles";
import { discoveryRoutes } from "./routes/discovery";
import { landingRoutes } from "./routes/landing";
import { memberProfileRoutes } from "./routes/member-profile";
import { searchRoutes } from "./routes/search";
import { signupRoutes } from "./routes/signup";
import { socialRoutes } from "./routes/social";
import { unsubscribeRoutes } from "./routes/unsubscribe";
import { userRoutes } from "./routes/user";
import { paymentRoutes } from "./payments/routes";
import { sandboxProviderRoutes } from "./payments/sandbox-routes";

/** Bodies of this API are small forms; anything bigger is refused before it is read. */
const MAX_BODY_BYTES = 64 * 1024;
/** Photo uploads (uploadPhoto, sendImageMessage): the photo limit plus room for the multipart framing. */
const MAX_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
/** last_seen is written at most this often per session, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

const apiLog = scopedLogger("reference-api");
/** The shared JSON logger (lib/logger.ts); tests pass their own `log` to read what is said. */
export const defaultLog = ({ level, msg, ...entry }: Record<string, unknown>) =>
  apiLog[level === "error" || level === "warn" || level === "debug" ? level : "info"](entry, String(msg));

/** http://{domain}:{WEB_PORT}, or WEB_URL_TEMPLATE with {domain} replaced (e.g. https://{domain}). */
export const defaultSiteUrl = (domain: string) =>
  apiEnv().WEB_URL_TEMPLATE?.replace("{domain}", domain) ?? `http://${domain}:${apiEnv().WEB_PORT}`;

/**
 * Whether the answer leaves part of the request body on the connection. Under @hono/node-server
 * the Node request tells (`complete`); elsewhere (app.request in tests) a refused or unread body.
 */
function bodyLeftUnread(c: Context<AppEnv>) {
  if (c.get("bodyRefused")) return true;
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && typeof incoming.complete === "boolean") return !incoming.complete;
  const hasBody = Number(c.req.header("Content-Length") ?? 0) > 0 || c.req.header("Transfer-Encoding") !== undefined;
  return hasBody && !c.req.raw.bodyUsed;
}

export function createApp(input: AppOptions) {
  const options: Required<AppOptions> = {
    clock: () => new Date(),
    devTools: false,
    siteUrl: defaultSiteUrl,
    log: defaultLog,
    validateAnswers: apiEnv().NODE_ENV !== "production",
    fictionalReplyDelayMs: [3_000, 8_000],
    likeBackSweepMs: LIKE_BACK_SWEEP_MS,
    push: {},
    mailSweepMs: NOTIFICATION_SWEEP_MS,
    eventsKey: apiEnv().EVENTS_KEY ?? null,
    ...input,
  };
  const live = createLive(options);
  const { db } = options;
  const app = new Hono<AppEnv>();
  const warnedDomains = new Set<string>();

  app.get("/healthz", (c) => c.json({ ok: true }));
  // Whatever the caller asks for, a production process has no development tools.
  if (options.devTools && apiEnv().NODE_ENV !== "production") {
    app.use("/dev/*", async (c, next) => {
      c.set("options", options);
      c.set("apiClock", options.clock);
      c.set("clocks", live.clocks);
      c.set("live", live);
      await next();
    });
    app.route("/dev", devRoutes(options.devTools));
  }
  // Uploaded photos are read from the database.
  app.use("/cdn/*", async (c, next) => {
    c.set("options", options);
    await next();
  });
  app.route("/cdn", avatarRoutes());
  // The sandbox payment provider's checkout pages (docs/decisions/017-payments.md).
  app.use("/sandbox-psp/*", async (c, next) => {
    c.set("options", options);
    await next();
  });
  app.route("/sandbox-psp", sandboxProviderRoutes(app));

  // An answer given before the whole body was read closes the connection: the rest of the body
  // would otherwise be drained (or the socket cut) while the caller reuses it for its next request.
  app.use("*", async (c, next) => {
    await next();
    if (bodyLeftUnread(c)) c.res.headers.set("Connection", "close");
  });
  const smallBodies = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      c.set("bodyRefused", true);
      return c.json({ error: "payload_too_large" }, 413);
    },
  });
  const uploadBodies = bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => {
      c.set("bodyRefused", true);
      return c.json({ error: "photo_too_large" }, 413);
    },
  });
  const uploads = [endpoints.uploadPhoto, endpoints.sendImageMessage];
  app.use("/api/*", (c, next) =>
    uploads.some((e) => c.req.method === e.method && c.req.path === e.path)
      ? uploadBodies(c, next)
      : smallBodies(c, next)
  );

  // One line per API request, as the web tier writes one per page: site, endpoint, status, time.
  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    options.log({
      level: "info",
      msg: "request",
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      site: c.get("site")?.domain ?? null,
    });
  });

  // Every /api call names its site (forced-domain) and maybe its member (bearer token).
  app.use("/api/*", async (c, next) => {
    const domain = (c.req.query(FORCED_DOMAIN_PARAM) ?? "").trim().toLowerCase().replace(/:\d+$/, "");
    // A host name or address (a NUL or a 100 KB string would reach the database).
    if (!/^[a-z0-9._:[\]-]{0,253}$/.test(domain)) {
      throw new HttpError(400, { error: "validation_failed", fields: { [FORCED_DOMAIN_PARAM]: "invalid_string" } });
    }
    // A domain the API does not know is refused, never served as another site: a tenant file
    // whose domain the operator has not set up must not show another site's members
    // (docs/decisions/024-sites-at-scale.md).
    const [site] = await db.query<SiteRow>(
      `SELECT * FROM sites WHERE domain = $1
       UNION ALL
       SELECT s.* FROM site_domains d JOIN sites s ON s.id = d.site_id WHERE d.domain = $1
       LIMIT 1`,
      [domain]
    );
    if (!site && !warnedDomains.has(domain)) {
      if (warnedDomains.size >= 10_000) warnedDomains.clear(); // bounded: a scan of random domains
      warnedDomains.add(domain);
      options.log({ level: "warn", msg: "unknown forced-domain: no site", domain });
    }
    if (!site) throw new HttpError(404, { error: "unknown_site" });
    c.set("site", site);
    c.set("options", options);
    c.set("apiClock", options.clock);
    c.set("clocks", live.clocks);
    c.set("live", live);

    const token = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(c.req.header("Authorization") ?? "")?.[1];
    if (token) {
      const tokenHash = hashToken(token);
      // A token of another site is no token here: the site is part of the lookup. The member's
      // time is resolved here, once (test mode may have moved it: member-clocks.ts), and the
      // session ends on it.
      const [session] = await db.query<
        MemberRow & { last_seen: Date; last_active_at: Date | null; expires_at: Date; clock_offset_ms: number }
      >(
        `${memberSelect(`s.last_seen, s.expires_at, ${clockOffsetSql("m.id")}::float8 AS clock_offset_ms`)}
         JOIN sessions s ON s.member_id = m.id
         WHERE s.token_hash = $1 AND m.site_id = $2`,
        [tokenHash, site.id]
      );
      const offsetMs = Number(session?.clock_offset_ms ?? 0);
      const member = session && new Date(session.expires_at) > shifted(options.clock(), offsetMs) ? session : undefined;
      if (member) {
        // Every rule of this request is about the member: it reads the member's time.
        if (offsetMs) c.set("options", { ...options, clock: () => shifted(options.clock(), offsetMs) });
        const now = c.get("options").clock();
        c.set("member", member);
        c.set("tokenHash", tokenHash);
        const stale = (at: Date | null) => !at || now.getTime() - new Date(at).getTime() >= LAST_SEEN_RESOLUTION_MS;
        if (stale(member.last_seen) || stale(member.last_active_at)) {
          // The member's last activity rides along: the "online recently" marker reads it.
          await db.query(
            `WITH session AS (UPDATE sessions SET last_seen = $2 WHERE token_hash = $1)
             UPDATE members SET last_active_at = $2 WHERE id = $3`,
            [tokenHash, now, member.id]
          );
        }
      }
    }
    await next();
  });

  userRoutes(app);
  settingsRoutes(app);
  catalogRoutes(app);
  socialRoutes(app);
  signupRoutes(app);
  accountRoutes(app);
  profileRoutes(app);
  likeRoutes(app);
  giftRoutes(app);
  blockRoutes(app);
  complaintRoutes(app);
  searchRoutes(app);
  memberProfileRoutes(app);
  landingRoutes(app);
  discoveryRoutes(app);
  chatRoutes(app);
  messageRoutes(app);
  eventRoutes(app);
  notificationRoutes(app);
  paymentRoutes(app);
  unsubscribeRoutes(app);
  promoTileRoutes(app);

  app.notFound((c) => c.json({ error: "not_found" }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      // Only what the endpoint declares (Endpoint.errors): the web tier has a message for each, and
      // an undeclared code would reach a member as a failure. Outside production a slip is loud.
      const endpoint = c.get("endpoint");
      if (!endpoint || !options.validateAnswers || declaredErrors(endpoint)[error.body.error] === error.status) {
        return c.json(error.body, error.status);
      }
      options.log({
        level: "error",
        msg: "reference API refusal is not in the contract",
        endpoint,
        status: error.status,
        code: error.body.error,
      });
      return c.json({ error: "internal_error" }, 500);
    }
    // The details go to the log only; the caller gets a bare code.
    options.log({
      level: "error",
      msg: "unhandled",
      method: c.req.method,
      path: c.req.path,
      error: String(error instanceof Error ? error.stack : error),
    });
    return c.json({ error: "internal_error" }, 500);
  });
  // Closing ends the event streams, cancels pending fictional replies and finishes the mails under
  // way; then the database may close. `live` lets tests wait for what runs in the background.
  return Object.assign(app, {
    close: () => live.close(),
    live,
    /** Resolves when the pushes queued so far are sent or given up (tests wait for this state). */
    pushesSettled: () => live.pushes.idle(),
  });
}
