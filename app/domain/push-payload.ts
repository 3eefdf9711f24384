import { z } from "zod";

/**
 * What a push carries (docs/decisions/018-notifications-and-push.md, "Push sending"): the API
 * encrypts this JSON for the browser; the service worker parses it with this schema, shows
 * `title`, `body` and `icon`, and on a click opens `checkUrl` (`openUrl` when nobody is signed
 * in). Pushes with the same `tag` replace each other on the device (one per conversation or
 * member). Links are paths of the site: the worker never opens another origin.
 */
const sitePath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "a path of the site");

export const PushPayloadSchema = z.object({
  /** The site's name. */
  title: z.string().min(1).max(100),
  /** What happened, in the recipient's language ("Anna sent you a message"). */
  body: z.string().min(1).max(300),
  /** The site's icon (absolute URL). */
  icon: z.string().url().max(2048),
  tag: z.string().min(1).max(64),
  /** The page that shows it to the signed-in member (/chats/{id}, /likes/m/{id}). */
  checkUrl: sitePath,
  /** The same for a browser whose member is signed out: the login, which then opens checkUrl. */
  openUrl: sitePath,
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** The login that leads on to `checkUrl` (the login form reads `redirectTo`). */
export const pushOpenUrl = (checkUrl: string) => `/login?redirectTo=${encodeURIComponent(checkUrl)}`;
