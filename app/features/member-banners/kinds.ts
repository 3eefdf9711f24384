/**
 * Banners for the signed-in member (docs/product.md#member-banners), the account parts: the activate reminder, else the
 * add-photo warning. The server says which apply to the member (member-banners.server.ts); the
 * layout shows the first one the current route does not hide.
 */
export type BannerKind = "activate" | "add_photo";

const SIGNUP_FLOW = ["routes/signup", "routes/members.$id_.signup", "routes/complete-signup"];
/** The settings parts live on /notifications and /account-delete (docs/decisions/007). */
const SETTINGS = ["routes/notifications", "routes/account-delete"];

/** Route ids each banner stays away from. */
export const HIDDEN_ON: Record<BannerKind, readonly string[]> = {
  // The activation pages themselves say what the reminder would say.
  activate: [...SIGNUP_FLOW, ...SETTINGS, "routes/activate.done", "routes/activate.error"],
  add_photo: [
    ...SIGNUP_FLOW,
    ...SETTINGS,
    "routes/profile",
    "routes/activate.done",
    "routes/premium",
    "routes/directdebit",
  ],
};

/** The banner to show: the first candidate, in the order of docs/product.md#member-banners, that no matched route hides. */
export function visibleBanner(candidates: readonly BannerKind[], routeIds: readonly string[]): BannerKind | null {
  return candidates.find((kind) => !routeIds.some((id) => HIDDEN_ON[kind].includes(id))) ?? null;
}
