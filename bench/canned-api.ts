// A stand-in for the operator's API that answers every call of the contract with fixed data at
// once (or after --delay ms), so the benchmark measures the web tier and not a database.
// Run: tsx bench/canned-api.ts [--port 0] [--delay 0]; prints {"event":"ready","url":…} on stdout.
import { randomBytes } from "node:crypto";
import http from "node:http";
import { EMAIL_KINDS, PUSH_KINDS, type EmailKind, type PushKind } from "../app/api/schemas/notifications";
import { pathToFileURL } from "node:url";
import { endpoints, type EndpointName, type EndpointResponse } from "../app/api/endpoints";
import type { MemberCard } from "../app/api/schemas/members";
import type { OwnProfile, Photo } from "../app/api/schemas/profile";
import { PROFILE_FIELDS } from "../app/domain/profile-values";
import { companyFixture, settingsFixture, userFixture } from "../tests/mocks/fixtures";
import {
  discountCodeFixture,
  p1IdealPurchase,
  packagesFixture,
  packagesResponse,
  paymentFixture,
} from "../tests/mocks/payment-fixtures";

/** The logged-in member (id 42, from the test fixtures) and the other member /members/{id} shows. */
export const CANNED_MEMBER_ID = 7;

const ownProfile: OwnProfile = {
  ...userFixture.profile,
  relationship_status: "single",
  hair_color: "brown",
  eye_color: "blue",
  body_type: "athletic",
  tattoos: "none",
  signup_reason: "dating",
  interests: ["music"],
};
/** The other member's profile, as their profile screen and their landing pages show it. */
const cannedProfile = { ...ownProfile, id: CANNED_MEMBER_ID, name: "Alex", gender: "female" as const, online: true };
const photo: Photo = { id: 1, filename: "p/1.jpg", thumb_filename: "p/1_t.jpg", status: "approved", is_main: true };
const ownProfileAnswer = { profile: ownProfile, photos: [photo], photo_limit: 3, max_photo_bytes: 10_000_000 };
const ok = { ok: true } as const;
/** The other member as a search result, a related profile and a swipe card. */
const memberCard: MemberCard = {
  ...userFixture.profile,
  id: CANNED_MEMBER_ID,
  name: "Alex",
  gender: "female",
  online: true,
  photo_count: 4,
};

/** A completed purchase of p1 with iDEAL, as the transactions, receipt and return pages show it. */
const payment = paymentFixture({
  payment_id: 1,
  status: "completed",
  ...p1IdealPurchase,
  created_at: "2026-01-01T12:00:00.000Z",
  completed_at: "2026-01-01T12:01:00.000Z",
});
/** The unpaid member's first-purchase code: 10% off every package. */
const welcomeCode = discountCodeFixture({ code: "WELCOME10", value_percentage: "10.0" });
const mandate = { mandate_id: 1, phone_hint: "+31 •• ••• •• 78", expires_at: "2026-01-01T12:10:00.000Z" };

const notificationSettings = {
  email: Object.fromEntries(EMAIL_KINDS.map((k) => [k, true])) as Record<EmailKind, boolean>,
  push: Object.fromEntries(PUSH_KINDS.map((k) => [k, true])) as Record<PushKind, boolean>,
  push_devices: 0,
  invisible: false,
  location: { country: "NL", region: "Utrecht", city: "Utrecht", source: "manual" as const },
  disabled: [],
};
const unsubscribe = { kind: "news" as const, email: "a***@example.com", unsubscribed: false };

const message = {
  id: 1,
  from_me: true,
  text: "Hi!",
  gift: null,
  image: null,
  sent_at: "2026-01-01T12:00:00.000Z",
  read: false,
};

/**
 * Endpoints the canned API answers 404 like an operator's API without them: without the event
 * stream the web tier polls (docs/product.md#chat). Their entry below only describes a valid answer.
 */
export const CANNED_NOT_SERVED: ReadonlySet<EndpointName> = new Set(["getEvents", "getSiteEvents", "getMissedEvents"]);

/**
 * One answer per endpoint. The mapped type makes a new endpoint without an answer a type error,
 * and bench/canned-api.test.ts parses each answer with the endpoint's response schema.
 */
export const cannedAnswers: { [N in EndpointName]: EndpointResponse<N> } = {
  getUser: { user: userFixture },
  login: { user: userFixture, token: "t".repeat(43) },
  updateUser: { user: userFixture },
  logout: ok,
  // Every profile field visible, so the profile pages render all they can.
  getSettings: { settings: { ...settingsFixture, visible_profile_fields: [...PROFILE_FIELDS] } },
  getInterests: { interests: [{ id: 1, key: "music" }] },
  getRegions: { regions: [{ id: 1, country: "NL", name: "Utrecht" }] },
  getCompanyInfo: { company: companyFixture },
  // Three conversations, as a member's list would have: the chat pages render rows and badges.
  getChats: {
    chats: [1, 2, 3].map((id) => ({
      conversation: { id },
      profile: { ...userFixture.profile, id: CANNED_MEMBER_ID + id, name: `Sam ${id}` },
      num_unread_messages: id - 1,
      last_message: { text: "Hi!", sent_at: "2026-01-01T12:00:00.000Z", from_me: id === 1 },
    })),
  },
  getLikes: { profiles: [], liked_by: [] },
  signup: { user: userFixture, token: "t".repeat(43) },
  activate: ok,
  resendActivation: { sent: true },
  requestPasswordReset: ok,
  checkPasswordResetToken: ok,
  resetPassword: ok,
  changePassword: ok,
  requestEmailChange: ok,
  confirmEmailChange: ok,
  undoEmailChange: ok,
  deleteAccount: { ok: true, partner_url: null, undo_days: 14 },
  undoAccountDeletion: ok,
  resendUndoMail: ok,
  getOwnProfile: ownProfileAnswer,
  updateOwnProfile: ownProfileAnswer,
  uploadPhoto: ownProfileAnswer,
  setMainPhoto: ownProfileAnswer,
  deletePhoto: ownProfileAnswer,
  searchMembers: {
    results: [memberCard],
    numResults: 1,
    page: 1,
    pages: 1,
    similar_results: [],
    similar_numResults: 0,
  },
  getMember: {
    profile: { ...cannedProfile, notes: "Hi!" },
    photos: [photo],
    photo_count: 4,
    locked_photos: 3,
    like: "none",
    like_was_new: false,
    blocked: false,
    conversation_id: null,
    related: [memberCard],
  },
  likeMember: { like: "liked" },
  unlikeMember: { like: "none" },
  autoLike: { profile: null },
  getGifts: { gifts: [{ id: 1, key: "rose" }], credits: 10 },
  sendGift: { credits: 90, conversation_id: 1 },
  blockMember: ok,
  unblockMember: ok,
  sendComplaint: ok,
  getSwipeCard: { profile: memberCard, likes_left: 4, resets_at: "2026-01-02T00:00:00.000Z" },
  swipe: { like: "liked", likes_left: 3, resets_at: "2026-01-02T00:00:00.000Z" },
  findMatches: { results: [{ ...memberCard, score: 80, shared_interests: ["music"] }] },
  // A lander's worth of faces, so the landing pages render what they do in production.
  getShowcase: {
    members: Array.from({ length: 12 }, (_, i) => ({
      ...memberCard,
      id: CANNED_MEMBER_ID + i,
      interests: ["music"],
      activity: { kind: "photo" as const, at: "2026-01-01T11:00:00.000Z" },
    })),
    online: 40,
  },
  getLandingMember: {
    profile: { ...cannedProfile, signup_message: "Hi!" },
    photos: [photo],
    locked_photos: 3,
  },
  getConversation: {
    conversation: { id: 1 },
    profile: memberCard,
    messages: [message],
    has_older: false,
    marked_read: 0,
    rules: {
      message_credits: 10,
      photo_credits: 5,
      gift_credits: 25,
      message_length: 1000,
      free_messages_left: 0,
      can_start: true,
      replies_wait_for_activation: false,
      blocked_by_partner: false,
    },
  },
  sendMessage: { message, conversation_id: 1, credits: 90, free_messages_left: 0 },
  sendImageMessage: {
    message: { ...message, text: "", image: { filename: "p/2.jpg", thumb_filename: "p/2_t.jpg" } },
    conversation_id: 1,
    credits: 85,
    free_messages_left: 0,
  },
  deleteChat: ok,
  sendTyping: ok,
  getIcebreakers: { icebreakers: ["Hi! How is your day going?"] },
  getEvents: { type: "typing", profile_id: CANNED_MEMBER_ID },
  getSiteEvents: { member_id: CANNED_MEMBER_ID, event: { type: "credits", credits: 85 } },
  getMissedEvents: { events: [] },
  // The four packages in euros with the welcome code, and the Dutch methods (iDEAL with two banks).
  getPackages: packagesResponse({
    packages: packagesFixture().map((p) => ({ ...p, discounted_amount: Math.round(p.amount * 0.9) })),
    discount: welcomeCode,
  }),
  getDiscountCode: { discountcode: welcomeCode },
  getTimeBonus: { time_bonus: null },
  createPayment: {
    payment: { ...payment, status: "open", completed_at: null },
    checkout_url: "http://canned/checkout/1",
  },
  getPayment: { payment },
  getTransactions: { payments: [payment] },
  repeatOrder: { payment: { ...payment, method: "visa", bank: null } },
  startDirectDebit: { mandate },
  resendDirectDebitCode: { mandate },
  confirmDirectDebit: { payment: { ...payment, method: "sdd", bank: null, status: "pending", completed_at: null } },
  getNotificationSettings: { settings: notificationSettings },
  updateNotificationSettings: { settings: notificationSettings },
  enableNotifications: { settings: notificationSettings },
  updateLocation: { settings: notificationSettings },
  geocode: { location: { country: "NL", region: "Utrecht", city: "Utrecht" } },
  addPushSubscription: ok,
  removePushSubscription: ok,
  pageHidden: ok,
  getUnsubscribe: unsubscribe,
  unsubscribe: { ...unsubscribe, unsubscribed: true },
  // Shown only where settings say member_resell (the canned settings do not): one of each type.
  getPromoTiles: {
    tiles: [
      {
        id: 1,
        type: "cam",
        title: "Luna",
        image: "https://cdn.site.example/promo/cam.svg",
        url: "https://partner.example/live",
      },
      {
        id: 2,
        type: "resell",
        title: "HeartLink",
        image: "https://cdn.site.example/promo/offer.svg",
        url: "/pages/service",
        label: "Free to join",
      },
    ],
  },
};

/** "METHOD /path" → the pre-serialised answer (several endpoints share a path). */
function routeTable(): Map<string, string> {
  const table = new Map<string, string>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    if (CANNED_NOT_SERVED.has(name)) continue;
    const { method, path } = endpoints[name];
    table.set(`${method} ${path}`, JSON.stringify(cannedAnswers[name]));
  }
  return table;
}

/**
 * A login (or signup) answers a session of its own, as an API does: the web tier counts a member by
 * their session (decision 026), so the benchmark's connections, each logged in, are many members.
 */
const newSession = (name: "login" | "signup") => {
  const { method, path } = endpoints[name];
  const answer = cannedAnswers[name];
  return [
    `${method} ${path}`,
    () => JSON.stringify({ ...answer, token: randomBytes(32).toString("base64url") }),
  ] as const;
};

export function createCannedApi({ delayMs = 0 }: { delayMs?: number } = {}): http.Server {
  const table = routeTable();
  const sessions = new Map<string, () => string>([newSession("login"), newSession("signup")]);
  return http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://canned").pathname;
    const route = `${req.method} ${path}`;
    const answer = sessions.get(route)?.() ?? table.get(route);
    // Drain the request body (logins, uploads) before answering.
    req.resume();
    req.on("end", () => {
      const send = () => {
        res.writeHead(answer ? 200 : 404, { "Content-Type": "application/json" });
        res.end(answer ?? JSON.stringify({ error: "not_found", message: `${req.method} ${path}` }));
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = createCannedApi({ delayMs: option("delay", 0) });
  server.listen(option("port", 0), "127.0.0.1", () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    console.log(JSON.stringify({ event: "ready", url: `http://127.0.0.1:${port}` }));
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
