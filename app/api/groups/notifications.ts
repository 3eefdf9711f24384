import type { Endpoint } from "../endpoint";
import { OkSchema } from "../schemas/common";
import {
  EnableNotificationsRequestSchema,
  GeocodeQuerySchema,
  GeocodeResponseSchema,
  NotificationErrorCode as E,
  NotificationSettingsResponseSchema,
  PushSubscriptionRequestSchema,
  RemovePushSubscriptionRequestSchema,
  UnsubscribeResponseSchema,
  UnsubscribeTokenSchema,
  UpdateLocationRequestSchema,
  UpdateNotificationSettingsRequestSchema,
} from "../schemas/notifications";

/**
 * Settings and notifications (docs/product.md#notifications-and-settings,
 * docs/decisions/018-notifications-and-push.md): e-mail and push preferences, invisible mode,
 * location, push subscriptions, the page-hidden beacon and the unsubscribe link. The e-mails and
 * pushes themselves are sent by the API; they are not calls of the web tier.
 */
export const notificationsEndpoints = {
  getNotificationSettings: {
    method: "GET",
    path: "/api/notification-settings.php",
    summary:
      "The member's e-mail and push preferences, the number of browsers subscribed to pushes, invisible mode, the location and what the mail system turned off.",
    response: NotificationSettingsResponseSchema,
    auth: "required",
  },
  updateNotificationSettings: {
    method: "PUT",
    path: "/api/notification-settings.php",
    summary:
      "Change any part of the preferences or invisible mode (kinds not named keep their value); answers the settings as saved.",
    body: UpdateNotificationSettingsRequestSchema,
    response: NotificationSettingsResponseSchema,
    auth: "required",
  },
  enableNotifications: {
    method: "DELETE",
    path: "/api/notifications-disabled.php",
    summary:
      "Turn on again what the mail system turned off for `reason` (the kinds an unsubscribe link stopped, or all e-mail after spam marks or bounces); answers the settings.",
    body: EnableNotificationsRequestSchema,
    response: NotificationSettingsResponseSchema,
    auth: "required",
  },
  updateLocation: {
    method: "PUT",
    path: "/api/location.php",
    summary:
      "Save the member's country, region and city (a region must be one of regions.php's for the country); answers the settings.",
    body: UpdateLocationRequestSchema,
    response: NotificationSettingsResponseSchema,
    auth: "required",
    errors: { [E.unknownRegion]: 400 },
  },
  geocode: {
    method: "GET",
    path: "/api/geocode.php",
    summary:
      "Reverse geocoding from the API's own offline geodata: the country, region and city nearest the position; 404 geocode_not_found when no place of the site's countries is near.",
    query: GeocodeQuerySchema,
    response: GeocodeResponseSchema,
    auth: "required",
    errors: { [E.geocodeNotFound]: 404 },
  },
  addPushSubscription: {
    method: "POST",
    path: "/api/push-subscription.php",
    summary:
      "Attach the browser's push subscription to the member (the same endpoint moves from whoever had it, as after another member's login on that browser); 409 push_not_configured when the site has no push key; at most 10 browsers per member (the oldest is dropped).",
    body: PushSubscriptionRequestSchema,
    response: OkSchema,
    auth: "required",
    errors: { [E.pushNotConfigured]: 409 },
  },
  removePushSubscription: {
    method: "DELETE",
    path: "/api/push-subscription.php",
    summary: "Detach a browser's push subscription (push turned off there, or logout). Ok when it was not attached.",
    body: RemovePushSubscriptionRequestSchema,
    response: OkSchema,
    auth: "required",
  },
  pageHidden: {
    method: "POST",
    path: "/api/page-hidden.php",
    summary:
      "The member's page went out of sight (sendBeacon): recorded as the member's last seen, which search and profiles show as online or recently online.",
    response: OkSchema,
    auth: "required",
  },
  getUnsubscribe: {
    method: "GET",
    path: "/api/unsubscribe.php",
    summary:
      "What an e-mail's unsubscribe link would stop: the kind, the address partly hidden, and whether it is already off. No login: the token names member, site and kind.",
    query: UnsubscribeTokenSchema,
    response: UnsubscribeResponseSchema,
    auth: "none",
    errors: { [E.invalidUnsubscribeToken]: 404 },
  },
  unsubscribe: {
    method: "POST",
    path: "/api/unsubscribe.php",
    summary:
      "Stop the token's kind of e-mail (one click, RFC 8058; the same token again is ok). Recorded as disabled by listunsubscribe, which the member may turn on again in the settings.",
    body: UnsubscribeTokenSchema,
    response: UnsubscribeResponseSchema,
    auth: "none",
    errors: { [E.invalidUnsubscribeToken]: 404 },
  },
} as const satisfies Record<string, Endpoint>;
