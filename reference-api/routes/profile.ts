import type { Context, Hono } from "hono";
import {
  FREE_PHOTO_LIMIT,
  MAX_PHOTO_BYTES,
  PREMIUM_PHOTO_LIMIT,
  ProfileErrorCode,
  type UpdateProfileRequest,
} from "../../app/api/schemas/profile";
import { HttpError, idempotencyKey, readBody, requireMember, respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { memberById, type MemberRow } from "../members";
import { fullProfile, type OwnMemberRow } from "../profile-fields";
import { addPhoto, deletePhoto, photosOf, setMainPhoto, uploadedUnder } from "../photos/store";
import { decodeUpload, oneUploadOf, readUpload } from "../photos/upload";
import type { AppEnv } from "../app-env";
import { isRegionOf } from "./catalog";

/** Which visible_profile_fields entry allows each field of the update ("location" covers three). */
const VISIBILITY: Record<keyof UpdateProfileRequest, string> = {
  gender: "gender",
  sexuality: "sexuality",
  relationship_status: "relationship_status",
  hair_color: "hair_color",
  eye_color: "eye_color",
  body_type: "body_type",
  tattoos: "tattoos",
  signup_reason: "signup_reason",
  interests: "interests",
  country: "location",
  region: "location",
  city: "location",
};

const photoLimit = (member: MemberRow) => (member.paid_user ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT);

async function ownProfileAnswer(c: Context<AppEnv>, memberId: number) {
  const { db, clock } = c.get("options");
  const row = (await memberById(db, memberId)) as OwnMemberRow;
  return {
    profile: fullProfile(row, clock()),
    photos: await photosOf(db, memberId),
    photo_limit: photoLimit(row),
    max_photo_bytes: MAX_PHOTO_BYTES,
  };
}

/** Field-level problems of an update against the site's settings and catalogue; empty: fine. */
async function checkUpdate(c: Context<AppEnv>, member: MemberRow, update: UpdateProfileRequest) {
  const settings = c.get("site").settings as {
    visible_profile_fields: string[];
    interests: string[];
    countries: string[];
  };
  const fields: Record<string, string> = {};
  for (const key of Object.keys(update) as (keyof UpdateProfileRequest)[]) {
    if (!settings.visible_profile_fields.includes(VISIBILITY[key])) fields[key] = ProfileErrorCode.fieldNotAllowed;
  }
  const unknown = update.interests?.filter((i) => !settings.interests.includes(i)) ?? [];
  if (unknown.length > 0) fields.interests = "invalid_interest";
  if (update.country !== undefined && !settings.countries.includes(update.country)) fields.country = "invalid_country";
  // Region and country are checked together: a new country needs a region of its own (or none).
  const country = update.country ?? member.country.trim();
  const region = update.region !== undefined ? update.region : update.country !== undefined ? null : undefined;
  if (region) {
    if (!(await isRegionOf(c.get("options").db, country, region))) fields.region = "invalid_region";
  }
  return fields;
}

/** The reference implementation of app/api/groups/profile.ts. */
export function profileRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getOwnProfile", async (c) =>
    respond(c, "getOwnProfile", await ownProfileAnswer(c, requireMember(c).id))
  );

  serveEndpoint(app, "updateOwnProfile", async (c) => {
    const member = requireMember(c);
    const update = await readBody(c, "updateOwnProfile");
    const fields = await checkUpdate(c, member, update);
    if (Object.keys(fields).length > 0) throw new HttpError(400, { error: "validation_failed", fields });
    const values: Record<string, unknown> = { ...update };
    if (update.country !== undefined && update.region === undefined) values.region = null;
    if (values.interests) values.interests = [...new Set(values.interests as string[])];
    if (values.city === "") values.city = null;
    if (values.region === "") values.region = null;
    const columns = Object.keys(values);
    if (columns.length > 0) {
      // Column names come from the strict schema's keys only, never from the request text.
      const sets = columns.map((col, i) => `${col} = $${i + 2}`).join(", ");
      await c
        .get("options")
        .db.query(`UPDATE members SET ${sets} WHERE id = $1`, [member.id, ...Object.values(values)]);
    }
    return respond(c, "updateOwnProfile", await ownProfileAnswer(c, member.id));
  });

  serveEndpoint(app, "uploadPhoto", async (c) => {
    const member = requireMember(c);
    const { db, clock } = c.get("options");
    const key = idempotencyKey(c);
    // An upload asked for again after its answer was lost answers as stored, whatever the limit is now.
    if (key && (await uploadedUnder(db, member.id, key))) {
      return respond(c, "uploadPhoto", await ownProfileAnswer(c, member.id), 201);
    }
    return oneUploadOf(member.id, async () => {
      const { file } = await readUpload(c, "photo");
      const limit = photoLimit(member);
      const [{ count }] = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM photos WHERE member_id = $1",
        [member.id]
      );
      // Checked before the (costly) resize too; addPhoto checks again under a lock.
      if (count >= limit) throw new HttpError(409, { error: ProfileErrorCode.photoLimitReached });
      const processed = await decodeUpload(c, file);
      if (!(await addPhoto(db, member.id, limit, processed, clock(), key))) {
        throw new HttpError(409, { error: ProfileErrorCode.photoLimitReached });
      }
      return respond(c, "uploadPhoto", await ownProfileAnswer(c, member.id), 201);
    });
  });

  serveEndpoint(app, "setMainPhoto", async (c) => {
    const member = requireMember(c);
    const { id } = await readBody(c, "setMainPhoto");
    if (!(await setMainPhoto(c.get("options").db, member.id, id))) {
      throw new HttpError(404, { error: ProfileErrorCode.photoNotFound });
    }
    return respond(c, "setMainPhoto", await ownProfileAnswer(c, member.id));
  });

  serveEndpoint(app, "deletePhoto", async (c) => {
    const member = requireMember(c);
    const { id } = await readBody(c, "deletePhoto");
    if (!(await deletePhoto(c.get("options").db, member.id, id))) {
      throw new HttpError(404, { error: ProfileErrorCode.photoNotFound });
    }
    return respond(c, "deletePhoto", await ownProfileAnswer(c, member.id));
  });
}
