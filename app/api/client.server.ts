import type { z } from "zod";
import { scopedLogger } from "../../lib/logger";
import { ApiError } from "./errors";
import { OVERLOADED } from "./overload";
import {
  endpoints,
  FORCED_DOMAIN_PARAM,
  REQUEST_TYPE_HEADER,
  type Endpoint,
  type EndpointBody,
  type EndpointName,
  type EndpointResponse,
  type KeyedEndpointName,
} from "./endpoints";
import { ApiErrorBodySchema, ApiErrorCode, validationFailedBody } from "./schemas/common";
import { httpTransport, type ApiTransport, type TransportAnswer } from "./http-transport.server";
import type { CallSlots } from "./call-slots.server";

export interface RetryOptions {
  /** Extra attempts after the first (docs/product.md#data-from-the-api: up to 5). */
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** The whole call, waits included, never takes longer than this. */
  budgetMs: number;
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  retries: 5,
  baseDelayMs: 100,
  maxDelayMs: 2000,
  budgetMs: 8000,
  attemptTimeoutMs: 4000,
};

export interface ApiClientOptions {
  baseUrl: string;
  /** The member's host: names the site to the API (docs/decisions/001). */
  domain: string;
  token?: string;
  language: string;
  clientIp?: string;
  /** The browser's device id (its device cookie), so the API can tell the member's own devices. */
  deviceId?: string;
  retry?: Partial<RetryOptions>;
  /** Called on 403 authentication_required; the web tier throws its logout redirect here. */
  onAuthRequired?: () => never;
  /** How a call goes out: node's HTTP client by default (http-transport.server.ts); `fetch` does too. */
  fetch?: ApiTransport;
  sleep?: (ms: number) => Promise<void>;
  logger?: (entry: Record<string, unknown>) => void;
  /** Told of every finished call (its endpoint, outcome and time): the request log lists them. */
  onCall?: (call: ApiCallTiming) => void;
  /** Jitter source, injectable for tests. */
  random?: () => number;
  /**
   * When the member's page is due (epoch ms): every call answers by then, retries included. A call
   * that is never repeated (a form post) keeps its attempt open in the background up to its own
   * budget, so the API may still complete it; the page just does not wait for it. A function is
   * asked at each call (the request context moves it on after a write).
   */
  deadline?: number | (() => number);
  /**
   * The same for every call that changes something (form posts): later than the page's, because
   * telling a member their signup failed while the API is still completing it is worse than a wait
   * of a few more seconds. A write under an Idempotency-Key is asked again by then (writeByKey).
   */
  writeDeadline?: number;
  now?: () => number;
  /**
   * The turns this site's calls share in this process (call-slots.server.ts): a call waits for
   * one until it is due, then fails as 503 `overloaded` without reaching the API.
   */
  slots?: CallSlots;
}

type CallInput<N extends EndpointName> = {
  query?: Record<string, string> | URLSearchParams;
  /** A multipart/form-data body (photo uploads), sent as is; fetch sets the boundary. */
  form?: FormData;
} & (EndpointBody<N> extends never ? { body?: undefined } : { body: EndpointBody<N> }) &
  // A keyed write always goes with its key, so a lost answer can be asked for again; no other call takes one.
  (N extends KeyedEndpointName ? { idempotencyKey: string } : { idempotencyKey?: undefined });

export interface ApiCallTiming {
  endpoint: string;
  /** The HTTP status answered, or the ApiError status (502/503/504) the call failed with. */
  status: number;
  ms: number;
  attempts: number;
  /** The call may have changed something (not a GET). */
  write: boolean;
}

const apiLog = scopedLogger("api");
const defaultLogger = ({ level, msg, ...entry }: Record<string, unknown>) =>
  apiLog[level === "error" ? "error" : "warn"](entry, String(msg));
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Why an attempt failed, and whether another attempt may help. `unknownOutcome`: the request may
 * have reached the API and been done there (a time-out, a cut connection, a 5xx other than 503),
 * unlike a refused connection, a 503 or 429 (the API did not take it) or any answer of the API's own.
 */
type AttemptFailure = { retryable: boolean; error: ApiError; reason?: string; unknownOutcome?: boolean };

/** What a connection error says of a request: these never left the web server. */
const NEVER_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * The share of a keyed write's wait kept for the last time it is asked, with the same key, before
 * the member is answered: long enough for the API to answer a stored result (at most a second).
 */
const RESOLVE_SHARE = 0.25;
const RESOLVE_MAX_MS = 1000;

/**
 * The server-side client of the operator's API: one per request. Every answer is checked against
 * the contract's zod schema; a call never hangs past its time budget.
 */
export function createApiClient(options: ApiClientOptions) {
  const retry = { ...DEFAULT_RETRY, ...options.retry };
  const doFetch = options.fetch ?? httpTransport;
  const sleep = options.sleep ?? defaultSleep;
  const log = options.logger ?? defaultLogger;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;

  /** A call on its way: the endpoint, the request sent for it, and how its outcome is reported. */
  type Sent<N extends EndpointName> = {
    name: N;
    request: ReturnType<typeof buildRequest<N>>;
    report: (status: number, attempts: number) => void;
  };

  function buildRequest<N extends EndpointName>(name: N, input: CallInput<N> | undefined) {
    const endpoint = endpoints[name];
    const { url, headers } = apiTarget(options, endpoint.path, input?.query);
    if (input?.idempotencyKey) headers.set("Idempotency-Key", input.idempotencyKey);
    let body: string | FormData | undefined;
    if (input?.form) {
      body = input.form;
    } else if (input?.body !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(input.body);
    }
    return { endpoint, url, init: { method: endpoint.method, headers, body } };
  }

  async function attempt<N extends EndpointName>(
    name: N,
    request: ReturnType<typeof buildRequest<N>>,
    timeoutMs: number
  ): Promise<EndpointResponse<N> | AttemptFailure> {
    let response: TransportAnswer;
    try {
      response = await doFetch(request.url, { ...request.init, signal: AbortSignal.timeout(Math.ceil(timeoutMs)) });
    } catch (error) {
      // The time budget's signal: node's client and fetch name its abort differently.
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      // A connection refused, reset or closed mid-request: this call fails alone (the pool drops
      // that socket); only idempotent calls are tried again.
      const reason = connectionErrorCode(error);
      return {
        retryable: true,
        error: new ApiError(timedOut ? 504 : 503, timedOut ? "timeout" : "unavailable"),
        reason,
        unknownOutcome: timedOut || !NEVER_SENT.has(reason ?? ""),
      };
    }
    const text = await response.text().catch(() => "");
    if (response.status === 429) {
      // A rule of the API (account_blocked with its minutes, too_many_reset_mails …) is an answer
      // for the member, not an overload: passed on as it is, never retried.
      const rule = ApiErrorBodySchema.safeParse(parseJson(text));
      if (rule.success) return { retryable: false, error: new ApiError(429, rule.data.error, rule.data) };
    }
    if (response.status >= 500 || response.status === 429) {
      return {
        retryable: true,
        error: new ApiError(response.status === 429 ? 503 : 502, "unavailable"),
        unknownOutcome: response.status !== 503 && response.status !== 429,
      };
    }
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const body = ApiErrorBodySchema.safeParse(json);
      const code = body.success ? body.data.error : "http_error";
      if (response.status === 403 && code === ApiErrorCode.authenticationRequired) options.onAuthRequired?.();
      return { retryable: false, error: new ApiError(response.status, code, body.success ? body.data : undefined) };
    }
    const parsed = request.endpoint.response.safeParse(json);
    if (!parsed.success) {
      // Log where the answer broke the contract, never the member's data itself.
      log({
        level: "error",
        msg: "API answer does not match the contract",
        endpoint: name,
        status: response.status,
        issues:
          json === undefined
            ? ["not JSON"]
            : parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.code}`),
      });
      return { retryable: false, error: new ApiError(502, "bad_gateway") };
    }
    return parsed.data as EndpointResponse<N>;
  }

  /**
   * A body or query the contract refuses is answered here as the API would (400 validation_failed):
   * an oversized or malformed request never goes over a connection other calls share.
   */
  function refusal<N extends EndpointName>(name: N, input: CallInput<N> | undefined): ApiError | undefined {
    const endpoint: Endpoint = endpoints[name];
    const checks: [z.ZodTypeAny | undefined, unknown][] = [
      [endpoint.body, input?.form ? undefined : input?.body],
      [endpoint.query, input?.query instanceof URLSearchParams ? Object.fromEntries(input.query) : input?.query],
    ];
    for (const [schema, value] of checks) {
      if (!schema || value === undefined) continue;
      const parsed = schema.safeParse(value);
      if (!parsed.success) return new ApiError(400, ApiErrorCode.validation, validationFailedBody(parsed.error));
    }
    return undefined;
  }

  async function call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<EndpointResponse<N>> {
    const refused = refusal(name, input);
    if (refused) {
      options.onCall?.({ endpoint: name, status: refused.status, ms: 0, attempts: 0, write: false });
      throw refused;
    }
    const request = buildRequest(name, input);
    const started = now();
    const ownDeadline = started + retry.budgetMs;
    const deadline = typeof options.deadline === "function" ? options.deadline() : options.deadline;
    const pageDeadline = Math.min(ownDeadline, deadline ?? Infinity);
    const write = request.endpoint.method !== "GET";
    const report = (status: number, attempts: number) =>
      options.onCall?.({ endpoint: name, status, ms: now() - started, attempts, write });
    // A read answers by the page's deadline; a write, keyed or not, waits for its turn and its
    // answer up to the write deadline.
    const waitUntil = write ? Math.min(ownDeadline, options.writeDeadline ?? deadline ?? Infinity) : pageDeadline;
    const release = options.slots ? await options.slots.take(waitUntil) : () => {};
    if (!release) throw failed(name, { retryable: false, error: new ApiError(503, OVERLOADED) }, 0, report);
    // Only calls that cannot change state twice are repeated (docs/product.md#data-from-the-api: up to 5 retries).
    const sent: Sent<N> = { name, request, report };
    if (write && !input?.idempotencyKey) return answerByDeadline(sent, ownDeadline, waitUntil, release);
    try {
      return await (write ? writeByKey(sent, waitUntil) : readWithRetries(sent, pageDeadline));
    } finally {
      release();
    }
  }

  /**
   * A write under an Idempotency-Key: the API does it once however often it is asked, so a lost
   * answer (a time-out, a cut connection, a 5xx, the API's 409 while the first request still runs)
   * is asked for again with the same key up to the write deadline — the last time shortly before
   * it, so what the member hears is the API's answer for that key. A write whose outcome is still
   * not known then is answered 409 request_in_progress, never a failure: it may have been stored.
   * A failure is passed on only when the API answered it, or was never reached.
   */
  async function writeByKey<N extends EndpointName>(
    sent: Sent<N>,
    writeDeadline: number
  ): Promise<EndpointResponse<N>> {
    const { name, report } = sent;
    const resolveMs = Math.min(RESOLVE_MAX_MS, (writeDeadline - now()) * RESOLVE_SHARE);
    const lastAskAt = writeDeadline - resolveMs;
    let unknownOutcome = false;
    for (let tries = 0; ; tries++) {
      const result = await attemptBy(sent, now() >= lastAskAt ? writeDeadline : lastAskAt, tries);
      if (!isFailure(result)) return result;
      const running = result.error.code === ApiErrorCode.requestInProgress;
      if (!result.retryable && !running) throw failed(name, result, tries + 1, report);
      unknownOutcome ||= running || Boolean(result.unknownOutcome);
      // The last ask comes at lastAskAt at the latest, however long the back-off would be.
      const wait = now() < lastAskAt ? Math.min(backOff(tries), lastAskAt - now()) : backOff(tries);
      if (tries >= retry.retries || now() + wait >= writeDeadline) {
        const inProgress = { retryable: false, error: new ApiError(409, ApiErrorCode.requestInProgress) };
        throw failed(name, unknownOutcome ? inProgress : result, tries + 1, report);
      }
      await sleep(wait);
    }
  }

  /** Attempt number `tries` (from 0), cut at `until` (epoch ms); reported when it succeeds. */
  async function attemptBy<N extends EndpointName>({ name, request, report }: Sent<N>, until: number, tries: number) {
    const result = await attempt(name, request, Math.max(1, Math.min(retry.attemptTimeoutMs, until - now())));
    if (!isFailure(result)) report(200, tries + 1);
    return result;
  }

  /** The wait before another attempt: 100 ms × 2ⁿ by default, jittered, at most maxDelayMs. */
  const backOff = (tries: number) => Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** tries) * (0.5 + random() / 2);

  async function readWithRetries<N extends EndpointName>(
    sent: Sent<N>,
    pageDeadline: number
  ): Promise<EndpointResponse<N>> {
    const { name, report } = sent;
    for (let tries = 0; ; tries++) {
      const result = await attemptBy(sent, pageDeadline, tries);
      if (!isFailure(result)) return result;
      const wait = backOff(tries);
      const canRetry = result.retryable && tries < retry.retries && now() + wait < pageDeadline;
      if (!canRetry) throw failed(name, result, tries + 1, report);
      await sleep(wait);
    }
  }

  /**
   * One attempt, never repeated: it gets the call's whole budget (cutting a slow signup short would
   * fail it although the API may still complete it), but the caller hears 504 at the page's deadline.
   */
  async function answerByDeadline<N extends EndpointName>(
    { name, request, report }: Sent<N>,
    ownDeadline: number,
    pageDeadline: number,
    release: () => void
  ): Promise<EndpointResponse<N>> {
    const pending = attempt(name, request, Math.max(1, ownDeadline - now()));
    // The turn lasts as long as the call does, which may outlive the page's wait for it.
    pending.then(release, release);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<AttemptFailure>((resolve) => {
      timer = setTimeout(
        () => resolve({ retryable: false, error: new ApiError(504, "timeout") }),
        Math.max(1, pageDeadline - now())
      );
    });
    const result = await Promise.race([pending, late]).finally(() => clearTimeout(timer));
    if (!isFailure(result)) {
      report(200, 1);
      return result;
    }
    throw failed(name, result, 1, report);
  }

  function failed(
    name: string,
    { error, reason }: AttemptFailure,
    attempts: number,
    report: (status: number, attempts: number) => void
  ) {
    report(error.status, attempts);
    if (error.status >= 500)
      log({
        level: "warn",
        msg: "API call failed",
        endpoint: name,
        status: error.status,
        code: error.code,
        ...(reason ? { reason } : {}),
        attempts,
      });
    return error;
  }

  return { call };
}

/**
 * The address and headers of a call to the API as this member: the site named by the forced-domain
 * parameter, the member's bearer token, the visitor's address and device, the language. The client's calls and
 * the live event stream (app/api/events.server.ts) are built here alike.
 */
export function apiTarget(
  options: Pick<ApiClientOptions, "baseUrl" | "domain" | "token" | "language" | "clientIp" | "deviceId">,
  path: string,
  query?: Record<string, string> | URLSearchParams,
  accept = "application/json"
) {
  const url = new URL(path, options.baseUrl);
  for (const [key, value] of new URLSearchParams(query ?? {})) {
    if (key !== FORCED_DOMAIN_PARAM) url.searchParams.append(key, value);
  }
  url.searchParams.set(FORCED_DOMAIN_PARAM, options.domain);
  const headers = new Headers({ Accept: accept, "Accept-Language": options.language });
  if (options.token) headers.set("Authorization", `Bearer ${options.token}`);
  if (options.clientIp) headers.set("X-Forwarded-For", options.clientIp);
  if (options.deviceId) headers.set("X-Device-Id", options.deviceId);
  if (url.pathname.endsWith("user.php")) headers.set(REQUEST_TYPE_HEADER, "client");
  return { url, headers };
}

function isFailure(value: unknown): value is AttemptFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    (value as AttemptFailure).error instanceof ApiError
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The socket error behind a failed call (ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET …), for the log. */
function connectionErrorCode(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const own = (error as { code?: unknown }).code;
  const cause = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof own === "string" ? own : typeof cause === "string" ? cause : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
