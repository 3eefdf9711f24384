import os from "node:os";
import sharp, { type Metadata } from "sharp";

// Each photo is decoded once and never again: libvips' cache of decoded images only holds memory
// (it grew the API by hundreds of MB under a flood of uploads). One thread per decode: the
// decodes at once (below) are what bounds the cores they take.
sharp.cache(false);
sharp.concurrency(1);

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
/**
 * Photos decoded at once; the others wait their turn, so a burst of uploads cannot take every core
 * and the memory: two, and one core always left to the database and every other request.
 */
export const MAX_CONCURRENT_DECODES = Math.max(1, Math.min(2, os.availableParallelism() - 1));
/** Decodes of one site waiting at most; past that an upload of the site is refused (DecodesBusyError). */
export const MAX_WAITING_DECODES_PER_SITE = 8;

export class NotAnImageError extends Error {}
/** More pixels than MAX_INPUT_PIXELS, told by the file's header: nothing was decoded. */
export class TooManyPixelsError extends Error {}
/** The site's decodes waiting already fill its line: nothing was decoded. */
export class DecodesBusyError extends Error {}

export interface ProcessedPhoto {
  full: Buffer;
  thumb: Buffer;
  contentType: "image/webp";
}

/**
 * Runs at most `limit` tasks at once. The others wait in a line per site, and the sites take turns
 * (round robin): a crowd uploading on one site delays another site's photo by at most one decode
 * each, never by its whole line. A site's line holds at most `perSiteWaiting`.
 */
export class DecodeGate {
  /** Tasks started so far (a test sees whether a refused file was ever decoded). */
  started = 0;
  private active = 0;
  /** Each site's line, in the order the sites are served next (a Map keeps insertion order). */
  private readonly lines = new Map<string, (() => void)[]>();

  constructor(private readonly limit: number, private readonly perSiteWaiting = Infinity) {}

  async run<T>(task: () => Promise<T>, site = ""): Promise<T> {
    if (this.active >= this.limit) {
      const line = this.lines.get(site) ?? [];
      if (line.length >= this.perSiteWaiting) throw new DecodesBusyError(site);
      this.lines.set(site, line);
      await new Promise<void>((resolve) => line.push(resolve));
    } else this.active++;
    this.started++;
    try {
      return await task();
    } finally {
      this.passOn();
    }
  }

  /** The place goes straight to the first task of the next site in turn, or is given back. */
  private passOn() {
    const [site, line] = this.lines.entries().next().value ?? [];
    if (site === undefined || !line) return void this.active--;
    this.lines.delete(site);
    const next = line.shift()!;
    // The site goes to the back of the round, if anything of it still waits.
    if (line.length > 0) this.lines.set(site, line);
    next();
  }
}

/** Every photo of the API (profile photos and chat images) is decoded through this gate. */
export const photoDecodes = new DecodeGate(MAX_CONCURRENT_DECODES, MAX_WAITING_DECODES_PER_SITE);

/** Members with an upload under way, from its first byte read to its answer. */
const uploading = new Set<number>();

/**
 * Runs one member's upload (read, checks, decode, store) with nothing else of theirs under way:
 * null, at once and without reading anything, when one is. A member's burst of uploads waits behind
 * itself on their own side, never in the line every member shares.
 */
export async function oneUploadAtATime<T>(memberId: number, upload: () => Promise<T>): Promise<T | null> {
  if (uploading.has(memberId)) return null;
  uploading.add(memberId);
  try {
    return await upload();
  } finally {
    uploading.delete(memberId);
  }
}

/**
 * Checks a file's bytes really are a JPEG, PNG, WebP or GIF of at most MAX_INPUT_PIXELS (read from
 * its header, which decodes nothing), then writes the two versions the site shows as WebP.
 * Re-encoding drops EXIF (GPS position included) and anything hidden in the file; rotate() first
 * applies the camera's orientation so the picture stands upright.
 */
export async function processPhoto(bytes: Uint8Array, site = ""): Promise<ProcessedPhoto> {
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
      // The file is decoded once, into the full version; the thumbnail is cut from that. Two
      // pipelines from the file (as before) decoded it twice: twice the CPU and the memory.
      const full = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: FULL_MAX_PX, height: FULL_MAX_PX, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      const thumb = await sharp(full)
        .resize({ width: THUMB_PX, height: THUMB_PX, fit: "cover", position: "attention" })
        .webp({ quality: 78 })
        .toBuffer();
      return { full, thumb, contentType: "image/webp" as const };
    } catch {
      // A truncated or corrupt file passes the header check but fails to decode.
      throw new NotAnImageError("undecodable image");
    }
  }, site);
}
