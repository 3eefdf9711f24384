import { Hono } from "hono";
import { FORCED_DOMAIN_PARAM } from "../app/api/endpoints";
import { hashToken } from "./auth";
import type { Db } from "./db";
import { HttpError } from "./http";
import { memberById, type MemberRow } from "./members";
import { avatarRoutes } from "./routes/avatars";
import { catalogRoutes } from "./routes/catalog";
import { settingsRoutes } from "./routes/settings";
import { socialRoutes } from "./routes/social";
import { userRoutes } from "./routes/user";

export interface SiteRow {
  id: number;
  domain: string;
  name: string;
  niche: number;
  settings: Record<string, unknown>;
  company: Record<string, unknown>;
}

export interface AppOptions {
  db: Db;
  /** How browsers reach this server; the cdn_prefix of every site. */
  publicUrl: string;
  /** The clock every rule reads (tests move it). */
  now?: () => Date;
  log?: (entry: Record<string, unknown>) => void;
}

export type AppEnv = {
  Variables: {
    site: SiteRow;
    /** The member named by the bearer token, if valid. */
    member: MemberRow | undefined;
    tokenHash: string | undefined;
    options: Required<AppOptions>;
  };
};

/** The site whose forced-domain the reference API does not know is served as this one. */
export const FALLBACK_DOMAIN = "flirthaven.localhost";

export function createApp(input: AppOptions) {
  const options: Required<AppOptions> = {
    now: () => new Date(),
    log: (entry) => console.error(JSON.stringify({ t: new Date().toISOString(), ...entry })),
    ...input,
  };
  const { db } = options;
  const app = new Hono<AppEnv>();
  const warnedDomains = new Set<string>();

  app.get("/healthz", (c) => c.json({ ok: true }));
  app.route("/cdn", avatarRoutes());

  // Every /api call names its site (forced-domain) and maybe its member (bearer token).
  app.use("/api/*", async (c, next) => {
    const domain = (c.req.query(FORCED_DOMAIN_PARAM) ?? "").toLowerCase().replace(/:\d+$/, "");
    let [site] = await db.query<SiteRow>("SELECT * FROM sites WHERE domain = $1", [domain]);
    if (!site) {
      // Lets an operator try a new tenant file without touching the backend (docs/decisions/001).
      [site] = await db.query<SiteRow>("SELECT * FROM sites WHERE domain = $1", [FALLBACK_DOMAIN]);
      if (!warnedDomains.has(domain)) {
        warnedDomains.add(domain);
        options.log({
          level: "warn",
          msg: "unknown forced-domain, serving the fallback site",
          domain,
          fallback: FALLBACK_DOMAIN,
        });
      }
    }
    if (!site) throw new HttpError(404, { error: "unknown_site" });
    c.set("site", site);
    c.set("options", options);

    const token = /^Bearer (.+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
    if (token) {
      const tokenHash = hashToken(token);
      const [session] = await db.query<{ member_id: number }>(
        "SELECT member_id FROM sessions WHERE token_hash = $1 AND expires_at > $2",
        [tokenHash, options.now()]
      );
      const member = session ? await memberById(db, session.member_id) : undefined;
      // A token of another site is no token here.
      if (member && member.site_id === site.id) {
        c.set("member", member);
        c.set("tokenHash", tokenHash);
      }
    }
    await next();
  });

  app.route("/api", userRoutes());
  app.route("/api", settingsRoutes());
  app.route("/api", catalogRoutes());
  app.route("/api", socialRoutes());

  app.notFound((c) => c.json({ error: "not_found" }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status);
    options.log({
      level: "error",
      msg: "unhandled",
      path: c.req.path,
      error: String(error instanceof Error ? error.stack : error),
    });
    return c.json({ error: "internal_error" }, 500);
  });
  return app;
}
