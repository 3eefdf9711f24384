import sharp, { type Metadata } from "sharp";

/** Formats accepted by their content (never by file name or declared type). SVG and others are refused. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif"]);
/** Full version: fits in this box; thumbnail: a square crop of this size. */
export const FULL_MAX_PX = 1200;
export const THUMB_PX = 300;
/**
 * The most pixels a photo may have (25 MP: 6000 × 4000 and every phone's usual 12 MP pass). A
 * small file can unpack to far more (an interlaced PNG is decoded whole into memory): such a file
 * costs seconds of CPU and hundreds of MB, and is refused from its header, before any decoding.
 */
export const MAX_INPUT_PIXELS = 25_000_000;
/** Photos decoded at once; the others wait their turn, so a burst of uploads cannot take every core and the memory. */
export const MAX_CONCURRENT_DECODES = 2;

export class NotAnImageError extends Error {}
/** More pixels than MAX_INPUT_PIXELS, told by the file's header: nothing was decoded. */
export class TooManyPixelsError extends Error {}

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: "image/webp";
}

/** Runs at most `limit` tasks at once, the others in the order they came. */
export class DecodeGate {
  /** Tasks started so far (a test sees whether a refused file was ever decoded). */
  started = 0;
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    this.started++;
    try {
      return await task();
    } finally {
      // The place passes straight to the next task waiting, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

/** Every photo of the API (profile photos and chat images) is decoded through this gate. */
export const photoDecodes = new DecodeGate(MAX_CONCURRENT_DECODES);

/**
 * Checks a file's bytes really are a JPEG, PNG, WebP or GIF of at most MAX_INPUT_PIXELS (read from
 * its header, which decodes nothing), then writes the two versions the site shows as WebP.
 * Re-encoding drops EXIF (GPS position included) and anything hidden in the file; rotate() first
 * applies the camera's orientation so the picture stands upright.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError("unreadable image");
  }
  const { format, width = 0, height = 0 } = header;
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError(`format ${format ?? "unknown"}`);
  if (width * height > MAX_INPUT_PIXELS) throw new TooManyPixelsError(`${width}×${height}`);
  return photoDecodes.run(async () => {
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
      return { full, thumb, contentType: "image/webp" as const };
    } catch {
      // A truncated or corrupt file passes the header check but fails to decode.
      throw new NotAnImageError("undecodable image");
    }
  });
}
