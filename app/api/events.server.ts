import { apiBaseUrl, type TenantApi } from "./base-url.server";
import { apiTarget } from "./client.server";
import { endpoints } from "./endpoints";
import { EVENT_ID_PATTERN, EVENTS_KEY_HEADER } from "./schemas/chat";

/** How long the API may take to start answering the stream (its events then flow for as long as it lasts). */
const OPEN_TIMEOUT_MS = 5_000;

/** What the stream needs of the request (the request context has it; app/api does not import it). */
export interface EventStreamRequest {
  tenant: TenantApi;
  host: string;
  clientIp: string;
  token: () => Promise<string | null>;
  locale: () => Promise<string>;
}

/**
 * Opens the member's live event stream (getEvents: text/event-stream, long-lived) with the same
 * site, token, address and language as every other call of this request. Not a `context.api.call`:
 * the answer is a stream to pass on, never one JSON body to check. Resumes after `lastEventId`
 * when it is an event id (anything else the browser sends is ignored: the stream starts afresh
 * rather than being refused, which would stop the browser listening); ends when `signal` aborts
 * (the browser went away). Answers the API's Response as it is.
 */
export async function openEventStream(
  context: EventStreamRequest,
  lastEventId: string | null,
  signal: AbortSignal
): Promise<Response> {
  const [token, language] = await Promise.all([context.token(), context.locale()]);
  const { url, headers } = apiTarget(
    {
      baseUrl: apiBaseUrl(context.tenant),
      domain: context.host,
      token: token ?? undefined,
      language,
      clientIp: context.clientIp,
    },
    endpoints.getEvents.path,
    undefined,
    "text/event-stream"
  );
  if (lastEventId && EVENT_ID_PATTERN.test(lastEventId)) headers.set("Last-Event-ID", lastEventId);
  const opening = AbortSignal.timeout(OPEN_TIMEOUT_MS);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener("abort", abort, { once: true });
  opening.addEventListener("abort", abort, { once: true });
  const response = await fetch(url, { headers, signal: controller.signal });
  // Opened in time: from now on only the browser's leaving ends it.
  opening.removeEventListener("abort", abort);
  return response;
}

/** What opening a site's stream needs: its API, the domain that names it, the web tier's key. */
export interface SiteStreamTarget {
  tenant: TenantApi;
  domain: string;
  language: string;
  key: string;
}

/**
 * Opens the site's event stream (getSiteEvents: every member's events, for the web tier's one
 * stream per web process, decision 028), authenticated by the web tier's key, resumed after
 * `lastEventId`. Answers the API's Response as it is; `signal` ends it.
 */
export async function openSiteEventStream(
  target: SiteStreamTarget,
  lastEventId: number | null,
  signal: AbortSignal
): Promise<Response> {
  const { url, headers } = apiTarget(
    { baseUrl: apiBaseUrl(target.tenant), domain: target.domain, language: target.language },
    endpoints.getSiteEvents.path,
    undefined,
    "text/event-stream"
  );
  headers.set(EVENTS_KEY_HEADER, target.key);
  if (lastEventId !== null) headers.set("Last-Event-ID", String(lastEventId));
  const opening = AbortSignal.timeout(OPEN_TIMEOUT_MS);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener("abort", abort, { once: true });
  opening.addEventListener("abort", abort, { once: true });
  try {
    return await fetch(url, { headers, signal: controller.signal });
  } finally {
    opening.removeEventListener("abort", abort);
  }
}
