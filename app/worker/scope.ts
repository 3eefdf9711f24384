/// <reference lib="webworker" />

/**
 * The service worker's global scope, typed. Worker modules are checked with the WebWorker library
 * (tsconfig.worker.json), apart from the pages' DOM types.
 */
export const worker = self as unknown as ServiceWorkerGlobalScope;
