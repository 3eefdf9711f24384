import { Hono, type Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import type { AppEnv, DevTools } from "../app-env";
import { sameSecret } from "../auth";
import { readOutbox } from "../mail/outbox";
import { clockOffsetMs, moveMemberClock, shifted } from "../member-clocks";
import { readSmsOutbox } from "../payments/sms";
import { devMemberRoutes } from "./dev-members";

/** Header that may carry the dev key instead of `?key=`. */
export const DEV_KEY_HEADER = "X-Dev-Key";

/**
 * Development-only tools (never mounted when NODE_ENV=production), each behind the per-start key
 * (`?key=` or X-Dev-Key; `npm start` prints the mailbox URL with it): the mailbox holds working
 * reset links.
 * - GET /dev/mailbox: every mail and SMS the reference API sent, newest first (HTML, escaped);
 * - GET /dev/outbox.json?to=: the same as JSON ({ mails, sms }; `to` an address or a phone number), for the e2e tests;
 * - test mode only (API_TEST_MODE), for the test suites: POST /dev/members and what they have
 *   done (likes, messages), see dev-members.ts; GET /dev/clock?member=<id> and POST /dev/clock
 *   {"member": id, "advanceMs": n} (or {"member": id, "reset": true}): one member's own clock
 *   (member-clocks.ts), so a test waits out a login block or a 14-day undo window in an instant
 *   without moving anyone else's time; what became due for the member meanwhile (fictional
 *   profiles' like-backs, unread-message reminders) happens before the answer; POST /dev/site-domains
 *   {"domain", "site"}: serves another domain as the site of domain `site`.
 */
const hostName = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/);
const SiteDomainSchema = z.object({ domain: hostName, site: hostName }).strict();

export function devRoutes(tools: DevTools) {
  const routes = new Hono<AppEnv>();

  routes.use("*", async (c, next) => {
    const given = c.req.query("key") ?? c.req.header(DEV_KEY_HEADER) ?? "";
    if (!tools.key || !sameSecret(given, tools.key)) return c.json({ error: "dev_key_required" }, 403);
    await next();
  });

  routes.get("/outbox.json", async (c) => {
    const to = c.req.query("to") || undefined;
    const { db } = c.get("options");
    return c.json({ mails: await readOutbox(db, to), sms: await readSmsOutbox(db, to) });
  });

  routes.get("/mailbox", async (c) => {
    const to = c.req.query("to") || undefined;
    const mails = await readOutbox(c.get("options").db, to, 200);
    const texts = await readSmsOutbox(c.get("options").db, to, 200);
    return c.html(html`<!DOCTYPE html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>Mailbox – reference API</title>
          <style>
            body {
              font: 15px/1.5 system-ui, sans-serif;
              max-width: 60rem;
              margin: 2rem auto;
              padding: 0 1rem;
            }
            article {
              border: 1px solid #ccc;
              border-radius: 8px;
              padding: 1rem;
              margin: 1rem 0;
            }
            pre {
              white-space: pre-wrap;
              font: inherit;
            }
            .meta {
              color: #555;
              font-size: 0.875rem;
            }
          </style>
        </head>
        <body>
          <h1>Mailbox${to ? html` for ${to}` : ""}</h1>
          <p class="meta">
            Every e-mail and SMS the reference API sent (development only). Filter: <code>&amp;to=address</code> or
            <code>&amp;to=phone</code>.
          </p>
          <h2>SMS</h2>
          ${texts.length === 0 ? html`<p>No SMS yet.</p>` : ""}
          ${texts.map(
            (t) => html`<article>
              <p class="meta">To ${t.to_phone} · ${t.kind} · ${new Date(t.created_at).toISOString()}</p>
              <pre>${t.body}</pre>
            </article>`
          )}
          <h2>E-mail</h2>
          ${mails.length === 0 ? html`<p>No mail yet.</p>` : ""}
          ${mails.map(
            (m) => html`<article>
              <h3>${m.subject}</h3>
              <p class="meta">To ${m.to_email} · ${m.kind} · ${m.language} · ${new Date(m.created_at).toISOString()}</p>
              <pre>${m.body}</pre>
              ${m.link ? html`<p><a href="${m.link}">${m.link}</a></p>` : ""}
            </article>`
          )}
        </body>
      </html>`);
  });

  if (!tools.testClock) return routes;
  // Only a same-origin JSON POST changes anything: a page elsewhere cannot send one (no CORS).
  routes.use("*", async (c, next) => {
    if (c.req.method !== "POST") return next();
    const site = c.req.header("Sec-Fetch-Site");
    const origin = c.req.header("Origin");
    const crossSite =
      (site && site !== "same-origin" && site !== "none") || (origin && origin !== new URL(c.req.url).origin);
    if (crossSite) return c.json({ error: "cross_origin" }, 403);
    if (!(c.req.header("Content-Type") ?? "").startsWith("application/json")) {
      return c.json({ error: "unsupported_media_type" }, 415);
    }
    await next();
  });
  routes.route("/", devMemberRoutes());

  // Another domain of a site the API knows: an e2e test's tenant file names the site by it. An
  // operator sets up a real site's domains in the API itself (docs/decisions/024-sites-at-scale.md).
  routes.post("/site-domains", async (c) => {
    const body = SiteDomainSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: "validation_failed" }, 400);
    const { db } = c.get("options");
    const [site] = await db.query<{ id: number }>("SELECT id FROM sites WHERE domain = $1", [body.data.site]);
    if (!site) return c.json({ error: "unknown_site" }, 404);
    await db.query(
      "INSERT INTO site_domains (domain, site_id) VALUES ($1, $2) ON CONFLICT (domain) DO UPDATE SET site_id = $2",
      [body.data.domain, site.id]
    );
    return c.json({ domain: body.data.domain, site: body.data.site });
  });

  const clockAnswer = async (c: Context<AppEnv>, memberId: number) => {
    const { db, clock } = c.get("options");
    const offsetMs = await clockOffsetMs(db, memberId);
    return c.json({ member: memberId, offsetMs, now: shifted(clock(), offsetMs).toISOString() });
  };
  routes.get("/clock", async (c) => {
    const member = MemberIdSchema.safeParse(c.req.query("member"));
    if (!member.success) return c.json({ error: "validation_failed", fields: { member: "required" } }, 400);
    if (!(await memberExists(c, member.data))) return c.json({ error: "not_found" }, 404);
    return clockAnswer(c, member.data);
  });
  routes.post("/clock", async (c) => {
    const body = ClockMoveSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return c.json({ error: "validation_failed" }, 400);
    const { member, ...move } = body.data;
    if (!(await memberExists(c, member))) return c.json({ error: "not_found" }, 404);
    await moveMemberClock(c.get("options").db, member, "reset" in move ? { reset: true } : move);
    await c.get("live").likeBacks.settle();
    await c.get("live").mails.sweep();
    return clockAnswer(c, member);
  });
  return routes;
}

const MemberIdSchema = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
/** One member's clock forward by a number of milliseconds (at most ten years), or back to real time. */
const ClockMoveSchema = z.union([
  z
    .object({
      member: MemberIdSchema,
      advanceMs: z
        .number()
        .int()
        .min(0)
        .max(10 * 366 * 86_400_000),
    })
    .strict(),
  z.object({ member: MemberIdSchema, reset: z.literal(true) }).strict(),
]);

async function memberExists(c: Context<AppEnv>, id: number) {
  const rows = await c.get("options").db.query("SELECT 1 FROM members WHERE id = $1", [id]);
  return rows.length > 0;
}
