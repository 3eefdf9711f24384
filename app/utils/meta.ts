import type { MetaDescriptor } from "@remix-run/node";
import { titleWithCount } from "./badges";

interface RootMatchData {
  site?: { name: string };
  user?: { unread: number; newLikes: number } | null;
}
type Match = { id: string; data: unknown };

/** "(5) Log in · FlirtHaven": the page's title, the site's name, and the member's count prefix. */
export function pageTitle(matches: Match[], title?: string, { withSiteName = true } = {}): MetaDescriptor {
  const root = matches.find((m) => m.id === "root")?.data as RootMatchData | undefined;
  const text = withSiteName ? [title, root?.site?.name].filter(Boolean).join(" · ") : title || root?.site?.name || "";
  return { title: titleWithCount(text, (root?.user?.unread ?? 0) + (root?.user?.newLikes ?? 0)) };
}
