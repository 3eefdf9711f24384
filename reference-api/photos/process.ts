import sharp from "sharp";

/** Formats accepted by their content (never by file name or declared type). SVG and others are refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Full version: fits in this box; thumbnail: a square crop of this size. */
export const FULL_MAX_PX = 1200;
export const THUMB_PX = 300;
/** Refuses decompression bombs: a small file that would unpack to gigapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {}

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: "image/webp";
}

/**
 * Checks a file's bytes really are a JPEG, PNG, WebP or GIF, then writes the two versions the
 * site shows as WebP. Re-encoding drops EXIF (GPS position included) and anything hidden in the file;
 * rotate() first applies the camera's orientation so the picture stands upright.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAnImageError("unreadable image");
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`format ${format ?? "unknown"}`);
  try {
    const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const [full, thumb] = await Promise.all([
      source
        .clone()
        .resize({ width: FULL_MAX_PX, height: FULL_MAX_PX, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: THUMB_PX, height: THUMB_PX, fit: "cover", position: "attention" })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
    return { full, thumb, contentType: "image/webp" };
  } catch {
    // A truncated or corrupt file passes the header check but fails to decode.
    throw new NotAnImageError("undecodable image");
  }
}
