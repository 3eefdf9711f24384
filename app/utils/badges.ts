/** docs/product.md#navigation: unread counts show as a badge capped at 99+; nothing at zero. */
export function badgeText(count: number, cap = 99): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}

/** docs/product.md#navigation: the credits badge appears at 10 credits or fewer: warning above 0, danger at 0. */
export const CREDITS_BADGE_LIMIT = 10;
export function creditsBadgeTone(credits: number): "warning" | "danger" | null {
  if (credits > CREDITS_BADGE_LIMIT) return null;
  return credits > 0 ? "warning" : "danger";
}

/** docs/product.md#navigation: the page title is prefixed with unread messages plus new likes. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, "");
  return count > 0 ? `(${badgeText(count)}) ${bare}` : bare;
}
