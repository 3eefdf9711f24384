import { z } from "zod";
import { CountryCodeSchema, displayTextSchema, textSchema } from "./common";
import { NotificationDisabledReasonSchema } from "./user";
import { EMAIL_KINDS, PUSH_KINDS } from "../../domain/notification-kinds";

/**
 * Notification settings (docs/product.md#notifications-and-settings, docs/decisions/018-notifications-and-push.md):
 * which e-mails and pushes a member wants, invisible mode, the location, and what the mail system
 * turned off.
 */

export { EMAIL_KINDS, PUSH_KINDS };
export const EmailKindSchema = z.enum(EMAIL_KINDS);
export type EmailKind = z.infer<typeof EmailKindSchema>;
export const PushKindSchema = z.enum(PUSH_KINDS);
export type PushKind = z.infer<typeof PushKindSchema>;

const kindFlags = <K extends string>(kinds: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(kinds.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

export const EmailPreferencesSchema = kindFlags(EMAIL_KINDS);
export const PushPreferencesSchema = kindFlags(PUSH_KINDS);

/** A place: chosen by hand or found from the browser's position (geocode.php). */
export const LocationSchema = z.object({
  country: CountryCodeSchema,
  region: displayTextSchema(80, { trim: true }).nullable(),
  city: displayTextSchema(80, { trim: true }).nullable(),
});
export type Location = z.infer<typeof LocationSchema>;

/**
 * What the mail system turned off, and why: `fbl` (marked as spam) and `bounce` (the address does
 * not take mail) stop every e-mail (`kind` "all"); `listunsubscribe` stops the one kind whose
 * unsubscribe link was used. The member may turn each on again.
 */
export const DisabledNotificationSchema = z.object({
  reason: NotificationDisabledReasonSchema,
  kind: z.union([EmailKindSchema, z.literal("all")]),
  /** ISO 8601 date-time. */
  since: z.string().datetime({ offset: true }),
});
export type DisabledNotification = z.infer<typeof DisabledNotificationSchema>;

export const NotificationSettingsSchema = z.object({
  email: EmailPreferencesSchema,
  push: PushPreferencesSchema,
  /** The member's browsers that receive pushes (subscriptions attached to the account). */
  push_devices: z.number().int().nonnegative(),
  /** Hidden from other members' search, likes lists, match finder and swipe game. */
  invisible: z.boolean(),
  location: LocationSchema.extend({ source: z.enum(["manual", "geolocation"]).nullable() }),
  disabled: z.array(DisabledNotificationSchema),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const NotificationSettingsResponseSchema = z.object({ settings: NotificationSettingsSchema });

/** PUT notification-settings.php: any part; kinds not named keep their value. */
export const UpdateNotificationSettingsRequestSchema = z
  .object({
    email: EmailPreferencesSchema.partial().strict(),
    push: PushPreferencesSchema.partial().strict(),
    invisible: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequestSchema>;

/** DELETE notifications-disabled.php: turn on again what the mail system turned off for `reason`. */
export const EnableNotificationsRequestSchema = z.object({ reason: NotificationDisabledReasonSchema }).strict();

/** PUT location.php: the member's place; `source` says whether the browser's position found it. */
export const UpdateLocationRequestSchema = LocationSchema.extend({
  source: z.enum(["manual", "geolocation"]),
}).strict();

/** GET geocode.php: a position in degrees (query strings on the wire). */
export const GeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
/** The place nearest the position among the API's offline geodata; 404 geocode_not_found when none is near. */
export const GeocodeResponseSchema = z.object({ location: LocationSchema });

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it; the endpoint is the push
 * service's https URL, the keys are base64url (p256dh: an uncompressed P-256 point, auth: 16 bytes).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2048).startsWith("https://"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: textSchema(200, { min: 80 }),
    auth: textSchema(64, { min: 16 }),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

export const PushSubscriptionRequestSchema = z.object({ subscription: PushSubscriptionSchema }).strict();
export const RemovePushSubscriptionRequestSchema = z
  .object({ endpoint: PushSubscriptionSchema.shape.endpoint })
  .strict();

/** The unsubscribe link's token (in every notification e-mail and its List-Unsubscribe header). */
export const UnsubscribeTokenSchema = z.object({ token: textSchema(200, { min: 20 }) });
export const UnsubscribeResponseSchema = z.object({
  kind: EmailKindSchema,
  /** The address, partly hidden (a***@example.com): whose mail stops, without telling a stranger the address. */
  email: z.string(),
  /** Whether that kind is off now (GET: before, POST: after the unsubscribe). */
  unsubscribed: z.boolean(),
});

export const NotificationErrorCode = {
  geocodeNotFound: "geocode_not_found",
  unknownRegion: "unknown_region",
  invalidUnsubscribeToken: "invalid_unsubscribe_token",
  pushNotConfigured: "push_not_configured",
  tooManySubscriptions: "too_many_push_subscriptions",
} as const;
