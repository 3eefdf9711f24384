import { z } from "zod";

/**
 * What a push carries, from the reference API (web-push) to the service worker
 * (app/worker/push.ts; docs/decisions/018-notifications-and-push.md, "The service worker").
 * The worker shows `title` (the site's name) with `body` and `icon`; `tag` lets a newer push of the
 * same thing replace the older notification; a click opens `checkUrl` for a logged-in member and
 * `openUrl` for a visitor (the session ended since).
 */

/** An address of the site itself: a path, never another origin (a push must not open another site). */
const sitePathSchema = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\s]*$/, "a path of the site");

export const PushPayloadSchema = z.object({
  title: z.string().trim().min(1).max(200),
  /** What happened, in the recipient's language ("Anna sent you a message"). */
  body: z.string().min(1).max(1000),
  /** The site's icon (`/icons/192.png`). */
  icon: sitePathSchema,
  /** One per conversation or member: a newer push about the same replaces the older on the device. */
  tag: z.string().max(200),
  /** The page that shows it to the signed-in member (/chats/{id}, /likes/m/{id}). */
  checkUrl: sitePathSchema,
  /** The same for a browser whose member is signed out: the login, which then opens checkUrl. */
  openUrl: sitePathSchema,
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** The login that leads on to `checkUrl` (the login form reads `redirectTo`). */
export const pushOpenUrl = (checkUrl: string) => `/login?redirectTo=${encodeURIComponent(checkUrl)}`;

export { PUSH_CLICK, PUSH_MESSAGE } from "../../domain/push-messages";
