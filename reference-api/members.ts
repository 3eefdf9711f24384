import type { Profile, User } from "../app/api/schemas/user";
import type { Db } from "./db";

/** A member row joined with its main photo, as the queries below select it. */
export interface MemberRow {
  id: number;
  site_id: number;
  email: string | null;
  name: string;
  birthdate: string | null; // "YYYY-MM-DD" (db.ts keeps DATE as text)
  gender: "male" | "female" | null;
  sexuality: "hetero" | "gay" | "lesbian" | "bi" | null;
  country: string;
  region: string | null;
  city: string | null;
  status: "active" | "disabled";
  user_status: "confirmed" | "not_confirmed";
  credits: number;
  paid_user: boolean;
  fictional: boolean;
  /** Invisible mode: out of other members' search, lists and games. */
  invisible: boolean;
  language: string;
  signup_date: string | Date;
  notifications_disabled: string[];
  /** Free text messages used (the chat's free_messages). */
  free_messages_used: number;
  photo_filename: string | null;
  photo_thumb: string | null;
  photo_status: "approved" | "pending" | "rejected" | null;
}

/** Members with their main photo; `extra` adds columns of tables the caller joins. */
export const memberSelect = (extra = "") => `
  SELECT m.*, p.filename AS photo_filename, p.thumb_filename AS photo_thumb, p.status AS photo_status${
    extra ? `, ${extra}` : ""
  }
  FROM members m LEFT JOIN photos p ON p.member_id = m.id AND p.is_main`;
export const MEMBER_SELECT = memberSelect();

export function ageOn(birthdate: string | Date | null, today: Date): number | null {
  if (!birthdate) return null;
  const b = new Date(birthdate);
  let age = today.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < b.getUTCMonth() ||
    (today.getUTCMonth() === b.getUTCMonth() && today.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age--;
  return age;
}

export function toProfile(row: MemberRow, today: Date): Profile {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthdate, today),
    gender: row.gender,
    sexuality: row.sexuality,
    country: row.country.trim(),
    region: row.region,
    city: row.city,
    status: row.status,
    main_image: row.photo_filename
      ? {
          filename: row.photo_filename,
          thumb_filename: row.photo_thumb ?? row.photo_filename,
          status: row.photo_status ?? "approved",
          match: row.photo_thumb ?? row.photo_filename,
        }
      : null,
    fictional_icon: row.fictional,
  };
}

export function toUser(row: MemberRow, today: Date): User {
  return {
    status: row.user_status,
    email: row.email ?? "",
    credits: row.credits,
    paid_user: row.paid_user,
    fictional_icon: row.fictional,
    language: row.language,
    notifications_disabled: row.notifications_disabled as User["notifications_disabled"],
    signup_date: new Date(row.signup_date).toISOString(),
    profile: toProfile(row, today),
  };
}

/**
 * Locks the member's row for the transaction, so the member's spending writes (a send, a gift, a
 * purchase, a swipe) take turns. FOR NO KEY UPDATE, not FOR UPDATE: rows of other members'
 * transactions that merely reference this member (a conversation, a message, a like to them) may
 * still be written, so two members writing to each other at the same moment never wait on each
 * other's lock in opposite order (PostgreSQL would end one of them as a deadlock).
 */
export const lockMemberRow = (tx: Pick<Db, "query">, memberId: number) =>
  tx.query("SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE", [memberId]);

export async function memberById(db: Pick<Db, "query">, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.query<MemberRow>(`${MEMBER_SELECT} WHERE m.id = $1`, [id]);
  return row;
}

/**
 * SQL condition: member `m` may appear to the viewer whose id is the parameter `$viewer` (a
 * visitor passes NULL): not pending deletion, not invisible, no block between the two either way.
 * The viewer's blocks are read once (a hashed NOT IN; both columns are NOT NULL), not once per
 * member, which keeps a search over thousands of matches cheap (decision 013).
 */
export const visibleTo = (viewer: string, m = "m") => `
  ${m}.deleted_at IS NULL AND NOT ${m}.invisible
  AND ${m}.id NOT IN (SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = ${viewer}
                      UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = ${viewer})`;
