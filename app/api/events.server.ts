import { apiBaseUrl, type TenantApi } from "./base-url.server";
import { apiTarget } from "./client.server";
import { endpoints } from "./endpoints";
import { EVENT_ID_PATTERN } from "./schemas/chat";

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
