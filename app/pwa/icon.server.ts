import sharp from "sharp";
import type { Tenant } from "~/tenant/schema";
import { brandColors } from "./brand.server";

export const ICON_SIZES = [192, 512] as const;
export type IconSize = (typeof ICON_SIZES)[number];

const HEART =
  "M256 448l-30.2-27.5C118.6 322.9 48 258.8 48 180.3 48 116.2 98.2 66 162.3 66c36.2 0 71 16.9 93.7 43.5C278.7 82.9 313.5 66 349.7 66 413.8 66 464 116.2 464 180.3c0 78.5-70.6 142.6-177.8 240.2L256 448z";

/** The app icon: a heart in the tenant's colours. Maskable icons keep the heart in the safe zone. */
export function iconSvg(tenant: Tenant, maskable: boolean): string {
  const { primary, onPrimary } = brandColors(tenant);
  const scale = maskable ? 0.6 : 0.78;
  const offset = (512 * (1 - scale)) / 2;
  const radius = maskable ? 0 : 112;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" rx="${radius}" fill="${primary}"/><path transform="translate(${offset} ${
    offset + 16
  }) scale(${scale})" d="${HEART}" fill="${onPrimary}"/></svg>`;
}

const cache = new Map<string, Promise<Buffer>>();
/** Icons kept: the busiest sites' (a deployment of 25,000 sites would keep 100,000 PNGs otherwise). */
const MAX_ICONS = 2_000;

/** PNG icons are drawn once per tenant colours and size, then served from memory, the least used dropped first. */
export function iconPng(tenant: Tenant, size: IconSize, maskable: boolean): Promise<Buffer> {
  const svg = iconSvg(tenant, maskable);
  const key = `${size}:${svg}`;
  let png = cache.get(key);
  if (png) cache.delete(key); // to the back: most recently used
  png ??= sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
  cache.set(key, png);
  if (cache.size > MAX_ICONS) cache.delete(cache.keys().next().value!);
  return png;
}
