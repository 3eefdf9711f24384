import {
  EMAIL_KINDS,
  PUSH_KINDS,
  type DisabledNotification,
  type EmailKind,
  type NotificationSettings,
  type PushKind,
  type UpdateNotificationSettingsRequest,
} from "../app/api/schemas/notifications";
import type { Db } from "./db";

type Q = Pick<Db, "query">;

/**
 * A member's notification settings (docs/decisions/018-notifications-and-push.md): the choices in
 * notification_preferences (a kind missing from its JSON is on), invisible mode and the place on
 * the member's row, the mail system's turn-offs in notifications_disabled.
 */

const allOn = <K extends string>(kinds: readonly K[], stored: unknown): Record<K, boolean> => {
  const flags = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(kinds.map((k) => [k, flags[k] !== false])) as Record<K, boolean>;
};

/** The whole settings document of a member, as notification-settings.php answers it. */
export async function notificationSettings(db: Q, memberId: number): Promise<NotificationSettings> {
  const [row] = await db.query<{
    email: unknown;
    push: unknown;
    location_source: "manual" | "geolocation" | null;
    invisible: boolean;
    country: string;
    region: string | null;
    city: string | null;
    push_devices: number;
  }>(
    `SELECT p.email, p.push, p.location_source, m.invisible, m.country, m.region, m.city,
       (SELECT count(*)::int FROM push_subscriptions s WHERE s.member_id = m.id) AS push_devices
     FROM members m LEFT JOIN notification_preferences p ON p.member_id = m.id WHERE m.id = $1`,
    [memberId]
  );
  const disabled = await db.query<{ reason: DisabledNotification["reason"]; kind: string; since: Date }>(
    "SELECT reason, kind, since FROM notifications_disabled WHERE member_id = $1 ORDER BY since, reason, kind",
    [memberId]
  );
  return {
    email: allOn(EMAIL_KINDS, row.email),
    push: allOn(PUSH_KINDS, row.push),
    push_devices: row.push_devices,
    invisible: row.invisible,
    location: {
      country: row.country.trim(),
      region: row.region,
      city: row.city,
      source: row.location_source,
    },
    disabled: disabled.map((d) => ({
      reason: d.reason,
      kind: d.kind as DisabledNotification["kind"],
      since: new Date(d.since).toISOString(),
    })),
  };
}

/** Saves the parts of the preferences an update names; kinds not named keep their value. */
export async function updateNotificationSettings(db: Q, memberId: number, update: UpdateNotificationSettingsRequest) {
  if (update.email || update.push) {
    // jsonb || merges the named kinds into what is stored; the keys come from the strict schema only.
    await db.query(
      `INSERT INTO notification_preferences (member_id, email, push) VALUES ($1, $2, $3)
       ON CONFLICT (member_id) DO UPDATE
       SET email = notification_preferences.email || EXCLUDED.email, push = notification_preferences.push || EXCLUDED.push`,
      [memberId, JSON.stringify(update.email ?? {}), JSON.stringify(update.push ?? {})]
    );
  }
  if (update.invisible !== undefined) {
    await db.query("UPDATE members SET invisible = $2 WHERE id = $1", [memberId, update.invisible]);
  }
}

/** Records how the member's place was last set (the place itself is on the member's row). */
export async function setLocationSource(db: Q, memberId: number, source: "manual" | "geolocation") {
  await db.query(
    `INSERT INTO notification_preferences (member_id, location_source) VALUES ($1, $2)
     ON CONFLICT (member_id) DO UPDATE SET location_source = EXCLUDED.location_source`,
    [memberId, source]
  );
}

/**
 * Keeps members.notifications_disabled (the User answer's list of reasons) equal to the distinct
 * reasons of the member's notifications_disabled rows. Call after changing those rows, in the
 * same transaction.
 */
export async function syncDisabledReasons(db: Q, memberId: number) {
  await db.query(
    `UPDATE members SET notifications_disabled = ARRAY(
       SELECT DISTINCT reason FROM notifications_disabled WHERE member_id = $1 ORDER BY reason)
     WHERE id = $1`,
    [memberId]
  );
}

/** Turns on again what the mail system turned off for `reason` (every kind it stopped). */
export async function enableDisabled(db: Db, memberId: number, reason: DisabledNotification["reason"]) {
  await db.transaction(async (tx) => {
    await tx.query("DELETE FROM notifications_disabled WHERE member_id = $1 AND reason = $2", [memberId, reason]);
    await syncDisabledReasons(tx, memberId);
  });
}

/** Records what the mail system turned off (a test member made so, or the mail system itself). */
export async function disableNotifications(
  db: Q,
  memberId: number,
  rows: { reason: DisabledNotification["reason"]; kind: EmailKind | "all" }[],
  since: Date
) {
  for (const { reason, kind } of rows) {
    await db.query(
      `INSERT INTO notifications_disabled (member_id, reason, kind, since) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, reason, kind) DO NOTHING`,
      [memberId, reason, kind, since]
    );
  }
  await syncDisabledReasons(db, memberId);
}

/** Whether the member wants pushes of `kind` (on until turned off). */
export async function wantsPush(db: Q, memberId: number, kind: PushKind): Promise<boolean> {
  const [row] = await db.query<{ push: unknown }>("SELECT push FROM notification_preferences WHERE member_id = $1", [
    memberId,
  ]);
  return allOn(PUSH_KINDS, row?.push)[kind];
}
