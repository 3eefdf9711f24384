import type { Db } from "../db";
import { FREE_CONVERSATION_STARTS, FREE_MESSAGES } from "../../app/domain/chat";
import { GEO } from "./geo";

/**
 * Members only the members-area e2e journeys use (liking, gifts, blocking, the swipe game,
 * complaints, the match finder, the match popup): one per purpose and Playwright project, so the
 * journeys never step on each other or on the demo members. Confirmed, not paid, 30 credits and a
 * main photo; is_demo like every login of the seed (the seed's statistics leave them out).
 */
export const JOURNEY_SITE = "flirthaven.localhost";
export const JOURNEY_PASSWORD = "demo1234";
export const JOURNEY_CREDITS = 30;
export const JOURNEY_PURPOSES = [
  "liker",
  "liked",
  "gifter",
  "blocker",
  "blocked",
  "swiper",
  "reporter",
  "harasser",
  "finder",
  "popper",
  "chatter",
  "chatlimit",
  "chatpoor",
  "sharer",
  "seeker",
  "writer",
  "reader",
  "deleter",
  "talker",
  "listener",
  "poller",
  "polled",
  "relayer",
  "relayed",
  "chatoffline",
  "chatnext",
  "resender",
  "undoer",
  "activator",
  "looker",
  "admirer",
  "wooer",
] as const;
export const JOURNEY_PROJECTS = ["js", "no-js"] as const;
export type JourneyPurpose = (typeof JOURNEY_PURPOSES)[number];
export type JourneyProject = (typeof JOURNEY_PROJECTS)[number];

/**
 * What a journey needs its member to be beyond the defaults: the chat's poor member is
 * unconfirmed with nothing left to pay with; the limited one has started its two conversations;
 * the one sending an image and a gift can pay for both more than once (a retried journey too);
 * the activator is unconfirmed until its journey clicks the link; the offline one pays every
 * message (its free ones used, credits for a few retries of its journeys), so a message charged
 * twice would show, and so does the one sending again after a failed send.
 */
const SETUP: Partial<
  Record<
    JourneyPurpose,
    { confirmed?: boolean; credits?: number; freeMessagesUsed?: number; startedConversations?: number }
  >
> = {
  chatpoor: { confirmed: false, credits: 0, freeMessagesUsed: FREE_MESSAGES },
  activator: { confirmed: false },
  chatlimit: { startedConversations: FREE_CONVERSATION_STARTS },
  sharer: { credits: 100 },
  chatoffline: { freeMessagesUsed: FREE_MESSAGES, credits: 200 },
  resender: { freeMessagesUsed: FREE_MESSAGES, credits: 200 },
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const journeyEmail = (purpose: JourneyPurpose, project: JourneyProject) =>
  `${purpose}-${project}@journeys.flirthaven.example`;
/** "Liker Js", "Liked No-js": what the journeys read on cards and profiles. */
export const journeyName = (purpose: JourneyPurpose, project: JourneyProject) => `${cap(purpose)} ${cap(project)}`;

/**
 * `passwordHash`: the FlirtHaven demo member's (same password, demo1234): the seed hashes once per
 * site up front, and these test accounts need no salt of their own.
 */
export async function seedJourneyMembers(tx: Pick<Db, "query">, passwordHash: string) {
  const [region, cities] = Object.entries(GEO.NL)[0];
  for (const [i, purpose] of JOURNEY_PURPOSES.entries()) {
    for (const project of JOURNEY_PROJECTS) {
      // Women and men in turn, so the pairs (liker and liked, blocker and blocked) are one of each.
      const gender = i % 2 === 0 ? "female" : "male";
      const setup = SETUP[purpose] ?? {};
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO members (site_id, email, password_hash, name, birthdate, gender, sexuality, country, region, city,
           credits, paid_user, user_status, language, signup_date, is_demo, free_messages_used)
         SELECT id, $2, $3, $4, '1992-04-04', $5, 'hetero', 'NL', $6, $7, $8, false, $9, 'en',
                '2026-11-01T10:00:00Z', true, $10
         FROM sites WHERE domain = $1 RETURNING id`,
        [
          JOURNEY_SITE,
          journeyEmail(purpose, project),
          passwordHash,
          journeyName(purpose, project),
          gender,
          region,
          cities[0],
          setup.credits ?? JOURNEY_CREDITS,
          setup.confirmed === false ? "not_confirmed" : "confirmed",
          setup.freeMessagesUsed ?? 0,
        ]
      );
      if (setup.startedConversations) {
        // Conversations it started with seed profiles of the site (it wrote first).
        await tx.query(
          `INSERT INTO conversation_starts (member_id, profile_id, created_at)
           SELECT $1, m.id, '2026-11-01T10:00:00Z' FROM members m JOIN sites s ON s.id = m.site_id
           WHERE s.domain = $2 AND m.fictional ORDER BY m.id LIMIT $3`,
          [id, JOURNEY_SITE, setup.startedConversations]
        );
      }
      const avatar = `avatars/journey-${purpose}-${project}-${gender}.svg`;
      await tx.query("INSERT INTO photos (member_id, filename, thumb_filename, is_main) VALUES ($1, $2, $2, true)", [
        id,
        avatar,
      ]);
    }
  }
}
