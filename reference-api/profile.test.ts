// The own profile and photos against the reference API: app.request over an in-memory
// PGlite with the full seed, as server.test.ts does.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "../app/api/endpoints";
import { ApiErrorBodySchema } from "../app/api/schemas/common";
import { MAX_PHOTO_BYTES } from "../app/api/schemas/profile";
import type { Db } from "./db";
import { openTestDb } from "./testing/db";
import { photoDecodes } from "./photos/process";
import { seedIfEmpty } from "./seed";
import { addMember, sessionOf } from "./testing/member-fixtures";
import { createApp } from "./server";
import { interlacedPng } from "./testing/images";

let db: Db;
let app: ReturnType<typeof createApp>;
const DOMAIN = "flirthaven.localhost";

beforeAll(async () => {
  db = await openTestDb();
  await seedIfEmpty(db);
  app = createApp({ db, publicUrl: "http://cdn.test", clock: () => new Date("2026-11-23T10:00:00Z"), log: () => {} });
}, 60_000);
afterAll(() => db?.close());

const api = (path: string, init: RequestInit = {}) => app.request(`${path}?forced-domain=${DOMAIN}`, init);

/** A fresh free (or premium) man of the site without photos, with a session: its token. */
async function freshMember(paid = false) {
  const [{ id: siteId }] = await db.query<{ id: number }>("SELECT id FROM sites WHERE domain = $1", [DOMAIN]);
  return sessionOf(db, await addMember(db, siteId, { name: "Unit", gender: "male", paid_user: paid }));
}

const auth = (token: string, init: RequestInit = {}) => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, ...(init.headers as Record<string, string>) },
});
const json = (method: string, body: unknown) => ({
  method,
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

const jpeg = (width = 2400, height = 1600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .jpeg()
    .toBuffer();

function upload(token: string, bytes: Uint8Array, name = "me.jpg", type = "image/jpeg", key?: string) {
  const form = new FormData();
  form.append("photo", new File([new Uint8Array(bytes)], name, { type }));
  const headers = key ? { "Idempotency-Key": key } : undefined;
  return api("/api/photos.php", auth(token, { method: "POST", body: form, headers }));
}
async function answer(res: Response, status = 200) {
  expect(res.status).toBe(status);
  return endpoints.getOwnProfile.response.parse(await res.json());
}
async function errorOf(res: Response) {
  return { status: res.status, body: ApiErrorBodySchema.parse(await res.json()) };
}

describe("profile.php", () => {
  it("needs a member", async () => {
    expect(await errorOf(await api("/api/profile.php"))).toEqual({
      status: 403,
      body: { error: "authentication_required" },
    });
  });

  it("answers every field, no photos and the free limit for a new member", async () => {
    const token = await freshMember();
    const own = await answer(await api("/api/profile.php", auth(token)));
    expect(own.profile).toMatchObject({ name: "Unit", gender: "male", hair_color: null, interests: [] });
    expect(own.photos).toEqual([]);
    expect(own.photo_limit).toBe(3);
    expect(own.max_photo_bytes).toBe(MAX_PHOTO_BYTES);
  });

  it("saves fields and location, and checks values against the catalogue", async () => {
    const token = await freshMember();
    const [{ name: region }] = await db.query<{ name: string }>(
      "SELECT name FROM regions WHERE country = 'DE' ORDER BY name LIMIT 1"
    );
    const saved = await answer(
      await api(
        "/api/profile.php",
        auth(
          token,
          json("PUT", {
            hair_color: "red",
            body_type: "athletic",
            interests: ["beach", "wine", "beach"],
            country: "DE",
            region,
            city: "Somewhere",
            signup_reason: "dating",
          })
        )
      )
    );
    expect(saved.profile).toMatchObject({
      hair_color: "red",
      body_type: "athletic",
      interests: ["beach", "wine"],
      country: "DE",
      region,
      city: "Somewhere",
      signup_reason: "dating",
      eye_color: null,
    });

    const bad = await errorOf(
      await api(
        "/api/profile.php",
        auth(token, json("PUT", { interests: ["knitting"], country: "FR", region: "Nowhere" }))
      )
    );
    expect(bad).toEqual({
      status: 400,
      body: {
        error: "validation_failed",
        fields: { interests: "invalid_interest", country: "invalid_country", region: "invalid_region" },
      },
    });
    const wrongValue = await errorOf(await api("/api/profile.php", auth(token, json("PUT", { hair_color: "purple" }))));
    expect(wrongValue.body.fields).toEqual({ hair_color: "invalid_enum_value" });
    const unknownField = await errorOf(await api("/api/profile.php", auth(token, json("PUT", { credits: 1000 }))));
    expect(unknownField.status).toBe(400);
    const nul = await errorOf(await api("/api/profile.php", auth(token, json("PUT", { city: "Ut\u0000recht" }))));
    expect(nul).toMatchObject({
      status: 400,
      body: { error: "validation_failed", fields: { city: "invalid_string" } },
    });
  });

  it("refuses photo ids and member ids beyond the database's integers with 400, not 500", async () => {
    const token = await freshMember();
    for (const method of ["PUT", "DELETE"]) {
      for (const id of [2 ** 31, 99_999_999_999, -1]) {
        const res = await errorOf(await api("/api/photos.php", auth(token, json(method, { id }))));
        expect(res).toMatchObject({
          status: 400,
          body: { error: "validation_failed", fields: { id: expect.any(String) } },
        });
      }
    }
    for (const id of ["99999999999", "-1", "1e3", "%00", "abc"]) {
      const res = await app.request(`/api/member.php?id=${id}&forced-domain=${DOMAIN}`, auth(token));
      expect(res.status).toBe(400);
    }
  });

  it("refuses fields the site's visible_profile_fields do not show", async () => {
    const token = await freshMember();
    await db.query(
      `UPDATE sites SET settings = jsonb_set(settings, '{visible_profile_fields}', '["gender","location"]') WHERE domain = $1`,
      [DOMAIN]
    );
    try {
      const res = await api("/api/profile.php", auth(token, json("PUT", { tattoos: "many", gender: "female" })));
      expect(await errorOf(res)).toEqual({
        status: 400,
        body: { error: "validation_failed", fields: { tattoos: "not_allowed" } },
      });
    } finally {
      await db.query(
        `UPDATE sites SET settings = jsonb_set(settings, '{visible_profile_fields}',
           '["gender","sexuality","relationship_status","hair_color","eye_color","body_type","tattoos","interests","signup_reason","location"]')
         WHERE domain = $1`,
        [DOMAIN]
      );
    }
  });
});

describe("photos.php", () => {
  it("resizes an upload into a full version and a thumbnail, served under the cdn prefix", async () => {
    const token = await freshMember();
    const own = await answer(await upload(token, await jpeg()), 201);
    expect(own.photos).toHaveLength(1);
    const [photo] = own.photos;
    expect(photo.is_main).toBe(true);
    expect(own.profile.main_image?.filename).toBe(photo.filename);
    const full = await app.request(`/cdn/${photo.filename}`);
    expect(full.status).toBe(200);
    expect(full.headers.get("Content-Type")).toBe("image/webp");
    const fullMeta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(["webp", 1200, 800]);
    const thumb = await app.request(`/cdn/${photo.thumb_filename}`);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(["webp", 300, 300]);
    expect((await app.request("/cdn/photos/nothing-here.webp")).status).toBe(404);
  });

  it("stores an upload once per Idempotency-Key: asked again, even at the limit, it answers as stored", async () => {
    const token = await freshMember();
    const bytes = await jpeg(300, 200);
    await answer(await upload(token, bytes, "a.jpg", "image/jpeg", "up-1"), 201);
    await answer(await upload(token, bytes, "b.jpg", "image/jpeg", "up-2"), 201);
    const third = await answer(await upload(token, bytes, "c.jpg", "image/jpeg", "up-3"), 201);
    expect(third.photos).toHaveLength(third.photo_limit);
    // The third upload's answer was lost: asked again, it is the stored photo, not "limit reached".
    expect(await answer(await upload(token, bytes, "c.jpg", "image/jpeg", "up-3"), 201)).toEqual(third);
    expect((await errorOf(await upload(token, bytes, "d.jpg", "image/jpeg", "up-4"))).status).toBe(409);
  });

  it("accepts PNG, WebP and GIF by content, whatever the file is called", async () => {
    const token = await freshMember(true);
    const base = sharp({ create: { width: 400, height: 400, channels: 3, background: "#3366aa" } });
    for (const bytes of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
    ]) {
      await answer(await upload(token, bytes, "photo.bin", "application/octet-stream"), 201);
    }
  });

  it("refuses a text file renamed .jpg, an SVG and a truncated JPEG", async () => {
    const token = await freshMember();
    const text = new TextEncoder().encode("this is not a picture at all\n".repeat(50));
    expect(await errorOf(await upload(token, text, "holiday.jpg"))).toEqual({
      status: 415,
      body: { error: "photo_invalid_type" },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect((await errorOf(await upload(token, svg, "x.jpg"))).body.error).toBe("photo_invalid_type");
    const truncated = (await jpeg()).subarray(0, 600);
    expect((await errorOf(await upload(token, truncated))).body.error).toBe("photo_invalid_type");
    expect((await answer(await api("/api/profile.php", auth(token)))).photos).toEqual([]);
  });

  it("refuses a file over the size limit with photo_too_large, and a missing file", async () => {
    const token = await freshMember();
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(await jpeg(100, 100));
    expect(await errorOf(await upload(token, big))).toEqual({ status: 413, body: { error: "photo_too_large" } });
    const far = new Uint8Array(MAX_PHOTO_BYTES + 200_000);
    expect((await errorOf(await upload(token, far))).body.error).toBe("photo_too_large");
    const empty = await api("/api/photos.php", auth(token, { method: "POST", body: new FormData() }));
    expect((await errorOf(empty)).body.error).toBe("photo_missing");
  });

  it("refuses a photo of more pixels than allowed from its header, without decoding it", async () => {
    const token = await freshMember();
    const before = photoDecodes.started;
    expect(await errorOf(await upload(token, interlacedPng(6300, 6300), "huge.png", "image/png"))).toEqual({
      status: 413,
      body: { error: "photo_too_large" },
    });
    expect(photoDecodes.started).toBe(before);
    expect((await answer(await api("/api/profile.php", auth(token)))).photos).toEqual([]);
  });

  it("decodes one upload of a member at a time: the rest of their burst is refused at once, others' pass", async () => {
    const [flooder, other] = [await freshMember(), await freshMember()];
    // 0.1 MB files that unpack to 24 MP each: seconds of a core apiece if all were decoded.
    const heavy = interlacedPng(4900, 4900);
    const before = photoDecodes.started;
    const flood = Array.from({ length: 16 }, () => upload(flooder, heavy, "big.png", "image/png"));
    const others = await upload(other, await jpeg(320, 320));
    const answers = await Promise.all(flood);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const refused = await Promise.all(answers.filter((res) => res.status !== 201).map(errorOf));
    expect(refused).toEqual(Array(15).fill({ status: 429, body: { error: "upload_in_progress" } }));
    expect((await answer(others, 201)).photos).toHaveLength(1);
    expect(photoDecodes.started - before).toBe(2);
    // Once the upload is answered, the member uploads again.
    expect((await answer(await upload(flooder, await jpeg(320, 320)), 201)).photos).toHaveLength(2);
  }, 60_000);

  it("takes a file whose name holds ; = and quotes", async () => {
    const token = await freshMember();
    const own = await answer(await upload(token, await jpeg(320, 320), 'holiday; beach=1 "best".jpg'), 201);
    expect(own.photos).toHaveLength(1);
  });

  it("keeps free members at 3 photos and premium members at 25", async () => {
    const small = await jpeg(320, 320);
    const free = await freshMember();
    for (let i = 0; i < 3; i++) await answer(await upload(free, small), 201);
    expect(await errorOf(await upload(free, small))).toEqual({ status: 409, body: { error: "photo_limit_reached" } });

    const premium = await freshMember(true);
    const own = await answer(await api("/api/profile.php", auth(premium)));
    expect(own.photo_limit).toBe(25);
    for (let i = 0; i < 25; i++) await answer(await upload(premium, small), 201);
    expect((await errorOf(await upload(premium, small))).body.error).toBe("photo_limit_reached");
  }, 60_000);

  it("sets the main photo and deletes photos (files too); the newest left becomes main", async () => {
    const token = await freshMember();
    const small = await jpeg(320, 320);
    await upload(token, small);
    await upload(token, small);
    const { photos } = await answer(await upload(token, small), 201);
    const first = photos.find((p) => p.is_main)!;
    const other = photos.find((p) => !p.is_main)!;

    const switched = await answer(await api("/api/photos.php", auth(token, json("PUT", { id: other.id }))));
    expect(switched.photos.filter((p) => p.is_main).map((p) => p.id)).toEqual([other.id]);
    expect(switched.profile.main_image?.filename).toBe(other.filename);

    const deleted = await answer(await api("/api/photos.php", auth(token, json("DELETE", { id: other.id }))));
    expect(deleted.photos).toHaveLength(2);
    expect(deleted.photos.filter((p) => p.is_main)).toHaveLength(1);
    expect((await app.request(`/cdn/${other.filename}`)).status).toBe(404);
    expect(deleted.photos.map((p) => p.id)).toContain(first.id);

    // Someone else's photo is not found, neither for main nor for delete.
    const stranger = await freshMember();
    for (const method of ["PUT", "DELETE"]) {
      const res = await api("/api/photos.php", auth(stranger, json(method, { id: first.id })));
      expect(await errorOf(res)).toEqual({ status: 404, body: { error: "photo_not_found" } });
    }
  });
});

describe("member.php", () => {
  const member = (token: string, id: string | number) =>
    app.request(`/api/member.php?forced-domain=${DOMAIN}&id=${id}`, auth(token));
  const ownId = async (token: string) => (await answer(await api("/api/profile.php", auth(token)))).profile.id;

  it("shows a visitor the profile where logged_out_search is on (the rules: search.test.ts)", async () => {
    const other = await freshMember();
    const res = await app.request(`/api/member.php?forced-domain=${DOMAIN}&id=${await ownId(other)}`);
    expect(res.status).toBe(200);
    expect(endpoints.getMember.response.parse(await res.json())).toMatchObject({ like: "none", conversation_id: null });
  });

  it("shows another member of the site with every profile field and only the approved photos", async () => {
    const other = await freshMember();
    await answer(
      await api("/api/profile.php", auth(other, json("PUT", { hair_color: "red", interests: ["adventure"] })))
    );
    await answer(await upload(other, await jpeg()), 201);
    const { photos } = await answer(await upload(other, await jpeg(800, 600)), 201);
    await db.query("UPDATE photos SET status = 'pending' WHERE id = $1", [photos[1].id]);

    const res = await member(await freshMember(), await ownId(other));
    expect(res.status).toBe(200);
    const shown = endpoints.getMember.response.parse(await res.json());
    expect(shown.profile).toMatchObject({ name: "Unit", hair_color: "red", interests: ["adventure"], country: "NL" });
    expect(shown.photos.map((p) => p.id)).toEqual([photos[0].id]);
  });

  it("knows no member of another site, none pending deletion and no made-up id", async () => {
    const viewer = await freshMember();
    const [elsewhere] = await db.query<{ id: number }>(
      "SELECT m.id FROM members m JOIN sites s ON s.id = m.site_id WHERE s.domain <> $1 LIMIT 1",
      [DOMAIN]
    );
    const leaving = await freshMember();
    const leavingId = await ownId(leaving);
    await db.query("UPDATE members SET deleted_at = now() WHERE id = $1", [leavingId]);
    for (const id of [elsewhere.id, leavingId, 999999999, 0]) {
      expect(await errorOf(await member(viewer, id))).toEqual({ status: 404, body: { error: "member_not_found" } });
    }
  });
});
