/**
 * Banners for the signed-in member (docs/product.md#member-banners), in their order: the activate
 * reminder, the add-photo warning, the push invitation, the disabled-notifications alert. The
 * server says which apply to the member (dismissal.server.ts); the layout shows the first one the
 * current route does not hide and, for the push invitation, that this browser can take.
 */
export const BANNER_ORDER = ["activate", "add_photo", "push", "notifications_disabled"] as const;
export type BannerKind = (typeof BANNER_ORDER)[number];

const SIGNUP_FLOW = ["routes/signup", "routes/members.$id_.signup", "routes/complete-signup", "routes/signup-matches"];
/** The settings parts live on /notifications and /account-delete (docs/decisions/007). */
const SETTINGS = ["routes/notifications", "routes/account-delete"];
/**
 * The payment pages (packages, checkout, direct debit, repeat order, payments and receipts): no
 * banner asks for the member's attention while they choose, pay or read a receipt.
 */
export const PAYMENT_ROUTES = [
  "routes/credits._index",
  "routes/credits.$id.($paymentmethod)",
  "routes/credits.repeat-order",
  "routes/premium",
  "routes/pricing",
  "routes/directdebit",
  "routes/transactions.($id)",
];

/** Route ids each banner stays away from. */
export const HIDDEN_ON: Record<BannerKind, readonly string[]> = {
  // The activation pages themselves say what the reminder would say.
  activate: [...SIGNUP_FLOW, ...SETTINGS, "routes/activate.done", "routes/activate.error", ...PAYMENT_ROUTES],
  add_photo: [...SIGNUP_FLOW, ...SETTINGS, "routes/profile", "routes/activate.done", ...PAYMENT_ROUTES],
  // The settings page has the push switch itself. The invitation floats at the bottom of the
  // screen: on the swipe game it would cover the Like and Pass buttons, in a conversation the
  // composer, on the own profile the preview beside the editor (a wide screen's bottom corner) or
  // the fields being filled in (a phone), so it waits for another page there.
  push: [
    ...SIGNUP_FLOW,
    "routes/notifications",
    "routes/activate.done",
    ...PAYMENT_ROUTES,
    "routes/profile",
    "routes/swipe-game",
    "routes/chats.$id",
    "routes/members.$id_.chat",
  ],
  // The settings page lists what was turned off, with its buttons.
  notifications_disabled: [...SETTINGS, ...PAYMENT_ROUTES],
};

/**
 * The banner to show: the first candidate, in the order of docs/product.md#member-banners, that no
 * matched route hides and that `applies` here (the push invitation only where this browser can
 * take pushes, which only the browser knows).
 */
export function visibleBanner(
  candidates: readonly BannerKind[],
  routeIds: readonly string[],
  applies: (kind: BannerKind) => boolean = () => true
): BannerKind | null {
  return candidates.find((kind) => !routeIds.some((id) => HIDDEN_ON[kind].includes(id)) && applies(kind)) ?? null;
}
