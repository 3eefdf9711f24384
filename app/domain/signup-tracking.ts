/**
 * The tracking record (docs/product.md#traffic-tracking) from a query: network, ref, sub1–sub3, and the aliases
 * aff_sub1–aff_sub3 (→ sub1–sub3) and sub / aff_sub (→ sub1, when sub1 itself is absent).
 * Zod-free and shared by the web tier and the reference API (docs/decisions/006).
 */
export interface Tracking {
  network?: string;
  ref?: string;
  sub1?: string;
  sub2?: string;
  sub3?: string;
}

export const TRACKING_KEYS = ["network", "ref", "sub1", "sub2", "sub3"] as const;
const ALIASES: Record<string, (typeof TRACKING_KEYS)[number]> = {
  aff_sub1: "sub1",
  aff_sub2: "sub2",
  aff_sub3: "sub3",
  sub: "sub1",
  aff_sub: "sub1",
};
/** Values are opaque labels of the traffic source; longer ones are cut. */
export const TRACKING_MAX = 100;

export function trackingFromQuery(query: URLSearchParams): Tracking | null {
  const out: Tracking = {};
  const clean = (v: string | null) => v?.trim().slice(0, TRACKING_MAX) || undefined;
  for (const key of TRACKING_KEYS) out[key] = clean(query.get(key));
  for (const [alias, key] of Object.entries(ALIASES)) out[key] ??= clean(query.get(alias));
  for (const key of TRACKING_KEYS) if (out[key] === undefined) delete out[key];
  return Object.keys(out).length > 0 ? out : null;
}
