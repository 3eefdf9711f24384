import type { AppLoadContext } from "@remix-run/node";
import type { LanderKind } from "~/domain/landing";
import type { LanderBase } from "~/features/landing/lander-data.server";
import { countryMap, type CountryMap } from "~/features/landing/country-map.server";

/** An interest the page's members share, with its label in the visitor's language. */
export interface SharedInterest {
  key: string;
  label: string;
  count: number;
}

/** What one kind of lander needs beyond the members; the others need nothing. */
export interface LanderExtras {
  interests?: SharedInterest[];
  /** The map lander's country with a pin per member it could place (null: the country is not in the geodata). */
  map?: CountryMap | null;
}

/** The icons lander's hook: the interests most of the page's members share. */
const TOP_INTERESTS = 8;

async function sharedInterests(base: LanderBase, context: AppLoadContext): Promise<SharedInterest[]> {
  const counts = new Map<string, number>();
  for (const face of base.faces) for (const key of face.interests) counts.set(key, (counts.get(key) ?? 0) + 1);
  // Labels are translated here: the page does not need the profile's whole namespace.
  const t = await context.t("profile");
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_INTERESTS)
    .map(([key, count]) => ({ key, count, label: t(`interests.${key}`, { defaultValue: key.replace(/_/g, " ") }) }));
}

export async function landerExtras(kind: LanderKind, base: LanderBase, context: AppLoadContext): Promise<LanderExtras> {
  if (kind === "iconslanding") return { interests: await sharedInterests(base, context) };
  if (kind === "maplanding") return { map: countryMap(base.country, base.faces) };
  return {};
}
