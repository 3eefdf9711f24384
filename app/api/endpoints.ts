import type { z } from "zod";
import { CachePolicy, type Endpoint } from "./endpoint";
import { ApiErrorCode, COMMON_ERRORS, type ErrorStatus } from "./errors";
import { accountEndpoints } from "./groups/account";
import { chatEndpoints } from "./groups/chat";
import { landingEndpoints } from "./groups/landing";
import { membersEndpoints } from "./groups/members";
import { notificationsEndpoints } from "./groups/notifications";
import { paymentsEndpoints } from "./groups/payments";
import { profileEndpoints } from "./groups/profile";
import { promoEndpoints } from "./groups/promo";
import { signupEndpoints } from "./groups/signup";
import { OkSchema } from "./schemas/common";
import {
  AuthenticatedUserResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  UpdateUserRequestSchema,
  UserResponseSchema,
} from "./schemas/user";
import { SettingsQuerySchema, SettingsResponseSchema } from "./schemas/settings";
import { ChatsResponseSchema, LikesResponseSchema } from "./schemas/social";
import { CompanyInfoResponseSchema, InterestsResponseSchema, RegionsResponseSchema } from "./schemas/catalog";

/** The contract (conventions in ./endpoint.ts): core calls here, feature groups in ./groups/. */
export const endpoints = {
  getUser: {
    method: "GET",
    path: "/api/user.php",
    summary: "The signed-in member (user: null without a valid token).",
    response: UserResponseSchema,
    auth: "optional",
    cache: CachePolicy.session,
  },
  login: {
    method: "POST",
    path: "/api/user.php",
    summary: "Log in with e-mail and password; answers the member and a session token.",
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    auth: "none",
    errors: {
      [ApiErrorCode.loginFailed]: 401,
      [ApiErrorCode.accountBlocked]: 429,
      [ApiErrorCode.tooManyLoginAttempts]: 429,
      [ApiErrorCode.loginSlowed]: 429,
      account_pending_deletion: 409,
    },
  },
  updateUser: {
    method: "PUT",
    path: "/api/user.php",
    summary: "Save the member's chosen language.",
    body: UpdateUserRequestSchema,
    response: AuthenticatedUserResponseSchema,
    auth: "required",
  },
  logout: {
    method: "GET",
    path: "/api/logout.php",
    summary: "End the session named by the token.",
    response: OkSchema,
    auth: "optional",
  },
  getSettings: {
    method: "GET",
    path: "/api/settings.php",
    summary:
      "Business settings of the site named by forced-domain, its texts (index_title, description, fictional_warning) in the Accept-Language; the route query's parameters this call reads (query) are passed through.",
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
    auth: "optional",
    cache: CachePolicy.siteSettings,
  },
  getInterests: {
    method: "GET",
    path: "/api/interests.php",
    summary: "Interest catalogue (loaded once and cached per site).",
    response: InterestsResponseSchema,
    auth: "none",
    cache: CachePolicy.catalog,
  },
  getRegions: {
    method: "GET",
    path: "/api/regions.php",
    summary: "Regions of the site's countries (loaded once and cached per site).",
    response: RegionsResponseSchema,
    auth: "none",
    cache: CachePolicy.catalog,
  },
  getCompanyInfo: {
    method: "GET",
    path: "/api/companyinfo.php",
    summary: "The operating company (loaded once and cached per site).",
    response: CompanyInfoResponseSchema,
    auth: "none",
    cache: CachePolicy.catalog,
  },
  getChats: {
    method: "GET",
    path: "/api/chats.php",
    summary: "The member's conversations with unread counts (refreshed every 60 s).",
    response: ChatsResponseSchema,
    auth: "required",
    cache: CachePolicy.session,
  },
  getLikes: {
    method: "GET",
    path: "/api/likes.php",
    summary: "Profiles the member liked, and who liked the member (like_new marks unseen likes).",
    response: LikesResponseSchema,
    auth: "required",
    cache: CachePolicy.session,
  },
  ...signupEndpoints,
  ...accountEndpoints,
  ...profileEndpoints,
  ...membersEndpoints,
  ...landingEndpoints,
  ...chatEndpoints,
  ...paymentsEndpoints,
  ...notificationsEndpoints,
  ...promoEndpoints,
} as const satisfies Record<string, Endpoint>;

export { CachePolicy, type Endpoint };

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
type Schema<E, K extends string> = E extends Record<K, infer S extends z.ZodTypeAny> ? S : never;
export type EndpointResponse<N extends EndpointName> = z.infer<Endpoints[N]["response"]>;
export type EndpointBody<N extends EndpointName> = z.infer<Schema<Endpoints[N], "body">>;

type OwnErrors<N extends EndpointName> = Endpoints[N] extends { errors: infer E } ? E : Record<never, never>;
type AuthErrors<N extends EndpointName> = Endpoints[N] extends { auth: "required" }
  ? { [ApiErrorCode.authenticationRequired]: 403 }
  : Record<never, never>;
type KeyedErrors<N extends EndpointName> = Endpoints[N] extends { keyed: true }
  ? { [ApiErrorCode.requestInProgress]: 409 }
  : Record<never, never>;
/** Every error code endpoint N may answer (its own, the common ones, authentication_required, request_in_progress). */
export type DeclaredErrorCode<N extends EndpointName> = N extends EndpointName
  ? Extract<keyof OwnErrors<N> | keyof typeof COMMON_ERRORS | keyof AuthErrors<N> | keyof KeyedErrors<N>, string>
  : never;

/** The writes sent with an Idempotency-Key (Endpoint.keyed): only these take one. */
export type KeyedEndpointName = { [N in EndpointName]: Endpoints[N] extends { keyed: true } ? N : never }[EndpointName];

/** The error codes endpoint `name` may answer, each with its status (Endpoint.errors). */
export function declaredErrors(name: EndpointName): Readonly<Record<string, ErrorStatus>> {
  const endpoint: Endpoint = endpoints[name];
  return {
    ...COMMON_ERRORS,
    ...(endpoint.auth === "required" ? { [ApiErrorCode.authenticationRequired]: 403 } : {}),
    ...(endpoint.keyed ? { [ApiErrorCode.requestInProgress]: 409 } : {}),
    ...endpoint.errors,
  };
}

/** Header that tells the API a user.php call comes from the client app (docs/product.md#data-from-the-api). */
export const REQUEST_TYPE_HEADER = "X-Request-Type";
export const FORCED_DOMAIN_PARAM = "forced-domain";
