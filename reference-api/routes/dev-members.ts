import { avatarSetOf, type AvatarSetName } from "../avatar-sets";
import { Hono, type Context } from "hono";
import crypto from "node:crypto";
import { z } from "zod";
import { FREE_MESSAGES } from "../../app/domain/chat";
import { NotificationDisabledReasonSchema } from "../../app/api/schemas/user";
import { EmailKindSchema, UpdateNotificationSettingsRequestSchema } from "../../app/api/schemas/notifications";
import { CountryCodeSchema, IdSchema } from "../../app/api/schemas/common";
import { emailAddressSchema } from "../../app/api/schemas/email";
import type { AppEnv } from "../app-env";
import { hashPassword, newSessionToken } from "../auth";
import { blockMember } from "../blocking";
import { deliverMessage } from "../conversations";
import { memberById, type MemberRow } from "../members";
import { publishDelivery } from "../message-events";
import { disableNotifications, updateNotificationSettings } from "../notification-settings";
import { GEO } from "../seed/geo";
import { announceLike, like } from "./likes";
import { SESSION_DAYS } from "./user";

/**
 * The test suites' members, made to order (test mode only, behind the dev key: routes/dev.ts), so
 * a test needs nothing of the demo data: a member of any site in the state the test needs, with a
 * password to log in through the form and a session token to skip it.
 */
const NewMemberSchema = z
  .object({
    /** The site's domain, as the web tier sends it (forced-domain). */
    site: z.string().min(1).max(253),
    email: emailAddressSchema().optional(),
    password: z.string().min(6).max(100).optional(),
    name: z.string().min(1).max(40).optional(),
    gender: z.enum(["male", "female"]).default("female"),
    sexuality: z.enum(["hetero", "gay", "lesbian", "bi"]).default("hetero"),
    birthdate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .default("1992-04-04"),
    country: CountryCodeSchema.default("NL"),
    language: z
      .string()
      .regex(/^[a-z]{2}(-[A-Z]{2})?$/)
      .default("en"),
    /** Confirmed (activated) or as a fresh signup: not confirmed, profile disabled. */
    confirmed: z.boolean().default(true),
    credits: z.number().int().min(0).max(100_000_000).default(30),
    /** A premium member (bought credits before). */
    paid: z.boolean().default(false),
    /** Approved photos, the first one the main photo. */
    photos: z.number().int().min(0).max(25).default(1),
    /** How long ago the account was made (the time bonus counts from it). */
    signedUpAgoMs: z
      .number()
      .int()
      .min(0)
      .max(50 * 366 * 86_400_000)
      .default(0),
    /** Free messages left (the site's first messages are free). */
    freeMessagesLeft: z.number().int().min(0).max(FREE_MESSAGES).default(FREE_MESSAGES),
    /** Conversations the member started already, with members of the site made for the purpose. */
    conversationsStarted: z.number().int().min(0).max(10).default(0),
    /** A profile the site's team operates: answers messages, likes back; nobody logs in as it. */
    fictional: z.boolean().default(false),
    /** Hidden from other members (settings: invisible mode). */
    invisible: z.boolean().default(false),
    /** What the mail system turned off: all e-mail (fbl, bounce) or one kind (an unsubscribe link). */
    notificationsDisabled: z
      .array(
        z
          .object({
            reason: NotificationDisabledReasonSchema,
            kind: z.union([EmailKindSchema, z.literal("all")]).default("all"),
          })
          .strict()
      )
      .max(20)
      .default([]),
    /** E-mail and push kinds turned off or on in the settings (every kind is on unless named). */
    preferences: UpdateNotificationSettingsRequestSchema.pick({ email: true, push: true }).default({}),
    /** Deleted, within the 14-day undo window. */
    pendingDeletion: z.boolean().default(false),
    /** Members of the site this one likes, and who like this one. */
    likes: z.array(IdSchema).max(50).default([]),
    likedBy: z.array(IdSchema).max(50).default([]),
    /** Members of the site this one blocked, and who blocked this one. */
    blocks: z.array(IdSchema).max(50).default([]),
    blockedBy: z.array(IdSchema).max(50).default([]),
  })
  .strict();

/** A message from one member to another, delivered as a send is (live events too), without its price or pace. */
const MessageSchema = z.object({ from: IdSchema, to: IdSchema, text: z.string().min(1).max(2000) }).strict();

/** What a test asks for (every field but `site` has a default). */
export type NewDevMember = z.input<typeof NewMemberSchema>;

export interface DevMember {
  id: number;
  name: string;
  /** null for a fictional profile: nobody logs in as one. */
  email: string | null;
  password: string | null;
  token: string | null;
}

export function devMemberRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post("/members", async (c) => {
    const input = NewMemberSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ error: "validation_failed", issues: input.error.issues }, 400);
    const { db } = c.get("options");
    const [site] = await db.query<{ id: number; niche: number }>("SELECT id, niche FROM sites WHERE domain = $1", [
      input.data.site,
    ]);
    if (!site) return c.json({ error: "unknown_site" }, 404);
    const others = [input.data.likes, input.data.likedBy, input.data.blocks, input.data.blockedBy].flat();
    if (!(await allOfSite(c, site.id, others))) return c.json({ error: "unknown_member" }, 404);
    const made = await createMember(c, site.id, input.data, avatarSetOf(site.niche));
    return c.json(made, 201);
  });

  routes.post("/messages", async (c) => {
    const input = MessageSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!input.success) return c.json({ error: "validation_failed", issues: input.error.issues }, 400);
    const { db, clock } = c.get("options");
    const [from, to] = await Promise.all([memberById(db, input.data.from), memberById(db, input.data.to)]);
    if (!from || !to || from.site_id !== to.site_id) return c.json({ error: "unknown_member" }, 404);
    const delivery = { body: input.data.text, at: clock() };
    const delivered = await db.transaction((tx) => deliverMessage(tx, from.id, to.id, delivery));
    await publishDelivery(c.get("live"), from, to, delivered, delivery, delivery.at);
    return c.json({ conversation_id: delivered.conversationId, message_id: delivered.messageId }, 201);
  });

  return routes;
}

async function allOfSite(c: Context<AppEnv>, siteId: number, ids: number[]) {
  if (ids.length === 0) return true;
  const unique = [...new Set(ids)];
  const [{ count }] = await c
    .get("options")
    .db.query<{ count: number }>("SELECT count(*)::int AS count FROM members WHERE site_id = $1 AND id = ANY($2)", [
      siteId,
      unique,
    ]);
  return count === unique.length;
}

async function createMember(
  c: Context<AppEnv>,
  siteId: number,
  input: z.infer<typeof NewMemberSchema>,
  avatarSet: AvatarSetName
): Promise<DevMember> {
  const { db, clock } = c.get("options");
  const now = clock();
  const canLogIn = !input.fictional;
  const email = canLogIn ? input.email ?? `member-${crypto.randomUUID()}@members.test` : null;
  const password = canLogIn ? input.password ?? crypto.randomBytes(9).toString("base64url") : null;
  // A real place, as every member has one.
  const [region, cities] = Object.entries(GEO[input.country] ?? GEO.NL)[0];
  const passwordHash = password ? await hashPassword(password) : null;
  const made = await db.transaction(async (tx) => {
    const [{ id }] = await tx.query<{ id: number }>(
      `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
         status, user_status, credits, paid_user, fictional, invisible, language, signup_date, last_active_at,
         free_messages_used, notifications_disabled, deleted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
       RETURNING id`,
      [
        siteId,
        email,
        passwordHash,
        input.name ?? "Member",
        input.birthdate,
        input.gender,
        input.sexuality,
        GEO[input.country] ? input.country : "NL",
        region,
        cities[0],
        input.confirmed ? "active" : "disabled",
        input.confirmed ? "confirmed" : "not_confirmed",
        input.credits,
        input.paid,
        input.fictional,
        input.invisible,
        input.language,
        new Date(now.getTime() - input.signedUpAgoMs),
        now,
        FREE_MESSAGES - input.freeMessagesLeft,
        [],
        input.pendingDeletion ? now : null,
      ]
    );
    await disableNotifications(tx, id, input.notificationsDisabled, now);
    await updateNotificationSettings(tx, id, input.preferences);
    for (let n = 0; n < input.photos; n++) {
      // The avatar route draws a face from the file name in the niche's set: one person, another picture each.
      const file = `avatars/${avatarSet}/member-${id}-${input.gender}${n === 0 ? "" : `-${n + 1}`}.svg`;
      await tx.query(
        `INSERT INTO photos (member_id, filename, thumb_filename, status, is_main, created_at)
         VALUES ($1, $2, $2, 'approved', $3, $4)`,
        [id, file, n === 0, now]
      );
    }
    for (let n = 0; n < input.conversationsStarted; n++) {
      // Someone the member wrote to first: a member of the site made for it, so no demo data is used.
      const [partner] = await tx.query<{ id: number }>(
        `INSERT INTO members (site_id, name, country, fictional, signup_date) VALUES ($1, 'Partner', 'NL', true, $2)
         RETURNING id`,
        [siteId, now]
      );
      await tx.query("INSERT INTO conversation_starts (member_id, profile_id, created_at) VALUES ($1, $2, $3)", [
        id,
        partner.id,
        now,
      ]);
    }
    for (const other of input.blocks) await blockMember(tx, id, other, now);
    for (const other of input.blockedBy) await blockMember(tx, other, id, now);
    let token: string | null = null;
    if (canLogIn) {
      const session = newSessionToken();
      await tx.query(
        "INSERT INTO sessions (token_hash, member_id, created_at, expires_at, last_seen) VALUES ($1, $2, $3, $4, $3)",
        [session.hash, id, now, new Date(now.getTime() + SESSION_DAYS * 86_400_000)]
      );
      token = session.token;
    }
    return { id, token };
  });
  await likeEachOther(c, made.id, input.likes, input.likedBy);
  const row = (await memberById(db, made.id))!;
  return { id: made.id, name: row.name, email, password, token: made.token };
}

/** Likes as members give them (a match when mutual; an operated profile may like back later), told live. */
async function likeEachOther(c: Context<AppEnv>, id: number, likes: number[], likedBy: number[]) {
  const { db, clock } = c.get("options");
  const pairs: [number, number][] = [
    ...likes.map((to): [number, number] => [id, to]),
    ...likedBy.map((from): [number, number] => [from, id]),
  ];
  for (const [fromId, toId] of pairs) {
    const [from, to] = (await Promise.all([memberById(db, fromId), memberById(db, toId)])) as [MemberRow, MemberRow];
    const liked = await db.transaction((tx) => like(tx, from, to, clock()));
    await announceLike(c.get("live"), from, to, liked, clock());
  }
}
