import crypto from "node:crypto";
import type { Context, Hono } from "hono";
import { NotificationErrorCode as E, GeocodeQuerySchema } from "../../app/api/schemas/notifications";
import type { AppEnv } from "../app-env";
import { nearestPlace } from "../geocode";
import { isRegionOf } from "./catalog";
import { HttpError, readBody, readQuery, requireMember, respond } from "../http";
import {
  enableDisabled,
  notificationSettings,
  setLocationSource,
  updateNotificationSettings,
} from "../notification-settings";
import { sitePushKeys } from "../push/keys";
import { isPushServiceEndpoint } from "../push/services";
import { serveEndpoint } from "../serve-endpoint";

/** Browsers one member may receive pushes on; a new one beyond it pushes the oldest out. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

const settingsAnswer = async (c: Context<AppEnv>, memberId: number) => ({
  settings: await notificationSettings(c.get("options").db, memberId),
});

/**
 * A push subscription's keys as a push can use them: p256dh a point of P-256 (65 bytes,
 * uncompressed), auth 16 bytes. Checked here, so a broken browser or a forged call is told at
 * once instead of failing every push later.
 */
function checkSubscriptionKeys(keys: { p256dh: string; auth: string }) {
  const fields: Record<string, string> = {};
  const p256dh = Buffer.from(keys.p256dh, "base64url");
  try {
    if (p256dh.length !== 65 || p256dh[0] !== 4) throw new Error("not an uncompressed point");
    // Throws unless the point lies on the curve.
    const ecdh = crypto.createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(p256dh);
  } catch {
    fields["subscription.keys.p256dh"] = "invalid_key";
  }
  if (Buffer.from(keys.auth, "base64url").length !== 16) fields["subscription.keys.auth"] = "invalid_key";
  if (Object.keys(fields).length > 0) throw new HttpError(400, { error: "validation_failed", fields });
}

/**
 * Settings, location, push subscriptions and the page-hidden beacon (app/api/groups/notifications.ts,
 * docs/decisions/018-notifications-and-push.md).
 */
export function notificationRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getNotificationSettings", async (c) =>
    respond(c, "getNotificationSettings", await settingsAnswer(c, requireMember(c).id))
  );

  serveEndpoint(app, "updateNotificationSettings", async (c) => {
    const member = requireMember(c);
    const update = await readBody(c, "updateNotificationSettings");
    await updateNotificationSettings(c.get("options").db, member.id, update);
    return respond(c, "updateNotificationSettings", await settingsAnswer(c, member.id));
  });

  serveEndpoint(app, "enableNotifications", async (c) => {
    const member = requireMember(c);
    const { reason } = await readBody(c, "enableNotifications");
    await enableDisabled(c.get("options").db, member.id, reason);
    return respond(c, "enableNotifications", await settingsAnswer(c, member.id));
  });

  serveEndpoint(app, "updateLocation", async (c) => {
    const member = requireMember(c);
    const { country, region, city, source } = await readBody(c, "updateLocation");
    const { db } = c.get("options");
    const countries = (c.get("site").settings as { countries?: string[] }).countries ?? [];
    if (!countries.includes(country)) {
      throw new HttpError(400, { error: "validation_failed", fields: { country: "invalid_country" } });
    }
    if (region && !(await isRegionOf(db, country, region))) throw new HttpError(400, { error: E.unknownRegion });
    await db.transaction(async (tx) => {
      await tx.query("UPDATE members SET country = $2, region = $3, city = $4 WHERE id = $1", [
        member.id,
        country,
        region || null,
        city || null,
      ]);
      await setLocationSource(tx, member.id, source);
    });
    return respond(c, "updateLocation", await settingsAnswer(c, member.id));
  });

  serveEndpoint(app, "geocode", (c) => {
    requireMember(c);
    const { lat, lon } = readQuery(c, GeocodeQuerySchema);
    const countries = (c.get("site").settings as { countries?: string[] }).countries ?? [];
    const location = nearestPlace(lat, lon, countries);
    if (!location) throw new HttpError(404, { error: E.geocodeNotFound });
    return respond(c, "geocode", { location });
  });

  serveEndpoint(app, "addPushSubscription", async (c) => {
    const member = requireMember(c);
    const { subscription } = await readBody(c, "addPushSubscription");
    const { db, clock, push } = c.get("options");
    if (!isPushServiceEndpoint(subscription.endpoint, push.extraServiceHosts)) {
      throw new HttpError(400, {
        error: "validation_failed",
        fields: { "subscription.endpoint": "unknown_push_service" },
      });
    }
    checkSubscriptionKeys(subscription.keys);
    if (!(await sitePushKeys(db, member.site_id))) throw new HttpError(409, { error: E.pushNotConfigured });
    await db.transaction(async (tx) => {
      // One browser, one member: the endpoint moves to whoever signed in on it last.
      await tx.query(
        `INSERT INTO push_subscriptions (member_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE
         SET member_id = EXCLUDED.member_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, created_at = EXCLUDED.created_at`,
        [member.id, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, clock()]
      );
      await tx.query(
        `DELETE FROM push_subscriptions WHERE member_id = $1 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [member.id, MAX_PUSH_SUBSCRIPTIONS]
      );
    });
    return respond(c, "addPushSubscription", { ok: true });
  });

  serveEndpoint(app, "removePushSubscription", async (c) => {
    const member = requireMember(c);
    const { endpoint } = await readBody(c, "removePushSubscription");
    await c
      .get("options")
      .db.query("DELETE FROM push_subscriptions WHERE member_id = $1 AND endpoint = $2", [member.id, endpoint]);
    return respond(c, "removePushSubscription", { ok: true });
  });

  // The member's last moment on the site: what "online" (docs/product.md#member-search) reads.
  serveEndpoint(app, "pageHidden", async (c) => {
    const member = requireMember(c);
    const { db, clock } = c.get("options");
    await db.query("UPDATE members SET last_active_at = $2 WHERE id = $1", [member.id, clock()]);
    return respond(c, "pageHidden", { ok: true });
  });
}
