/**
 * The members area (docs/product.md#time-bonus-and-welcome-discount), by route id: member search,
 * a member's profile (at both its addresses), the conversation list, the likes page and premium.
 * The likes page's tabs (/likes/{type}) are one screen with /likes here, so they belong too
 * (docs/decisions/017); a conversation (/chats/{id}) does not.
 */
export const MEMBERS_AREA_ROUTES: readonly string[] = [
  "routes/members._index",
  "routes/members.$id",
  "routes/chats._index",
  "routes/likes.($type)",
  "routes/likes.m.$id",
  "routes/premium",
];

/** Whether the page (its matched route ids, the leaf last) is in the members area. */
export function inMembersArea(routeIds: readonly string[]): boolean {
  const leaf = routeIds.at(-1);
  return leaf !== undefined && MEMBERS_AREA_ROUTES.includes(leaf);
}
