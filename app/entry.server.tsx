import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { logger } from "../lib/logger";
import { createI18nInstance } from "./i18n/i18n.server";
import { NonceContext } from "./utils/nonce";

const ABORT_DELAY = 5_000;

/** Namespaces the matched routes declare in `handle.i18n` (plus "common"). */
function routeNamespaces(context: EntryContext): string[] {
  const ns = new Set<string>(["common"]);
  for (const match of context.staticHandlerContext.matches) {
    const handle = context.routeModules[match.route.id]?.handle as { i18n?: string | string[] } | undefined;
    for (const name of [handle?.i18n ?? []].flat()) ns.add(name);
  }
  return [...ns];
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext
) {
  // The same memoised locale the loaders used; without the API it is still cookie or browser.
  const locale = await loadContext.locale().catch(() => loadContext.tenant.defaultLanguage);
  const i18n = await createI18nInstance(locale, routeNamespaces(remixContext));
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  const nonce = loadContext.nonce;
  loadContext.requestLog.routeId = remixContext.staticHandlerContext.matches.at(-1)?.route.id;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            })
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; the member sees the error boundary, never a trace.
          if (shellRendered) loadContext.log.error({ err: error }, "render failed");
        },
      }
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/** Data requests are never cached by shared caches: they carry a member's data. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  context.requestLog.routeId = new URL(request.url).searchParams.get("_data") ?? undefined;
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  (context?.log ?? logger).error({ err: error, path: new URL(request.url).pathname }, "unhandled");
}
