import type { Endpoint } from "../endpoint";
import {
  OwnProfileResponseSchema,
  PhotoIdRequestSchema,
  ProfileErrorCode as E,
  UpdateProfileRequestSchema,
} from "../schemas/profile";

/** What an upload is refused with (the photo and a chat image alike). */
export const UPLOAD_ERRORS = {
  [E.photoMissing]: 400,
  [E.photoTooLarge]: 413,
  [E.photoInvalidType]: 415,
  [E.uploadInProgress]: 429,
} as const;

/** The member's own profile and photos. */
export const profileEndpoints = {
  getOwnProfile: {
    method: "GET",
    path: "/api/profile.php",
    summary: "The signed-in member's own profile with every field, the photos and the photo limit.",
    response: OwnProfileResponseSchema,
    auth: "required",
  },
  updateOwnProfile: {
    method: "PUT",
    path: "/api/profile.php",
    summary:
      "Change profile fields the site's visible_profile_fields allow (left out: unchanged; null: cleared). " +
      "400 validation_failed with fields.{name} = not_allowed or a zod code.",
    body: UpdateProfileRequestSchema,
    response: OwnProfileResponseSchema,
    auth: "required",
  },
  uploadPhoto: {
    method: "POST",
    path: "/api/photos.php",
    summary:
      "Upload a photo as multipart/form-data (one file in the field `photo`). JPEG, PNG, WebP or GIF by content; " +
      "at most max_photo_bytes (413 photo_too_large); 415 photo_invalid_type; 409 photo_limit_reached " +
      "(3 free, 25 premium); 400 photo_missing. The first photo becomes the main one. With an Idempotency-Key, " +
      "the same upload sent again answers the profile as the first one left it, without a second photo.",
    response: OwnProfileResponseSchema,
    auth: "required",
    keyed: true,
    errors: { ...UPLOAD_ERRORS, [E.photoLimitReached]: 409 },
  },
  setMainPhoto: {
    method: "PUT",
    path: "/api/photos.php",
    summary: "Make one of the member's photos the main one (404 photo_not_found).",
    body: PhotoIdRequestSchema,
    response: OwnProfileResponseSchema,
    auth: "required",
    errors: { [E.photoNotFound]: 404 },
  },
  deletePhoto: {
    method: "DELETE",
    path: "/api/photos.php",
    summary: "Delete one of the member's photos; the newest remaining one becomes main if the main one went.",
    body: PhotoIdRequestSchema,
    response: OwnProfileResponseSchema,
    auth: "required",
    errors: { [E.photoNotFound]: 404 },
  },
} as const satisfies Record<string, Endpoint>;
